import { addonIpidCommon, addonObligationsCommon, type AddonDocuments } from './common';

export const replacementVan: AddonDocuments = {
  code: 'replacement-van',
  name: 'Replacement Van Hire',
  ipid: {
    whatIsThisType: [
      'Replacement Van Hire gives you a hire van of a similar size to keep your business moving while your van is repaired after an accident, or if it is stolen or written off, following a claim accepted under your van policy.',
    ],
    insured: [
      'A replacement van of similar size (up to 3.5 tonnes gross vehicle weight) while your van is being repaired after a claim accepted under your van policy, for up to 21 days.',
      'A replacement van until we settle your claim if your van is stolen and not recovered, or is a write-off.',
      'Delivery and collection of the replacement van at your home or place of work in the UK, usually within 24 hours of our approving the hire.',
      'Fully comprehensive insurance for the replacement van for the drivers insured on your van policy.',
    ],
    notInsured: [
      'Claims that are not accepted under your van policy, including claims under Third Party Only cover for damage to your own van.',
      'Fuel, tolls, congestion charges, fines, and the excess that applies to any claim on the replacement van.',
      'A van with specialist features: refrigeration, tail lift, racking, tipper body, crew cab or signage.',
      'Breakdowns, servicing and mechanical repairs.',
      'Hire you arrange yourself without our agreement.',
    ],
    restrictions: [
      'The hire ends when your van is repaired, when we pay your claim, or at the end of the hire limit, whichever comes first.',
      'Drivers must meet the hire company’s terms, including holding a full licence and being aged 21 to 75.',
      'You may have to pay a refundable deposit to the hire company.',
    ],
    where: ['England, Scotland, Wales and Northern Ireland.'],
    obligations: [
      'Make your claim under your van policy first and tell us you need a replacement van.',
      'Look after the replacement van, return it on time, clean and with the same amount of fuel.',
      ...addonObligationsCommon,
    ],
    ...addonIpidCommon,
  },
  wording: [
    {
      heading: 'About this cover',
      blocks: [
        'Replacement Van Hire is provided by {insurer} and arranged through our hire partner. It applies only when we have accepted a claim for loss of or damage to your van under your van policy.',
      ],
    },
    {
      heading: 'What is covered',
      blocks: [
        'We will provide a replacement van, as close in size and load space as reasonably possible to yours and no larger than 3.5 tonnes gross vehicle weight:',
        {
          list: [
            'while your van is off the road being repaired by our approved repairer after a claim accepted under sections 2 or 3 of your van policy: for up to 21 consecutive days;',
            'if your van is stolen and not recovered, or is declared a write-off: until we settle your claim.',
          ],
        },
        'We will deliver the replacement van to your home or place of work in the UK and collect it at the end of the hire. The replacement van is insured comprehensively for the drivers and uses on your certificate of motor insurance.',
      ],
    },
    {
      heading: 'What is not covered',
      blocks: [
        {
          list: [
            'Any period while your van could be driven safely and legally.',
            'Delays caused by you, including not authorising repairs or not returning documents we need.',
            'Fuel, delivery outside normal working hours if you request it, tolls, fines, parking or congestion charges.',
            'Any excess or damage charge under the hire company’s terms if the replacement van is damaged while you have it.',
            'Specialist vans, including refrigerated, tipper, tail-lift, crew-cab, left-hand-drive or vans with racking or signage.',
            'Hire needed because of a breakdown, servicing, MOT failure or mechanical fault.',
          ],
        },
      ],
    },
    {
      heading: 'Conditions',
      blocks: [
        'The driver must sign the hire company’s agreement and keep to its terms. You must return the replacement van when we tell you the hire period has ended. If you keep it longer, you must pay the hire charges for the extra days.',
      ],
    },
  ],
};
