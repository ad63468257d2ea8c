import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addonDocumentIds,
  documentCatalogue,
  documentIds,
  DOCUMENT_CSS_PATH,
  PRODUCT_NAME,
  renderDocument,
  type DocumentContext,
} from '#server/documents/index.ts';
import { projectRoot } from '#server/config.ts';
import { loadReferenceLists, optionsByName } from '#server/lists/reference-lists.ts';
import { BUSINESS_NAME, SUPPORT_PHONE } from '#domain/limits.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { parseHtml, sectionByHeading, textOf } from './parse-html';

const lists = optionsByName(loadReferenceLists());
const ADDON_CODES = [
  'breakdown',
  'legal-expenses',
  'replacement-van',
  'tools-in-transit',
  'goods-in-transit',
  'windscreen',
  'key-cover',
  'personal-accident',
];
const IPID_QUESTIONS = [
  'What is this type of insurance?',
  'What is insured?',
  'What is not insured?',
  'Are there any restrictions on cover?',
  'Where am I covered?',
  'What are my obligations?',
  'When and how do I pay?',
  'When does the cover start and end?',
  'How do I cancel the contract?',
];

const context: DocumentContext = {
  risk: completeRisk(),
  reference: '4ABCD1234EFGH',
  insurerName: 'Highway Commercial Underwriting',
  lists,
  today: '2026-03-09',
};

describe('document catalogue', () => {
  it('has the van documents and an IPID and a wording for every optional cover', () => {
    expect(documentIds).toEqual([
      'policy-summary',
      'policy-wording',
      'terms-and-conditions',
      'adequate-explanations',
      'pre-contract-credit-information',
      'proposal-form',
      ...ADDON_CODES.flatMap((c) => [`addon-${c}-ipid`, `addon-${c}-wording`]),
    ]);
    expect(new Set(documentIds).size).toBe(documentIds.length);
  });

  it('answers null for an unknown id', () => {
    expect(renderDocument('nope', context)).toBeNull();
    expect(renderDocument('addon-jetpack-ipid', context)).toBeNull();
    expect(renderDocument('', context)).toBeNull();
  });

  it('maps an addon catalogue code, with "_" or "-", to its document ids', () => {
    expect(addonDocumentIds('key_cover')).toEqual({
      ipid: 'addon-key-cover-ipid',
      policy_wording: 'addon-key-cover-wording',
    });
    expect(addonDocumentIds('breakdown')?.policy_wording).toBe('addon-breakdown-wording');
    expect(addonDocumentIds('jetpack')).toBeNull();
  });
});

describe.each(documentCatalogue.map((d) => [d.id, d] as const))('document %s', (id, entry) => {
  const doc = renderDocument(id, context);
  const html = doc?.html ?? '';
  const dom = parseHtml(html);

  it('is a complete en-GB page titled by its one h1', () => {
    expect(doc?.title).toBe(entry.title);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(dom.documentElement.getAttribute('lang')).toBe('en-GB');
    expect(dom.title).toContain(entry.title);
    const h1 = dom.querySelectorAll('h1');
    expect(h1).toHaveLength(1);
    expect(h1[0].textContent).toBe(entry.title);
    expect(dom.querySelectorAll('main h2').length).toBeGreaterThan(0);
  });

  it('has no inline script or style and loads nothing but its stylesheet', () => {
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/\ssrc=/i);
    const links = [...dom.querySelectorAll('link')].map((l) => [
      l.getAttribute('rel'),
      l.getAttribute('href'),
    ]);
    expect(links).toEqual([['stylesheet', DOCUMENT_CSS_PATH]]);
  });

  it('shows the product, the insurer, the date, and a footer with the business and its phone', () => {
    const text = textOf(dom);
    expect(text).toContain(PRODUCT_NAME);
    if (entry.kind !== 'terms') expect(text).toContain('Highway Commercial Underwriting');
    expect(text).toContain('09/03/2026');
    const footer = dom.querySelector('footer')?.textContent ?? '';
    expect(footer).toContain(BUSINESS_NAME);
    expect(footer).toContain(SUPPORT_PHONE);
  });

  it('has unique element ids and in-page links that resolve', () => {
    const ids = [...dom.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of dom.querySelectorAll('a[href^="#"]'))
      expect(ids, a.getAttribute('href') ?? '').toContain(a.getAttribute('href')?.slice(1));
  });

  if (entry.kind === 'ipid')
    it('answers the nine standard IPID questions', () => {
      expect([...dom.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(IPID_QUESTIONS);
    });
});

describe('document content', () => {
  const page = (id: string, extra: Partial<DocumentContext> = {}) =>
    parseHtml(renderDocument(id, { ...context, ...extra })?.html ?? '');

  it('the policy wording has the sections of a van policy, with the 14-day cooling-off, FOS and FSCS', () => {
    const dom = page('policy-wording');
    for (const heading of [
      'Definitions',
      'Section 1: Liability to third parties',
      'Section 2: Loss or damage by fire or theft',
      'Section 3: Accidental and malicious damage',
      'Section 4: Windscreen and glass',
      'Section 5: Personal belongings, tools and in-van equipment',
      'Section 7: No Claims Discount',
      'General exceptions',
      'General conditions',
      'Making a complaint',
      'Financial Services Compensation Scheme (FSCS)',
    ])
      expect(sectionByHeading(dom, heading)).toBeTruthy();
    const text = textOf(dom);
    expect(text).toContain('within 14 days');
    expect(text).toContain('Financial Ombudsman Service');
    expect(text.split(/\s+/).length).toBeGreaterThan(3000);
  });

  it('names the level of cover, from the context or else the answers', () => {
    expect(textOf(page('policy-summary'))).toContain('The level of cover you chose is Comprehensive.');
    expect(textOf(page('policy-summary', { coverType: 'TPO' }))).toContain(
      'The level of cover you chose is Third Party Only.',
    );
  });

  it('falls back to "the insurer named in your schedule" without an insurer', () => {
    const text = textOf(page('policy-wording', { insurerName: undefined }));
    expect(text).toContain('between you and us, the insurer named in your schedule');
  });

  it('escapes the reference, the insurer and the cover type', () => {
    const html =
      renderDocument('policy-summary', {
        ...context,
        reference: '<script>x</script>',
        insurerName: '"><img src=x>',
        coverType: '<b>cover</b>',
      })?.html ?? '';
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});

describe('addon catalogue documents (server/rating/tables/addons.json)', () => {
  const file = join(projectRoot, 'server', 'rating', 'tables', 'addons.json');
  const present = existsSync(file);

  // Skipped only while the addon catalogue file does not exist (it is built by the rating engine).
  it.skipIf(!present)('every documents.ipid and documents.policy_wording id is in the catalogue', () => {
    const table = JSON.parse(readFileSync(file, 'utf8')) as {
      addons: { code: string; documents: { ipid: string; policy_wording: string } }[];
    };
    expect(table.addons.length).toBeGreaterThan(0);
    for (const addon of table.addons) {
      expect(documentIds, addon.code).toContain(addon.documents.ipid);
      expect(documentIds, addon.code).toContain(addon.documents.policy_wording);
      expect(addonDocumentIds(addon.code), addon.code).toEqual(addon.documents);
    }
  });
});
