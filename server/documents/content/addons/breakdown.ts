import { addonIpidCommon, addonObligationsCommon, type AddonDocuments } from './common';

export const breakdown: AddonDocuments = {
  code: 'breakdown',
  name: 'UK & European Breakdown Recovery',
  ipid: {
    whatIsThisType: [
      'UK & European Breakdown Recovery provides roadside assistance, recovery and home start for your insured van if it breaks down, or is immobilised by an accident, fire, theft or vandalism, in the UK or in Europe.',
    ],
    insured: [
      'Roadside assistance: a technician comes to you, at the roadside or at home, and tries to fix your van with up to one hour of labour.',
      'Recovery: if your van cannot be fixed there and then, your van, you and up to two passengers are taken to a garage or to your destination.',
      'Home start: help at or within a quarter of a mile of your home address.',
      'In Europe: roadside help and recovery to a local garage, and, if your van cannot be repaired within 48 hours, bringing it back to the UK (up to its market value).',
      'Onward travel if your van cannot be fixed the same day: a hire car for up to 48 hours, or overnight accommodation up to £150 per person (£500 in total), or public transport costs.',
      'Misfuelling: draining and flushing the fuel system, up to £250 once per year.',
    ],
    notInsured: [
      'The cost of parts, fuel, oil, keys and any repairs at a garage.',
      'Vans over 3.5 tonnes gross vehicle weight, 7 metres long, 2.55 metres wide or 3 metres high (including the load).',
      'Breakdowns in the first 24 hours of this cover, unless you bought it with your van policy.',
      'A repeat call-out within 28 days for a fault that our technician told you to have repaired properly.',
      'Vans that are not roadworthy or are used for racing, rallies or off-road events.',
      'Trips abroad longer than 90 days, or journeys abroad that start with a known fault.',
    ],
    restrictions: [
      'Recovery is for the driver and up to two passengers, in seats fitted by the manufacturer.',
      'Onward travel benefits are paid only when recovery is to a garage more than 20 miles from your home.',
      'Your van must be accessible to our vehicle; the cost of specialist equipment to reach it (such as a winch) is not covered.',
      'In Europe, the cost of parts and repairs must be paid to the garage; we can arrange to advance it against a guarantee.',
    ],
    where: [
      'The United Kingdom and the Isle of Man.',
      'In Europe: the countries of the European Union, and Andorra, Gibraltar, Iceland, Liechtenstein, Monaco, Norway, San Marino, Switzerland and Vatican City, for trips of up to 90 days.',
    ],
    obligations: [
      'Call our breakdown helpline (the number is on your schedule) and do not arrange help yourself; we will not pay for help we did not arrange.',
      'Stay with your van until help arrives, unless it is unsafe to do so.',
      'Keep your van serviced and roadworthy, with a valid MOT where one is needed, and carry what the law of any country you visit requires.',
      ...addonObligationsCommon,
    ],
    ...addonIpidCommon,
  },
  wording: [
    {
      heading: 'About this cover',
      blocks: [
        'UK & European Breakdown Recovery is provided by {insurer} for the van named in your schedule. Help is given by our network of recovery operators, 24 hours a day, 365 days a year. Call the breakdown helpline on your schedule (from abroad, the international number) and give your policy number, the van registration and where you are.',
      ],
    },
    {
      heading: 'Definitions',
      blocks: [
        {
          terms: [
            [
              'Breakdown',
              'An electrical or mechanical failure, a flat battery, a puncture, running out of fuel, locking the keys in, or an accident, fire, theft or act of vandalism that stops your van being driven safely.',
            ],
            ['Home', 'The address in the UK shown on your schedule.'],
            ['Passengers', 'Up to two people travelling in the van in seats fitted by the manufacturer.'],
            [
              'Europe',
              'The countries of the European Union, and Andorra, Gibraltar, Iceland, Liechtenstein, Monaco, Norway, San Marino, Switzerland and Vatican City.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'What is covered in the UK',
      blocks: [
        { subheading: 'Roadside assistance and home start' },
        'We will send help to your van at the roadside or at or near your home. Our technician will try to fix your van with up to one hour of labour. If a part is needed that the technician carries, you pay for it at the time.',
        { subheading: 'Recovery' },
        'If your van cannot be fixed where it is, we will take it, the driver and up to two passengers to your home, your destination, or a garage, whichever you choose, in one journey anywhere in the UK.',
        { subheading: 'Onward travel' },
        'If your van is taken to a garage more than 20 miles from your home and cannot be fixed the same day, we will pay for one of: a hire car of up to 1,600cc for up to 48 hours; one night’s bed and breakfast, up to £150 per person and £500 in total; or standard-class public transport for the driver and passengers to their destination.',
        { subheading: 'Misfuelling' },
        'If the wrong fuel is put in your van, we will drain and flush the fuel system, up to £250, once in each period of insurance.',
      ],
    },
    {
      heading: 'What is covered in Europe',
      blocks: [
        'For trips of up to 90 days, we will arrange and pay for roadside help and for recovery of your van to the nearest suitable garage. If it cannot be repaired within 48 hours, we will pay for one of: a hire car for up to 7 days, up to £1,000; hotel accommodation up to £75 per person per night, for up to 4 nights; or travel home for the driver and passengers.',
        'If your van cannot be repaired before you are due to return, we will bring it back to a garage in the UK, as long as the cost is not more than its market value in the UK. If it is, we will pay the cost of disposing of it abroad instead.',
        'We can send spare parts that are not available locally; you pay for the parts and we pay for sending them.',
      ],
    },
    {
      heading: 'What is not covered',
      blocks: [
        {
          list: [
            'The cost of parts, fuel, oil, replacement keys, or garage labour beyond the first hour at the roadside.',
            'Any claim where we did not arrange the help.',
            'Vans over 3.5 tonnes gross vehicle weight, longer than 7 metres, wider than 2.55 metres or higher than 3 metres, including the load.',
            'A breakdown that happened before this cover started, or within the first 24 hours of it if it was added after your van policy started.',
            'Recovery of a load, trailer or caravan that makes recovery unsafe, or of goods that are hazardous.',
            'A second call-out within 28 days for the same fault, where it was not properly repaired after our first visit.',
            'Ferry or toll charges, parking fines, congestion charges, or any costs of storage after recovery.',
            'Trips abroad of more than 90 days, or starting a journey abroad when you knew the van had a fault.',
          ],
        },
      ],
    },
  ],
};
