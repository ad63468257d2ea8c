import { addonIpidCommon, addonObligationsCommon, type AddonDocuments } from './common';

export const toolsInTransit: AddonDocuments = {
  code: 'tools-in-transit',
  name: 'Tools in Transit',
  ipid: {
    whatIsThisType: [
      'Tools in Transit covers the tools and equipment you use for your trade against theft, fire and accidental damage while they are in your insured van, or being loaded or unloaded.',
    ],
    insured: [
      'Theft of tools from your locked van, where there are visible signs of forced entry: up to £2,500 in any one claim.',
      'Loss of or damage to tools caused by fire, or by an accident involving your van.',
      'Tools being loaded into or unloaded from your van.',
      'Any one item up to £500.',
    ],
    notInsured: [
      'The first £100 of every claim (the excess).',
      'Theft of tools left on view, or from a van left overnight (9pm to 7am) that was not locked with all its windows closed.',
      'Theft from an unlocked van, or without forced and violent entry.',
      'Wear and tear, mechanical or electrical breakdown, and damage while a tool is being used.',
      'Goods, stock and materials for a job, and cash, phones, laptops and tablets.',
      'Tools left in an open-backed van or pick-up, or on a roof rack.',
    ],
    restrictions: [
      'The most we pay is £2,500 for any one claim and £500 for any one item.',
      'You must keep receipts or other proof that you owned the tools and of their value.',
      'Claims are settled on a new-for-old basis for tools under two years old, and otherwise after a deduction for wear and tear.',
    ],
    where: ['England, Scotland, Wales, Northern Ireland, the Isle of Man and the Channel Islands.'],
    obligations: [
      'Keep tools out of sight, and lock your van with its windows closed and take the keys with you whenever you leave it, especially overnight.',
      'Report any theft to the police within 24 hours and get a crime reference number.',
      ...addonObligationsCommon,
    ],
    ...addonIpidCommon,
  },
  wording: [
    {
      heading: 'About this cover',
      blocks: [
        'Tools in Transit is provided by {insurer} and covers hand tools, power tools and equipment that you own and use for your trade, while they are in or on your insured van.',
      ],
    },
    {
      heading: 'What is covered',
      blocks: [
        'We will pay for the loss of or damage to your tools while they are in your van or being loaded or unloaded, caused by:',
        {
          list: [
            'theft or attempted theft from your van when all its doors, windows and other openings were closed and locked, and there are visible signs of forced and violent entry;',
            'fire, lightning or explosion;',
            'an accident involving your van, such as a collision or overturning.',
          ],
        },
        {
          table: {
            caption: 'Limits and excess',
            head: ['Limit', 'Amount'],
            rows: [
              ['Most we pay for any one claim', '£2,500'],
              ['Most we pay for any one item, set or collection', '£500'],
              ['Excess you pay for each claim', '£100'],
            ],
          },
        },
        'We may repair or replace the tool, or pay you its value. Tools less than two years old are replaced new for old; for older tools we make a deduction for wear and tear.',
      ],
    },
    {
      heading: 'What is not covered',
      blocks: [
        {
          list: [
            'Theft of tools that were on view from outside the van, or theft between 9pm and 7am unless the van was locked with all its windows and other openings closed.',
            'Theft without forced and violent entry, including theft using the van’s keys.',
            'Tools left in an unattended open-backed van, pick-up load bed, roof rack or trailer.',
            'Damage while a tool is being used or worked on, wear and tear, and mechanical or electrical breakdown.',
            'Goods, stock, materials and anything you have been given to install, and tools belonging to your employees.',
            'Money, documents, phones, computers, tablets and jewellery.',
          ],
        },
      ],
    },
    {
      heading: 'Conditions',
      blocks: [
        'You must keep proof of ownership and value (receipts, invoices or photos) for your tools and give it to us when you claim. You must report any theft to the police within 24 hours and give us the crime reference number.',
      ],
    },
  ],
};
