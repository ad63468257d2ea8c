import { addonIpidCommon, addonObligationsCommon, type AddonDocuments } from './common';

export const legalExpenses: AddonDocuments = {
  code: 'legal-expenses',
  name: 'Motor Legal Expenses',
  ipid: {
    whatIsThisType: [
      'Motor Legal Expenses pays the legal costs of recovering money you lose after a road accident that was not your fault, such as your excess, loss of earnings and compensation for injury, and of defending you against a motoring prosecution.',
    ],
    insured: [
      'Legal costs up to £100,000 for any one claim to recover your uninsured losses after an accident that was not your fault.',
      'Claims for you and your passengers for personal injury.',
      'Defending you against a motoring prosecution arising from the use of your van.',
      'Disputes about buying, selling, servicing or repairing your van, where the amount in dispute is more than £500.',
      'A 24-hour legal advice helpline for any motoring legal matter.',
    ],
    notInsured: [
      'Claims where there is not a reasonable prospect (at least a 51% chance) of success.',
      'Costs you incur without our agreement, or before we have accepted your claim.',
      'Fines, penalties, compensation or damages that a court orders you to pay.',
      'Defending a prosecution for drink or drug driving, or where you plead guilty to an offence involving alcohol or drugs.',
      'Accidents or events that happened before this cover started.',
      'Disputes with us, with {business}, or with the insurer of your van policy.',
    ],
    restrictions: [
      'The most we pay for all claims arising from the same event is £100,000.',
      'We choose the lawyer until court proceedings are issued, or a conflict of interest arises; after that you may choose your own lawyer, and we pay no more than our panel rates.',
      'Disputes about buying or repairing your van are covered only where the amount in dispute is more than £500.',
    ],
    where: [
      'The UK, the European Union, and any other country your van policy covers for driving abroad, as long as the case is heard there.',
    ],
    obligations: [
      'Tell us about a claim within 180 days of the accident or event.',
      'Follow the advice of the lawyer we appoint and keep us informed about the case.',
      'Do not agree to settle any claim, or instruct a lawyer, without our agreement.',
      ...addonObligationsCommon,
    ],
    ...addonIpidCommon,
  },
  wording: [
    {
      heading: 'About this cover',
      blocks: [
        'Motor Legal Expenses is provided by {insurer}. It helps you pursue claims and defend prosecutions arising from the use of your insured van. Call the legal helpline on your schedule for advice at any time, and to start a claim.',
      ],
    },
    {
      heading: 'Definitions',
      blocks: [
        {
          terms: [
            [
              'Legal costs',
              'Reasonable fees, costs and disbursements charged by the lawyer we appoint, and the other side’s costs that you are ordered to pay in a civil case, at our standard rates.',
            ],
            [
              'Reasonable prospects',
              'At least a 51% chance of winning the case and of recovering any damages awarded, or of a successful defence.',
            ],
            [
              'Uninsured losses',
              'Losses not covered by your van policy, such as your excess, loss of earnings, travel costs, the cost of hiring a vehicle, and compensation for injury.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'What is covered',
      blocks: [
        'We will pay legal costs up to £100,000 for any one claim, as long as the claim has reasonable prospects throughout, for:',
        {
          list: [
            'Uninsured loss recovery: pursuing the person responsible for a road accident involving your van that was not your fault, to recover your uninsured losses and those of your passengers, including compensation for death or injury.',
            'Motor prosecution defence: defending you, or the driver of your van, against a prosecution for a motoring offence arising from the use of your van.',
            'Vehicle disputes: pursuing or defending a dispute about a contract to buy, sell, hire, service or repair your van, where the amount in dispute is more than £500.',
          ],
        },
        'If you need to bring a claim against someone who is not insured, or cannot be traced, we will help you make a claim to the Motor Insurers’ Bureau.',
      ],
    },
    {
      heading: 'What is not covered',
      blocks: [
        {
          list: [
            'Any claim without reasonable prospects, or any claim reported to us more than 180 days after the event.',
            'Legal costs incurred before we accept a claim, or without our written agreement.',
            'Fines, penalties, compensation or damages you are ordered to pay.',
            'Defending prosecutions for drink or drug driving, failing to provide a specimen, or for parking offences.',
            'Claims arising from deliberate acts, fraud or dishonesty by you or the driver.',
            'Judicial review, appeals we have not agreed to, and disputes with us or with your van insurer.',
            'Claims about tax, VAT, duty, or the clamping or removal of your van.',
          ],
        },
      ],
    },
    {
      heading: 'Conditions',
      blocks: [
        'You must co-operate fully with the lawyer and with us, give them accurate information, and tell us if you are offered a settlement. If you end the lawyer’s instructions without good reason, or settle without our agreement, cover for that claim will end and we may recover costs we have paid.',
        'If there is a disagreement between you and us about the handling of a claim, you may ask for it to be referred to a barrister agreed by both of us; the losing side pays their fee.',
      ],
    },
  ],
};
