import { addonIpidCommon, addonObligationsCommon, type AddonDocuments } from './common';

export const windscreen: AddonDocuments = {
  code: 'windscreen',
  name: 'Windscreen Cover',
  ipid: {
    whatIsThisType: [
      'Windscreen Cover pays to repair or replace the glass of your insured van. It adds glass cover to Third Party, Fire and Theft and Third Party Only policies, and reduces the windscreen excesses on Comprehensive policies.',
    ],
    insured: [
      'Repair or replacement of the windscreen, side and rear windows and sunroof glass of your van.',
      'Repair of chips and small cracks with no excess.',
      'Replacement glass with a £75 excess for each claim.',
      'Recalibration of cameras and sensors mounted on the windscreen, when the manufacturer requires it after a replacement.',
      'Unlimited claims, and no effect on your No Claims Discount.',
    ],
    notInsured: [
      'Glass in lamps and mirrors, and roofs or panels made wholly of glass.',
      'Damage to the bodywork or interior other than scratching caused by the broken glass.',
      'Glass that was already damaged when this cover started.',
      'Work not arranged through our glass helpline, above £150 for any one claim.',
    ],
    restrictions: [
      'The replacement excess is £75 for each claim; there is no excess for a repair.',
      'If you use a supplier that is not ours, the most we pay is £150 for any one claim.',
    ],
    where: ['England, Scotland, Wales, Northern Ireland, the Isle of Man and the Channel Islands.'],
    obligations: [
      'Call our glass helpline (the number is on your schedule) before any work is done.',
      'Do not drive the van if the damage to the glass makes it unsafe or illegal to do so.',
      ...addonObligationsCommon,
    ],
    ...addonIpidCommon,
  },
  wording: [
    {
      heading: 'About this cover',
      blocks: [
        'Windscreen Cover is provided by {insurer}. If you have Comprehensive cover, this cover replaces section 4 of your van policy wording; otherwise it adds cover for glass to your policy.',
      ],
    },
    {
      heading: 'What is covered',
      blocks: [
        'We will pay to repair or, where repair is not possible, replace broken or damaged glass in the windscreen, windows and sunroof of your van, and to repair any scratching to the bodywork caused solely by the broken glass.',
        {
          table: {
            caption: 'Excesses under this cover',
            head: ['Work done', 'Excess you pay'],
            rows: [
              ['Repair of a chip or small crack', '£0'],
              ['Replacement of glass', '£75'],
            ],
          },
        },
        'If the windscreen carries cameras or sensors for driver assistance systems, we will pay to recalibrate them after a replacement when the manufacturer requires it.',
        'A claim under this cover does not affect your No Claims Discount, and there is no limit to the number of claims.',
      ],
    },
    {
      heading: 'What is not covered',
      blocks: [
        {
          list: [
            'Glass in lamps, mirrors and light clusters, and any roof or panel made wholly of glass.',
            'Damage that happened before this cover started.',
            'Damage caused deliberately by you or a driver insured on your policy.',
            'Work done by a supplier that is not ours, above £150 for any one claim.',
            'Tinting, films or other additions that were not fitted by the manufacturer.',
          ],
        },
      ],
    },
  ],
};
