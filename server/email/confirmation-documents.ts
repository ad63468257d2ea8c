import { DOCUMENT_CSS, DOCUMENT_CSS_PATH } from '#server/documents/document-css.ts';
import { addonDocumentIds, renderDocument, type DocumentContext } from '#server/documents/index.ts';
import type { ConfirmationDocument } from './compose-confirmation';

/** The van policy's documents, in the order the email lists them. */
const POLICY_DOCUMENT_IDS = ['policy-summary', 'policy-wording', 'proposal-form', 'terms-and-conditions'];
/** The credit information a monthly payer agreed to. */
const CREDIT_DOCUMENT_IDS = ['pre-contract-credit-information', 'adequate-explanations'];

const STYLESHEET_LINK = `<link rel="stylesheet" href="${DOCUMENT_CSS_PATH}">`;

/**
 * A document page that reads well opened from a mail client or a download folder: its stylesheet,
 * linked by path on the site, is inlined (no CSP applies to a local file, and nothing is fetched).
 */
export function standaloneDocument(html: string): string {
  return html.replace(STYLESHEET_LINK, () => `<style>\n${DOCUMENT_CSS}</style>`);
}

/** Which documents a confirmation carries: the policy's, the credit ones if monthly, and each addon's. */
export function confirmationDocumentIds(options: {
  addonCodes?: readonly string[];
  isPayMonthly?: boolean;
}): string[] {
  const addonIds = [...new Set(options.addonCodes ?? [])].flatMap((code) => {
    const ids = addonDocumentIds(code);
    return ids ? [ids.ipid, ids.policy_wording] : [];
  });
  return [...POLICY_DOCUMENT_IDS, ...(options.isPayMonthly ? CREDIT_DOCUMENT_IDS : []), ...addonIds];
}

/**
 * The documents to attach to a policy confirmation, rendered from the purchased proposal with the
 * same renderer as GET /applied/document/... (IPID, policy wording, proposal form, terms of business,
 * credit information when paying monthly, and each selected addon's IPID and wording).
 */
export function confirmationDocuments(
  context: DocumentContext,
  options: { addonCodes?: readonly string[]; isPayMonthly?: boolean } = {},
): ConfirmationDocument[] {
  return confirmationDocumentIds(options).flatMap((id) => {
    const doc = renderDocument(id, context);
    return doc ? [{ title: doc.title, filename: `${id}.html`, html: standaloneDocument(doc.html) }] : [];
  });
}
