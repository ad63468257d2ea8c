import { Window } from 'happy-dom';

/** Parses a document page without running or loading anything, so tests can query it as a reader would. */
export function parseHtml(html: string): Document {
  const window = new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
    },
  });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The section that a heading with exactly this text opens. */
export function sectionByHeading(doc: Document, heading: string): Element {
  const h = [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6')].find(
    (el) => clean(el.textContent) === heading,
  );
  if (!h?.parentElement) throw new Error(`No heading "${heading}"`);
  return h.parentElement;
}

/**
 * Question -> answer for the answer tables directly in a section (not in its sub-sections);
 * answer lines (<br>) are joined with " | ".
 */
export function answersIn(section: Element): Map<string, string> {
  const out = new Map<string, string>();
  for (const table of section.querySelectorAll(':scope > table'))
    for (const row of table.querySelectorAll('tbody tr')) {
      const lines = [''];
      for (const node of row.querySelector('td')?.childNodes ?? [])
        if (node.nodeName === 'BR') lines.push('');
        else lines[lines.length - 1] += node.textContent ?? '';
      out.set(clean(row.querySelector('th')?.textContent), lines.map(clean).join(' | '));
    }
  return out;
}

/** Visible text of the whole page, whitespace collapsed. */
export function textOf(doc: Document): string {
  return clean(doc.body.textContent);
}
