import { addonIpidCommon, addonObligationsCommon, type AddonDocuments } from './common';

export const keyCover: AddonDocuments = {
  code: 'key-cover',
  name: 'Key Cover',
  ipid: {
    whatIsThisType: [
      'Key Cover pays for replacement keys and locks, and a locksmith, if the keys to your insured van are lost, stolen, broken or locked inside the van.',
    ],
    insured: [
      'Replacement keys, remote fobs and keyless entry devices for your van, and reprogramming the immobiliser, up to £1,500 for any one claim.',
      'Replacing the van’s locks if the keys are stolen and the van could be identified by whoever has them.',
      'A locksmith or our agent to get you into your van if the keys are lost or locked inside.',
      'Onward travel or a hire vehicle up to £100 if you are stranded because the keys are lost or stolen.',
      'Up to two claims in each period of insurance, with no excess.',
    ],
    notInsured: [
      'Keys lost or stolen before this cover started.',
      'Damage caused by wear and tear, or by a mechanical or electrical fault in the key or the van.',
      'Keys stolen from an unlocked home or van, or left in, on or near the van.',
      'Keys to anything other than your insured van.',
    ],
    restrictions: [
      'The most we pay is £1,500 for any one claim, and we pay for two claims at most in any period of insurance.',
      'Theft must be reported to the police and a crime reference number given to us.',
    ],
    where: ['England, Scotland, Wales, Northern Ireland and the Isle of Man.'],
    obligations: [
      'Take care of your keys and never leave them in, on or near your van.',
      'Call our key helpline (the number is on your schedule) before paying for any replacement or locksmith.',
      ...addonObligationsCommon,
    ],
    ...addonIpidCommon,
  },
  wording: [
    {
      heading: 'About this cover',
      blocks: [
        'Key Cover is provided by {insurer}. Call the key helpline on your schedule 24 hours a day. Where we can, we will arrange a locksmith or replacement keys for you; otherwise we will refund the costs you have paid with our agreement.',
      ],
    },
    {
      heading: 'What is covered',
      blocks: [
        'If the keys to your van are lost, stolen, accidentally damaged or locked inside the van, we will pay:',
        {
          list: [
            'for a locksmith or our agent to give you access to the van;',
            'for replacement keys, remote fobs or keyless entry devices, and to reprogramme the immobiliser and alarm;',
            'to replace the van’s locks, if the keys were stolen and the person who has them could identify the van or its address;',
            'up to £100 for a taxi, public transport or a hire vehicle so that you can complete your journey, if you are stranded away from home.',
          ],
        },
        'The most we will pay for any one claim is £1,500, and we will pay for no more than two claims in any period of insurance. No excess applies.',
      ],
    },
    {
      heading: 'What is not covered',
      blocks: [
        {
          list: [
            'Keys that were lost, stolen or damaged before this cover started.',
            'Keys stolen from an unlocked home or vehicle, or left in, on or near your van.',
            'Damage caused by wear and tear, a fault in the key or the van’s electrical system, or a flat key battery.',
            'Any cost you paid without our agreement, or any loss covered by your van policy.',
            'Keys for any property other than your insured van.',
          ],
        },
      ],
    },
  ],
};
