import { BUSINESS_NAME, COOLING_OFF_DAYS, SUPPORT_PHONE } from '#domain/limits.ts';
import { escapeHtml, PRODUCT_NAME, slug } from './html';

/**
 * The written documents are data: sections of plain-text blocks, so the wording can be edited without
 * touching markup and every piece of text is escaped on the way out. Text may use these placeholders:
 * {business}, {phone}, {product}, {insurer}, {coolingOff}.
 */
export type Block =
  /** A paragraph. */
  | string
  | { list: string[]; className?: string }
  | { ordered: string[] }
  | { subheading: string }
  /** A definition list: term and meaning. */
  | { terms: [string, string][] }
  | { table: { caption: string; head: string[]; rows: string[][] } };

export interface DocSection {
  heading: string;
  blocks: Block[];
}

/** Values for the placeholders, already as plain text. */
export interface TextVars {
  insurer: string;
}

/** Escapes static text and fills its placeholders with escaped values. */
export function fill(text: string, vars: TextVars): string {
  const values: Record<string, string> = {
    business: BUSINESS_NAME,
    phone: SUPPORT_PHONE,
    product: PRODUCT_NAME,
    insurer: vars.insurer,
    coolingOff: String(COOLING_OFF_DAYS),
  };
  // Escape first, then fill: placeholders survive escaping and the values are escaped too.
  return escapeHtml(text).replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? escapeHtml(values[key]) : whole,
  );
}

function renderBlock(block: Block, vars: TextVars, level: number): string {
  const t = (s: string) => fill(s, vars);
  if (typeof block === 'string') return `<p>${t(block)}</p>`;
  if ('list' in block) {
    const cls = block.className ? ` class="${escapeHtml(block.className)}"` : '';
    return `<ul${cls}>${block.list.map((i) => `<li>${t(i)}</li>`).join('')}</ul>`;
  }
  if ('ordered' in block) return `<ol>${block.ordered.map((i) => `<li>${t(i)}</li>`).join('')}</ol>`;
  if ('subheading' in block) return `<h${level + 1}>${t(block.subheading)}</h${level + 1}>`;
  if ('terms' in block)
    return `<dl class="terms">${block.terms.map(([term, meaning]) => `<dt>${t(term)}</dt><dd>${t(meaning)}</dd>`).join('')}</dl>`;
  const { caption, head, rows } = block.table;
  const headRow = head.map((h) => `<th scope="col">${t(h)}</th>`).join('');
  const bodyRows = rows
    .map(
      (r) =>
        `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${t(c)}</th>` : `<td>${t(c)}</td>`)).join('')}</tr>`,
    )
    .join('');
  return `<table><caption>${t(caption)}</caption><thead><tr>${headRow}</tr></thead><tbody>${bodyRows}</tbody></table>`;
}

/** One section: an h2 (or deeper) with an id for the contents list, then its blocks. */
export function renderSection(section: DocSection, vars: TextVars, level = 2): string {
  const id = slug(section.heading);
  const blocks = section.blocks.map((b) => renderBlock(b, vars, level)).join('\n');
  return `<section aria-labelledby="${id}">\n<h${level} id="${id}">${fill(section.heading, vars)}</h${level}>\n${blocks}\n</section>`;
}

/** A contents list linking to each section (hidden when printed). */
export function renderContents(sections: DocSection[], vars: TextVars): string {
  const items = sections
    .map((s) => `<li><a href="#${slug(s.heading)}">${fill(s.heading, vars)}</a></li>`)
    .join('');
  return `<nav class="doc-contents" aria-labelledby="contents"><h2 id="contents">Contents</h2><ol>${items}</ol></nav>`;
}

/** Sections in order, optionally after a contents list and an introductory panel. */
export function renderSections(
  sections: DocSection[],
  vars: TextVars,
  options: { contents?: boolean; intro?: string[] } = {},
): string {
  const intro = options.intro?.length
    ? `<div class="doc-intro">${options.intro.map((p) => `<p>${fill(p, vars)}</p>`).join('')}</div>`
    : '';
  const contents = options.contents ? renderContents(sections, vars) : '';
  return [intro, contents, ...sections.map((s) => renderSection(s, vars))].filter(Boolean).join('\n');
}
