import { describe, expect, it } from 'vitest';
import { fill, renderSection } from '#server/documents/blocks.ts';
import { DOCUMENT_CSS } from '#server/documents/document-css.ts';
import { escapeHtml } from '#server/documents/html.ts';
import { listName } from '#domain/lists.ts';
import { formatWholePounds } from '#domain/money.ts';
import { formatAnswer } from '#domain/schema/format-answer.ts';
import { matches, orderKeys } from '#domain/schema/schema-walk.ts';
import { loadReferenceLists, optionsByName } from '#server/lists/reference-lists.ts';

const lists = optionsByName(loadReferenceLists());

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<script>alert('x') && "y"</script>`)).toBe(
      '&lt;script&gt;alert(&#39;x&#39;) &amp;&amp; &quot;y&quot;&lt;/script&gt;',
    );
  });

  it('turns null and undefined into empty text and stringifies the rest', () => {
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });
});

describe('written content', () => {
  it('escapes text, then fills placeholders with escaped values', () => {
    expect(fill('Call {business} on {phone} <now>', { insurer: 'X' })).toBe(
      'Call Van Quote Insurance Services Limited on 0808 157 0192 &lt;now&gt;',
    );
    expect(fill('Insurer: {insurer}; {unknown}', { insurer: 'A & B <plc>' })).toBe(
      'Insurer: A &amp; B &lt;plc&gt;; {unknown}',
    );
  });

  it('renders a section with a linked heading, lists and accessible tables', () => {
    const html = renderSection(
      {
        heading: 'Limits',
        blocks: [
          'Text',
          { list: ['a', 'b'] },
          { table: { caption: 'Cap', head: ['What', 'Most'], rows: [['Belongings', '£150']] } },
        ],
      },
      { insurer: 'X' },
    );
    expect(html).toContain('<h2 id="limits">Limits</h2>');
    expect(html).toContain('<ul><li>a</li><li>b</li></ul>');
    expect(html).toContain('<caption>Cap</caption>');
    expect(html).toContain('<th scope="row">Belongings</th><td>£150</td>');
  });
});

describe('answer formatting', () => {
  it('shows list codes as their names, and unknown codes as they are', () => {
    expect(listName(lists, 'occupation', 'P24')).toBe('Plumber');
    expect(listName(lists, 'claim_type', 'A')).toBe('Accident');
    expect(listName(lists, 'claim_type', 'ZZ')).toBe('ZZ');
  });

  it('formats money, dates, booleans, numbers and enum names', () => {
    expect(formatWholePounds(18500)).toBe('£18,500');
    expect(formatAnswer('1985-03-14', { date: true }, {}, lists)).toEqual(['14/03/1985']);
    expect(formatAnswer(true, { type: 'boolean' }, {}, lists)).toEqual(['Yes']);
    expect(formatAnswer(false, { type: 'boolean' }, {}, lists)).toEqual(['No']);
    // A yes/no with its own words reads back in them, as its buttons said (Protect / Don't Protect).
    const protect = { 'ui:options': { labels: ['Protect', "Don't Protect"] } };
    expect(formatAnswer(true, { type: 'boolean' }, protect, lists)).toEqual(['Protect']);
    expect(formatAnswer(false, { type: 'boolean' }, protect, lists)).toEqual(["Don't Protect"]);
    expect(formatAnswer(42000, { type: 'integer' }, {}, lists)).toEqual(['42,000']);
    expect(formatAnswer(1000, { title: 'How much was the fine (£)?' }, {}, lists)).toEqual(['£1,000']);
    expect(formatAnswer(2021, {}, { 'ui:options': { grouping: false } }, lists)).toEqual(['2021']);
    expect(formatAnswer(2143, {}, { 'ui:options': { unit: 'cc' } }, lists)).toEqual(['2,143 cc']);
    expect(formatAnswer(0, {}, { 'ui:options': { unit: 'cc', omitValues: [0] } }, lists)).toEqual([]);
    expect(formatAnswer(9, { enum: [8, 9] }, { 'ui:enumNames': ['8', '9 or more'] }, lists)).toEqual([
      '9 or more',
    ]);
  });

  it('shows an address as its non-empty lines then the postcode', () => {
    expect(
      formatAnswer({ postcode: 'LS6 3AW', line_1: '12 Road', line_2: '', line_3: ' Leeds ' }, {}, {}, lists),
    ).toEqual(['12 Road', 'Leeds', 'LS6 3AW']);
  });
});

describe('schema walking', () => {
  const root = {};
  it('evaluates the conditions the step schemas use', () => {
    expect(matches({ properties: { a: { const: true } }, required: ['a'] }, { a: true }, root)).toBe(true);
    expect(matches({ properties: { a: { const: true } }, required: ['a'] }, {}, root)).toBe(false);
    expect(matches({ properties: { n: { minimum: 4 } } }, { n: 3 }, root)).toBe(false);
    expect(matches({ properties: { c: { pattern: '^D[RG]' } } }, { c: 'DR10' }, root)).toBe(true);
    expect(matches({ properties: { s: { not: { enum: ['R', 'U'] } } } }, { s: 'R' }, root)).toBe(false);
  });

  it('orders keys by ui:order with "*" standing for the rest', () => {
    expect(orderKeys(['a', 'b', 'c', 'd'], ['c', '*', 'a'])).toEqual(['c', 'b', 'd', 'a']);
    expect(orderKeys(['a', 'b'], undefined)).toEqual(['a', 'b']);
    expect(orderKeys(['a', 'b', 'c'], ['c'])).toEqual(['c', 'a', 'b']);
  });
});

describe('DOCUMENT_CSS', () => {
  it('is a print-ready stylesheet with no way back into markup', () => {
    expect(DOCUMENT_CSS).toContain('@media print');
    expect(DOCUMENT_CSS).toContain('@page');
    expect(DOCUMENT_CSS).not.toMatch(/<\/?style|@import|url\(/i);
  });
});
