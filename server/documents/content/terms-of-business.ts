import type { DocSection } from '#server/documents/blocks.ts';

export const termsIntro = [
  'These terms of business explain the services {business} provides and how we are paid. Please read them carefully: they apply from the moment you ask for a quote. If there is anything you do not understand, call us on {phone}.',
];

/** The broker's terms of business (document id "terms-and-conditions"). */
export const termsOfBusinessSections: DocSection[] = [
  {
    heading: 'About us',
    blocks: [
      '{business} is an insurance intermediary authorised and regulated by the Financial Conduct Authority (FCA). You can check our authorisation on the Financial Services Register at register.fca.org.uk or by calling the FCA on 0800 111 6768. Our permitted business is arranging, dealing in and assisting in the administration and performance of general insurance contracts, and credit broking.',
      '{product} is arranged by us and provided by the insurer named in your quote and schedule.',
    ],
  },
  {
    heading: 'Our service',
    blocks: [
      'We offer commercial van insurance from a panel of insurers. We do not offer products from the whole market. We will tell you which insurer provides your policy before you buy.',
      'We do not give advice or a personal recommendation. We ask you questions to narrow down the cover available and give you information so that you can make your own choice about how to proceed. It is your responsibility to make sure the policy meets your needs.',
      'Demands and needs: this product meets the demands and needs of someone who wants to insure a van used for social, domestic and pleasure purposes and for their business, as shown on the certificate of motor insurance, and who wants the level of cover they selected. Optional covers meet the needs of those who want the extra protection each one describes.',
      'Once you have bought a policy, we handle changes, renewals, cancellations and documents for you, and we can help you make a claim.',
    ],
  },
  {
    heading: 'Your responsibilities',
    blocks: [
      'You must take reasonable care to answer all our questions honestly and to the best of your knowledge, and to check the information shown in your proposal form. If any of it is wrong, tell us straight away. Giving incorrect information may mean that your policy is cancelled, a claim is refused or not paid in full, or that you pay more.',
      'You must tell us about any changes to your circumstances during the policy, as explained in your policy wording.',
    ],
  },
  {
    heading: 'Paying for your insurance',
    blocks: [
      'You can pay for your policy in full by debit or credit card, or monthly by direct debit under a credit agreement. All prices include Insurance Premium Tax at 12%.',
      'If you pay monthly, we introduce you to a credit provider. We act as a credit broker, not a lender, and we work with one credit provider. Before you sign, you will see the total amount payable, the interest charge and the APR, with an adequate explanation of the agreement and its pre-contract credit information. The credit provider will search your credit file.',
      'We hold the money you pay as agent of the insurer. This means that once we receive your payment it is treated as having been paid to the insurer.',
    ],
  },
  {
    heading: 'Our fees and how we are paid',
    blocks: [
      'We are paid commission by the insurer, which is a percentage of the premium, and we may receive a fee from the credit provider when you pay monthly. You can ask us how much commission we receive at any time. We also charge the fees shown below, which are not refundable.',
      {
        table: {
          caption: 'Our fees',
          head: ['Service', 'Fee'],
          rows: [
            ['Arranging a new policy', 'No charge'],
            ['Making a change to your policy (for example a new address or van)', '£25'],
            ['Cancelling your policy within the {coolingOff}-day cooling-off period', 'No charge'],
            ['Cancelling your policy after the cooling-off period', '£35'],
            ['Copies of documents by email', 'No charge'],
          ],
        },
      },
    ],
  },
  {
    heading: 'Your documents',
    blocks: [
      'We send your policy documents by email to the address you give us, and you can open them online at any time. Please read them as soon as you receive them, check that they are correct, and keep them safe. If you would like paper copies, large print or another format, call us on {phone}.',
    ],
  },
  {
    heading: 'Cancelling your policy',
    blocks: [
      'You have {coolingOff} days from the day you receive your documents, or the day cover starts if that is later, to cancel without a cancellation fee. The insurer will keep a proportionate charge for any days you were covered.',
      'After that, you can cancel at any time. You will receive a refund for the unused days, less our cancellation fee, unless a claim has been made. If you pay monthly, any amount still due under the credit agreement must be paid. The full rules are in your policy wording.',
    ],
  },
  {
    heading: 'Conflicts of interest',
    blocks: [
      'We act in your best interests. If we become aware of any conflict between your interests and ours, or those of the insurer, we will tell you before we continue, and we will not act unless you agree.',
    ],
  },
  {
    heading: 'Complaints and compensation',
    blocks: [
      'If you want to complain about our service, call us on {phone}. We will acknowledge your complaint within 5 working days and give you our final response within 8 weeks. If you are unhappy with it, you can refer your complaint to the Financial Ombudsman Service, Exchange Tower, London E14 9SR (0800 023 4567, www.financial-ombudsman.org.uk), within 6 months.',
      'We are covered by the Financial Services Compensation Scheme (FSCS). If we cannot meet our obligations, you may be entitled to compensation: compulsory insurance is protected in full and other insurance at 90% of the claim with no upper limit. See www.fscs.org.uk or call 0800 678 1100.',
    ],
  },
  {
    heading: 'Your personal information',
    blocks: [
      'We use your information to give you quotes, arrange and administer your insurance and any credit agreement, and to prevent fraud, as explained in our privacy notice and in your policy wording. We share it with insurers, the credit provider and industry databases for these purposes only. We will only send you marketing in the ways you agreed to.',
    ],
  },
  {
    heading: 'Law',
    blocks: [
      'These terms are governed by the law of England and Wales, and the courts of England and Wales will have jurisdiction, unless you live in Scotland or Northern Ireland, in which case the law and courts of that country apply. These terms stay in force until replaced by new terms, which we will send you.',
    ],
  },
];
