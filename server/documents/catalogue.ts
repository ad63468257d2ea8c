import { fill, renderSections, type DocSection, type TextVars } from './blocks';
import { addonCommonSections, addonDocuments } from './content/addons';
import { adequateExplanationsSections, preContractCreditSections } from './content/credit';
import { policySummaryIpid } from './content/policy-summary';
import { policyWordingSections } from './content/policy-wording';
import { termsIntro, termsOfBusinessSections } from './content/terms-of-business';
import { PRODUCT_NAME } from './html';
import { IPID_INTRO, ipidSections } from './ipid';
import { proposalFormBody } from './proposal/proposal-form';
import type { ListsByName } from '#domain/lists.ts';
import type { SchemaReader } from '#domain/schema/reader.ts';

/** What a document is built from (SPEC.md 7 GET /applied/document/{applied_reference}/{document_id}). */
export interface DocumentContext {
  /** The proposal's risk: the customer's answers. */
  risk: Record<string, unknown>;
  /** The quote reference (applied_reference). */
  reference: string;
  /** The insurer of the quote, when there is one (quote.insurer_name). */
  insurerName?: string;
  /** Level of cover: a policy_cover_type code ("COMP") or its name; defaults to the answer in the risk. */
  coverType?: string;
  /** Cover start date, YYYY-MM-DD; defaults to risk.cover_start_date. */
  startDate?: string;
  lists: ListsByName;
  /** The schemas the proposal form is read with (the quote form's own unless a test gives a fixture). */
  reader?: SchemaReader;
  /** The document date, YYYY-MM-DD; defaults to today in the UK. */
  today?: string;
}

/** What kind of document an entry is; the renderer picks the header details by kind. */
export type DocumentKind = 'ipid' | 'wording' | 'terms' | 'proposal';

/** The facts about the quote a document may show, resolved once per render. */
export interface ResolvedContext extends DocumentContext {
  vars: TextVars;
  coverName: string;
  startDisplay: string;
}

export interface CatalogueEntry {
  id: string;
  /** The document title: the page title and its h1. */
  title: string;
  kind: DocumentKind;
  /** The optional cover a document belongs to (addon code), if any. */
  addonCode?: string;
  /** The product line in the header: the van policy, or an optional cover of it. */
  product: string;
  body(ctx: ResolvedContext): string;
}

const IPID_TITLE = 'Insurance Product Information Document (IPID)';

function ipidBody(sections: DocSection[], ctx: ResolvedContext, extraIntro: string[] = []): string {
  return renderSections(sections, ctx.vars, { intro: [...IPID_INTRO, ...extraIntro] });
}

const vanDocuments: CatalogueEntry[] = [
  {
    id: 'policy-summary',
    title: IPID_TITLE,
    kind: 'ipid',
    product: PRODUCT_NAME,
    body: (ctx) =>
      ipidBody(
        ipidSections(policySummaryIpid),
        ctx,
        ctx.coverName ? [`The level of cover you chose is ${ctx.coverName}.`] : [],
      ),
  },
  {
    id: 'policy-wording',
    title: 'Policy Wording',
    kind: 'wording',
    product: PRODUCT_NAME,
    body: (ctx) =>
      renderSections(policyWordingSections, ctx.vars, {
        contents: true,
        intro: [
          'This is the policy wording for {product}, provided by {insurer} and arranged by {business}.',
          ...(ctx.coverName
            ? [
                `Your level of cover is ${ctx.coverName}: the table in “About this policy” shows the sections that apply.`,
              ]
            : []),
        ],
      }),
  },
  {
    id: 'terms-and-conditions',
    title: 'Terms of Business',
    kind: 'terms',
    product: PRODUCT_NAME,
    body: (ctx) => renderSections(termsOfBusinessSections, ctx.vars, { contents: true, intro: termsIntro }),
  },
  {
    id: 'adequate-explanations',
    title: 'Paying Monthly: Adequate Explanations',
    kind: 'terms',
    product: PRODUCT_NAME,
    body: (ctx) => renderSections(adequateExplanationsSections, ctx.vars, { contents: false, intro: [] }),
  },
  {
    id: 'pre-contract-credit-information',
    title: 'Pre-contract Credit Information',
    kind: 'terms',
    product: PRODUCT_NAME,
    body: (ctx) => renderSections(preContractCreditSections, ctx.vars, { contents: false, intro: [] }),
  },
  {
    id: 'proposal-form',
    title: 'Proposal Form',
    kind: 'proposal',
    product: PRODUCT_NAME,
    body: (ctx) =>
      proposalFormBody(
        ctx.risk,
        ctx.lists,
        [
          ['Quote reference', ctx.reference],
          ['Level of cover', ctx.coverName],
          ['Cover start date', ctx.startDisplay],
          ['Insurer', ctx.insurerName?.trim() ?? ''],
        ],
        (text) => fill(text, ctx.vars),
        ctx.reader,
      ),
  },
];

const addonEntries: CatalogueEntry[] = addonDocuments.flatMap((addon) => {
  const product = `${addon.name}, an optional cover for ${PRODUCT_NAME}`;
  return [
    {
      id: `addon-${addon.code}-ipid`,
      title: `${addon.name}: ${IPID_TITLE}`,
      kind: 'ipid' as const,
      addonCode: addon.code,
      product,
      body: (ctx: ResolvedContext) => ipidBody(ipidSections(addon.ipid), ctx),
    },
    {
      id: `addon-${addon.code}-wording`,
      title: `${addon.name}: Policy Wording`,
      kind: 'wording' as const,
      addonCode: addon.code,
      product,
      body: (ctx: ResolvedContext) =>
        renderSections([...addon.wording, ...addonCommonSections(addon.name)], ctx.vars, { contents: true }),
    },
  ];
});

/** Every document the customer can open, by id. */
export const documentCatalogue: readonly CatalogueEntry[] = [...vanDocuments, ...addonEntries];

/** Every document id: "policy-summary", "policy-wording", "terms-and-conditions", "proposal-form", "addon-<code>-ipid|wording". */
export const documentIds: readonly string[] = documentCatalogue.map((d) => d.id);

const byId = new Map(documentCatalogue.map((d) => [d.id, d]));

/** The catalogue entry for an id, or undefined for an unknown one. */
export function findDocument(id: string): CatalogueEntry | undefined {
  return byId.get(id);
}

/**
 * The ids of an optional cover's documents, as the addon catalogue's documents.ipid and
 * documents.policy_wording hold them; the catalogue's code may be written with "_" ("key_cover").
 */
export function addonDocumentIds(code: string): { ipid: string; policy_wording: string } | null {
  const c = code.replace(/_/g, '-');
  return byId.has(`addon-${c}-ipid`)
    ? { ipid: `addon-${c}-ipid`, policy_wording: `addon-${c}-wording` }
    : null;
}
