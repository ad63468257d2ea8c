import type { DocSection } from './blocks';

/**
 * An Insurance Product Information Document (IPID): the standard one-product summary required by
 * the Insurance Distribution Directive (IDD), always under the same nine questions.
 */
export interface IpidContent {
  whatIsThisType: string[];
  insured: string[];
  notInsured: string[];
  restrictions: string[];
  where: string[];
  obligations: string[];
  whenAndHowToPay: string[];
  startAndEnd: string[];
  howToCancel: string[];
}

/** The standard IPID opening, printed before the nine questions. */
export const IPID_INTRO = [
  'This document provides a summary of the key information relating to this insurance product. Complete pre-contractual and contractual information on the product is provided in other documents: your policy wording, your schedule and your certificate of motor insurance (where one applies).',
  'Insurer: {insurer}. Arranged by {business}, which is authorised and regulated by the Financial Conduct Authority.',
];

/** The nine IPID questions as document sections. */
export function ipidSections(ipid: IpidContent): DocSection[] {
  return [
    { heading: 'What is this type of insurance?', blocks: ipid.whatIsThisType },
    { heading: 'What is insured?', blocks: [{ list: ipid.insured, className: 'ipid-list-insured' }] },
    {
      heading: 'What is not insured?',
      blocks: [{ list: ipid.notInsured, className: 'ipid-list-not-insured' }],
    },
    {
      heading: 'Are there any restrictions on cover?',
      blocks: [{ list: ipid.restrictions, className: 'ipid-list-restrictions' }],
    },
    { heading: 'Where am I covered?', blocks: [{ list: ipid.where }] },
    { heading: 'What are my obligations?', blocks: [{ list: ipid.obligations }] },
    { heading: 'When and how do I pay?', blocks: ipid.whenAndHowToPay },
    { heading: 'When does the cover start and end?', blocks: ipid.startAndEnd },
    { heading: 'How do I cancel the contract?', blocks: ipid.howToCancel },
  ];
}
