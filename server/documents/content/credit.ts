import type { DocSection } from '#server/documents/blocks.ts';

/** Adequate explanations of paying monthly (CONC 4.2), linked from the summary when paying monthly. */
export const adequateExplanationsSections: DocSection[] = [
  {
    heading: 'What paying monthly means',
    blocks: [
      'If you pay monthly, you pay a deposit today and the rest of your premium, with optional covers and an interest charge, in 10 monthly instalments by Direct Debit. This is a credit agreement with the credit provider named in your agreement, arranged by {business} acting as a credit broker.',
      'Paying monthly costs more than paying once for the year, because of the interest charge. Your quote shows the deposit, the instalments, the interest charge, the total amount payable and the APR before you decide.',
    ],
  },
  {
    heading: 'Things to think about',
    blocks: [
      'Make sure you can afford the instalments for the whole agreement, now and if your circumstances change. If you miss a payment the credit provider may charge you, your policy may be cancelled, and missed payments can affect your credit record and your ability to borrow in future.',
      'The credit provider checks your details with credit reference agencies; this leaves a record on your credit file.',
      'You have 14 days after the agreement is made to withdraw from it without giving a reason; you must then pay for your insurance another way, or it will be cancelled.',
      'If you have any question about the agreement, call us on {phone} before you agree to it.',
    ],
  },
];

/** Pre-contract credit information (SECCI), linked from the summary when paying monthly. */
export const preContractCreditSections: DocSection[] = [
  {
    heading: 'The credit provider and the broker',
    blocks: [
      'The credit is provided by the credit provider named in your agreement. {business} is a credit broker, not a lender, and may receive a commission from the credit provider.',
    ],
  },
  {
    heading: 'Key features of the credit',
    blocks: [
      'Type of credit: fixed-sum loan to pay for your insurance premium and any optional covers.',
      'Total amount of credit: the amount you owe after paying the deposit, shown as "O/s after deposit" in your quote.',
      'Duration: 10 monthly instalments by Direct Debit, the first about one month after the agreement starts.',
      'Total amount payable: the deposit plus all the instalments, shown in your quote.',
    ],
  },
  {
    heading: 'Costs of the credit',
    blocks: [
      'Interest: a fixed interest charge, shown in your quote as a percentage of the amount of credit, spread evenly over the instalments.',
      'Annual percentage rate of charge (APR): shown in your quote, worked out from the amount of credit, the instalments and their timing as the Consumer Credit Act rules require.',
      'Missing payments: a charge may apply for each failed Direct Debit, and your policy may be cancelled.',
    ],
  },
  {
    heading: 'Other legal aspects',
    blocks: [
      'Right of withdrawal: you may withdraw from the credit agreement within 14 days of it being made.',
      'Early repayment: you can repay the credit early at any time and may receive a rebate of the interest.',
      'Database consultation: the credit provider will check your details with a credit reference agency.',
    ],
  },
];
