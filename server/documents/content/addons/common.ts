import type { DocSection } from '#server/documents/blocks.ts';
import type { IpidContent } from '#server/documents/ipid.ts';

/** The documents of one optional cover (addon): its IPID and its policy wording. */
export interface AddonDocuments {
  /**
   * The addon's code as it appears in its document ids ("addon-<code>-ipid"): the addon catalogue's
   * code (server/rating/tables/addons.json) with "_" written "-".
   */
  code: string;
  /** Display name, as the addon catalogue's addon_name. */
  name: string;
  ipid: IpidContent;
  /** The wording's own sections; the shared ones (cancelling, complaints, FSCS) are added after them. */
  wording: DocSection[];
}

/** IPID answers every optional cover shares. */
export const addonIpidCommon: Pick<IpidContent, 'whenAndHowToPay' | 'startAndEnd' | 'howToCancel'> = {
  whenAndHowToPay: [
    'The price of this cover is added to the price of your van policy. You pay for both together: in full by card, or monthly by direct debit with your van policy instalments. Prices include Insurance Premium Tax at 12%.',
  ],
  startAndEnd: [
    'This cover starts on the date you add it, or on the start date of your van policy if later, and ends when your van policy ends, is cancelled or is not renewed.',
  ],
  howToCancel: [
    'You can cancel this cover within {coolingOff} days of receiving its documents, or of the date it starts if later, by calling {business} on {phone}. You will get a full refund if you have not made a claim under it.',
    'After that, you can cancel it at any time and we will refund the premium for the unused days, as long as no claim has been made under this cover. Cancelling this cover does not cancel your van policy, but cancelling your van policy also cancels this cover.',
  ],
};

/** Obligations every optional cover shares (each adds its own before these). */
export const addonObligationsCommon = [
  'Answer our questions honestly and with reasonable care, and tell us about any change that affects this cover.',
  'Tell us about a claim as soon as you can, and give us the information and evidence we reasonably ask for.',
  'Pay the premium for this cover with your van policy premium.',
];

/** Wording sections every optional cover shares, placed after its own. */
export function addonCommonSections(name: string): DocSection[] {
  return [
    {
      heading: 'Cancelling this cover',
      blocks: [
        `You can cancel ${name} within {coolingOff} days of receiving its documents, or of the date it starts if later, and receive a full refund as long as you have not made a claim under it.`,
        'After the cooling-off period you may cancel at any time and we will refund the premium for the unused period, unless a claim has been made under this cover. We may cancel this cover by giving you 7 days’ notice for a valid reason, such as non-payment or fraud. This cover ends automatically if your van policy is cancelled or ends.',
      ],
    },
    {
      heading: 'General conditions and exclusions',
      blocks: [
        'The general exceptions and general conditions of your van policy wording apply to this cover too, including those about fraud, the information you gave us, other insurance, sanctions and the law that applies.',
        'This cover applies only to the van and the people named in your van policy schedule, and only while the van policy is in force.',
      ],
    },
    {
      heading: 'Complaints and compensation',
      blocks: [
        'If you are unhappy with this cover or a claim, call {business} on {phone}. We will acknowledge your complaint within 5 working days and give you our final response within 8 weeks. If you remain unhappy, you can refer it to the Financial Ombudsman Service, Exchange Tower, London E14 9SR (0800 023 4567, www.financial-ombudsman.org.uk) within 6 months of our final response.',
        'The insurer is covered by the Financial Services Compensation Scheme (FSCS). If it cannot meet its obligations you may be entitled to compensation, usually 90% of the claim with no upper limit. See www.fscs.org.uk or call 0800 678 1100.',
      ],
    },
  ];
}
