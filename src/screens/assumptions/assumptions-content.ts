/** The assumptions the customer confirms (SPEC.md 2.5), grouped by topic. */
export const assumptionTopics: { heading: string; intro: string; items: string[] }[] = [
  {
    heading: 'You',
    intro: 'We have assumed that you:',
    items: [
      'are a permanent UK resident',
      'are the main driver of the van',
      'have a fixed address in the UK',
    ],
  },
  {
    heading: 'Your van',
    intro: 'We have assumed that the van you want to insure:',
    items: [
      'is a standard UK right-hand-drive model',
      'has not been modified from the manufacturer’s specification',
      'is not leased, and is not used for hire or reward of passengers, or for racing, rallies or competitions',
      'has never been declared a write-off',
      'has a valid UK registration that is not a Q plate',
      'and that any no claims discount you have was earned in the UK on a commercial vehicle',
    ],
  },
  {
    heading: 'Drivers',
    intro: 'We have assumed that you and anyone else who will drive the van:',
    items: [
      'have no criminal convictions, other than motoring offences you will tell us about',
      'have had no bankruptcy or county court judgements in the last six years',
      'have never had insurance refused, cancelled or declined, or special terms imposed',
      'have declared any medical conditions that the DVLA must be told about',
      'have no restrictions on your driving licence',
    ],
  },
  {
    heading: 'Good to know',
    intro: 'Before you start:',
    items: [
      'You need a valid email address: we send your policy documents by email.',
      'To give you a price and prevent fraud, we and our insurers check the details you give us against databases such as the Claims and Underwriting Exchange, the Motor Insurance Database, the DVLA and credit reference agencies.',
      'Cover is subject to the insurer’s terms and conditions, which you can read before you buy.',
    ],
  },
];
