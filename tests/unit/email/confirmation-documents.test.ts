import { describe, expect, it } from 'vitest';
import { DOCUMENT_CSS, DOCUMENT_CSS_PATH } from '#server/documents/document-css.ts';
import { renderDocument, type DocumentContext } from '#server/documents/index.ts';
import { confirmationDocumentIds, confirmationDocuments } from '#server/email/confirmation-documents.ts';
import { loadReferenceLists, optionsByName } from '#server/lists/reference-lists.ts';
import { completeRisk } from '#tests/support/examples.ts';

const context: DocumentContext = {
  risk: completeRisk(),
  reference: '4ABCD1234EFGH',
  insurerName: 'Highway Commercial Underwriting',
  lists: optionsByName(loadReferenceLists()),
  today: '2026-03-09',
};

describe('the documents attached to a confirmation', () => {
  it("are the policy's IPID, wording, proposal form and terms, then each selected addon's IPID and wording", () => {
    expect(
      confirmationDocumentIds({ addonCodes: ['key_cover', 'breakdown', 'breakdown', 'unknown'] }),
    ).toEqual([
      'policy-summary',
      'policy-wording',
      'proposal-form',
      'terms-and-conditions',
      'addon-key-cover-ipid',
      'addon-key-cover-wording',
      'addon-breakdown-ipid',
      'addon-breakdown-wording',
    ]);
  });

  it('include the credit information when paying monthly', () => {
    expect(confirmationDocumentIds({ isPayMonthly: true })).toEqual([
      'policy-summary',
      'policy-wording',
      'proposal-form',
      'terms-and-conditions',
      'pre-contract-credit-information',
      'adequate-explanations',
    ]);
  });

  it('are the same pages the site serves, with the stylesheet inlined so they read well offline', () => {
    const docs = confirmationDocuments(context, { addonCodes: ['breakdown'] });
    expect(docs.map((d) => d.filename)).toEqual([
      'policy-summary.html',
      'policy-wording.html',
      'proposal-form.html',
      'terms-and-conditions.html',
      'addon-breakdown-ipid.html',
      'addon-breakdown-wording.html',
    ]);
    const wording = docs[1];
    const served = renderDocument('policy-wording', context)!;
    expect(wording.title).toBe(served.title);
    expect(served.html).toContain(`href="${DOCUMENT_CSS_PATH}"`);
    expect(wording.html).not.toContain(`href="${DOCUMENT_CSS_PATH}"`);
    expect(wording.html).toContain(`<style>\n${DOCUMENT_CSS}</style>`);
    expect(wording.html.replace(`<style>\n${DOCUMENT_CSS}</style>`, '')).toBe(
      served.html.replace(`<link rel="stylesheet" href="${DOCUMENT_CSS_PATH}">`, ''),
    );
  });
});
