import { addonIpidCommon, addonObligationsCommon, type AddonDocuments } from './common';

export const personalAccident: AddonDocuments = {
  code: 'personal-accident',
  name: 'Personal Accident Cover',
  ipid: {
    whatIsThisType: [
      'Personal Accident Cover pays a fixed amount if you, or a driver insured on your van policy, die or suffer a serious permanent injury in an accident while travelling in, or getting into or out of, your insured van.',
    ],
    insured: [
      'Death: £25,000.',
      'Loss of one or more limbs: £25,000.',
      'Permanent total loss of sight in one or both eyes: £25,000.',
      'Permanent total disablement that prevents any work for 12 months and is not expected to improve: £25,000.',
      'Hospital stays after an accident covered by this cover: £50 a day for up to 30 days.',
    ],
    notInsured: [
      'Illness or disease, or any injury not caused solely by an accident in or with your van.',
      'Injury while the driver was over the legal limit for alcohol or under the influence of drugs not prescribed.',
      'Suicide, attempted suicide or intentional self-injury.',
      'Anyone under 17 or over 80 on the date of the accident.',
      'Anyone not wearing a seat belt when required by law.',
    ],
    restrictions: [
      'We pay only one benefit (other than hospital stays) per person for any one accident, and £25,000 at most per person in any period of insurance.',
      'The death or permanent injury must happen within 12 months of the accident.',
    ],
    where: [
      'Anywhere your van policy covers you, including driving abroad in the European Union for up to 90 days in a period of insurance.',
    ],
    obligations: [
      'Tell us about an accident within 30 days, and give us medical evidence we ask for, at our expense.',
      'Agree to a medical examination by a doctor we choose, if we ask.',
      ...addonObligationsCommon,
    ],
    ...addonIpidCommon,
  },
  wording: [
    {
      heading: 'About this cover',
      blocks: [
        'Personal Accident Cover is provided by {insurer}. It pays fixed benefits, not compensation for actual losses, and benefits are paid whether or not the accident was your fault and in addition to any other insurance.',
      ],
    },
    {
      heading: 'Definitions',
      blocks: [
        {
          terms: [
            [
              'Accident',
              'A sudden, unexpected and violent event that happens at an identifiable time and place while the insured person is travelling in, or getting into or out of, your van.',
            ],
            [
              'Insured person',
              'You, and any driver named on your certificate of motor insurance, aged 17 to 80 on the date of the accident.',
            ],
            [
              'Loss of limb',
              'Permanent loss of use, or physical separation, of a hand at or above the wrist or a foot at or above the ankle.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'What is covered',
      blocks: [
        {
          table: {
            caption: 'Benefits for each insured person',
            head: ['Result of the accident', 'Benefit'],
            rows: [
              ['Death', '£25,000'],
              ['Loss of one or more limbs', '£25,000'],
              ['Permanent total loss of sight in one or both eyes', '£25,000'],
              ['Permanent total disablement', '£25,000'],
              ['Each day in hospital, for up to 30 days', '£50'],
            ],
          },
        },
        'The death, loss or disablement must happen within 12 months of the accident. Benefit for death is paid to the insured person’s legal personal representatives.',
      ],
    },
    {
      heading: 'What is not covered',
      blocks: [
        {
          list: [
            'Death or injury caused by illness, disease or a medical condition, or by anything other than the accident alone.',
            'Injury while the driver was over the legal limit for alcohol or unfit through drugs, other than drugs prescribed by a doctor and taken as directed.',
            'Suicide, attempted suicide, deliberate self-injury, or injury while committing a crime.',
            'Injury while the van was used for racing, rallies or any purpose not allowed by your certificate.',
            'Anyone not wearing a seat belt when the law required it.',
          ],
        },
      ],
    },
  ],
};
