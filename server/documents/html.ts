import { isoToDisplay, todayIso } from '#domain/dates.ts';
import { BUSINESS_NAME, SUPPORT_PHONE } from '#domain/limits.ts';
import { escapeHtml } from '#domain/escape-html.ts';
import { DOCUMENT_CSS_PATH } from './document-css';

/** The product every document belongs to. */
export const PRODUCT_NAME = 'Van Quote Commercial Vehicle Insurance';

/** HTML-escaping, one rule for the server's documents and the browser's markup. */
export { escapeHtml };

/** A slug usable as an element id (for in-page links). */
export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

/** The support line as a tel: link. */
export function phoneLink(): string {
  return `<a href="tel:${SUPPORT_PHONE.replace(/\s/g, '')}">${escapeHtml(SUPPORT_PHONE)}</a>`;
}

export interface PageParts {
  /** The document's title: the page title and its one h1. */
  title: string;
  /** Catalogue id, printed in the footer so a printed copy can be matched to its source. */
  documentId: string;
  /** Label and value pairs shown under the h1 (product, insurer, date, reference ...). Values are text. */
  meta: [string, string][];
  /** The document's body: trusted HTML built by this module's helpers (every answer already escaped). */
  body: string;
}

/** The document date (today in the UK), DD/MM/YYYY. */
export function documentDate(today: string = todayIso()): string {
  return isoToDisplay(today);
}

/**
 * A complete, printable HTML page. No inline script or style (the site's CSP is style-src 'self'):
 * the one stylesheet is served at DOCUMENT_CSS_PATH, and nothing is loaded from elsewhere.
 */
export function renderPage({ title, documentId, meta, body }: PageParts): string {
  const metaRows = meta
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | ${escapeHtml(PRODUCT_NAME)}</title>
<link rel="stylesheet" href="${DOCUMENT_CSS_PATH}">
</head>
<body>
<a class="skip-link" href="#content">Skip to the document</a>
<header class="doc-header">
<p class="doc-product">${escapeHtml(PRODUCT_NAME)}</p>
<h1>${escapeHtml(title)}</h1>
<dl class="doc-meta">${metaRows}</dl>
</header>
<main id="content" class="doc-body">
${body}
</main>
<footer class="doc-footer">
<p>${escapeHtml(PRODUCT_NAME)} is arranged by ${escapeHtml(BUSINESS_NAME)}.</p>
<p>Questions about this document? Call us on ${phoneLink()}.</p>
<p class="doc-id">Document: ${escapeHtml(documentId)}</p>
</footer>
</body>
</html>
`;
}
