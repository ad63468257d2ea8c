import { addonIpidCommon, addonObligationsCommon, type AddonDocuments } from './common';

export const goodsInTransit: AddonDocuments = {
  code: 'goods-in-transit',
  name: 'Goods in Transit',
  ipid: {
    whatIsThisType: [
      'Goods in Transit covers your own goods, stock and materials against loss or damage while they are carried in your insured van for your business, including while they are loaded and unloaded.',
    ],
    insured: [
      'Loss of or damage to your own goods while they are in your van, up to £10,000 for any one load.',
      'Theft of goods from your locked van, where there are visible signs of forced entry.',
      'Damage caused by fire, or by an accident involving your van.',
      'Goods being loaded into or unloaded from your van.',
      'Reasonable costs of removing debris and of transferring goods to another vehicle after an accident, up to £500.',
    ],
    notInsured: [
      'The first £100 of every claim (the excess).',
      'Goods you carry for other people for hire or reward (haulage or courier work): this needs a haulier’s policy.',
      'Cash, jewellery, precious metals, tobacco, alcohol, mobile phones, computers and livestock.',
      'Hazardous, explosive or flammable goods, unless we agree in writing.',
      'Theft from an unattended van between 9pm and 7am unless it is in a locked garage or compound.',
      'Breakage, leakage or spoilage caused by poor packing, temperature change, or delay.',
    ],
    restrictions: [
      'The most we pay is £10,000 for any one load.',
      'Goods must be packed and secured properly for the journey.',
      'You must be able to show the value of the goods with invoices or stock records.',
    ],
    where: ['England, Scotland, Wales, Northern Ireland, the Isle of Man and the Channel Islands.'],
    obligations: [
      'Lock your van and take the keys with you whenever you leave it unattended.',
      'Pack and secure goods properly, and keep records of what you carry and its value.',
      'Report any theft to the police within 24 hours.',
      ...addonObligationsCommon,
    ],
    ...addonIpidCommon,
  },
  wording: [
    {
      heading: 'About this cover',
      blocks: [
        'Goods in Transit is provided by {insurer}. It covers goods that belong to you, or that you have bought for your business, while they are carried in your insured van for your own business.',
      ],
    },
    {
      heading: 'What is covered',
      blocks: [
        'We will pay for loss of or damage to your goods while they are in or on your van, or being loaded on to or unloaded from it, caused by:',
        {
          list: [
            'fire, lightning or explosion;',
            'an accident involving your van, such as a collision, overturning or running off the road;',
            'theft or attempted theft from your van when it was locked, with visible signs of forced and violent entry, or theft of the van itself with the goods inside.',
          ],
        },
        {
          table: {
            caption: 'Limits and excess',
            head: ['Limit', 'Amount'],
            rows: [
              ['Most we pay for any one load', '£10,000'],
              ['Debris removal and transfer of goods after an accident', '£500'],
              ['Excess you pay for each claim', '£100'],
            ],
          },
        },
        'We pay the cost price of the goods to you (not their selling price), or the cost of repairing them if that is less.',
      ],
    },
    {
      heading: 'What is not covered',
      blocks: [
        {
          list: [
            'Goods carried for other people for payment, or as a courier, haulier or removals business.',
            'Money, securities, jewellery, watches, precious stones and metals, furs, art, tobacco, alcohol, phones, computers, tablets, and livestock or plants.',
            'Explosive, flammable, corrosive or otherwise hazardous goods, unless we agreed in writing before the journey.',
            'Theft from an unattended van between 9pm and 7am, unless the van was in a locked garage or a locked compound with a secure perimeter.',
            'Loss or damage caused by poor packing, leakage, breakage of fragile items (unless caused by fire, theft or accident), temperature change, mould, delay or loss of market.',
            'Goods in an open-backed van or on a trailer unless covered by a locked, secured tarpaulin.',
            'Shortages discovered at stocktaking that cannot be linked to a specific event.',
          ],
        },
      ],
    },
    {
      heading: 'Conditions',
      blocks: [
        'You must keep records of the goods you carry and their value, and give them to us when you claim. Goods must be properly packed and secured. You must report any theft to the police within 24 hours and give us the crime reference number.',
      ],
    },
  ],
};
