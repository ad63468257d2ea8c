/** Where every document page links its stylesheet (served by the documents route, same origin). */
export const DOCUMENT_CSS_PATH = '/documents/document.css';

/**
 * The documents' stylesheet: readable on screen, clean on paper. A separate file rather than a
 * <style> element because the Content-Security-Policy is style-src 'self' (DESIGN.md 3).
 */
export const DOCUMENT_CSS = `:root {
  color-scheme: light;
  --ink: #1d1d1b;
  --muted: #505a5f;
  --rule: #b1b4b6;
  --panel: #f3f2f1;
  --link: #1d70b8;
  --focus: #ffdd00;
}
*, *::before, *::after { box-sizing: border-box; }
html { font-size: 100%; }
body {
  margin: 0 auto;
  max-width: 50rem;
  padding: 1.5rem 1rem 3rem;
  font-family: Arial, Helvetica, sans-serif;
  font-size: 1rem;
  line-height: 1.5;
  color: var(--ink);
  background: #fff;
}
a { color: var(--link); }
a:focus { outline: 3px solid var(--focus); outline-offset: 0; background: var(--focus); color: var(--ink); }
.skip-link { position: absolute; left: -9999px; }
.skip-link:focus { position: static; display: inline-block; margin-bottom: 1rem; }
.doc-header { border-bottom: 4px solid var(--ink); margin-bottom: 1.5rem; padding-bottom: 1rem; }
.doc-product { margin: 0; font-weight: 700; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; font-size: 0.875rem; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0.25rem 0 1rem; }
h2 { font-size: 1.5rem; line-height: 1.25; margin: 2rem 0 0.75rem; padding-top: 0.5rem; border-top: 1px solid var(--rule); }
h3 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
h4 { font-size: 1.05rem; margin: 1.25rem 0 0.5rem; }
p, ul, ol, dl, table { margin: 0 0 1rem; }
ul, ol { padding-left: 1.5rem; }
li { margin-bottom: 0.35rem; }
.doc-meta { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 0.5rem 1.5rem; margin: 0; }
.doc-meta div { margin: 0; }
.doc-meta dt { font-size: 0.875rem; color: var(--muted); }
.doc-meta dd { margin: 0; font-weight: 700; }
.doc-intro { background: var(--panel); padding: 1rem; border-left: 4px solid var(--ink); }
.doc-contents ol { columns: 2 16rem; }
.terms dt { font-weight: 700; margin-top: 0.75rem; }
.terms dd { margin: 0 0 0.5rem; }
table { width: 100%; border-collapse: collapse; }
caption { text-align: left; font-weight: 700; padding-bottom: 0.5rem; }
th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.75rem 0.5rem 0; border-bottom: 1px solid var(--rule); }
thead th { border-bottom: 2px solid var(--ink); }
.answers th[scope='row'] { width: 55%; font-weight: 400; }
.answers td { font-weight: 700; overflow-wrap: anywhere; }
.ipid-list-insured li::marker { content: '\\2713  '; color: #00703c; }
.ipid-list-not-insured li::marker { content: '\\2717  '; color: #d4351c; }
.ipid-list-restrictions li::marker { content: '!  '; color: #f47738; font-weight: 700; }
.declaration { border: 2px solid var(--ink); padding: 1rem; margin-top: 2rem; }
.declaration h2 { border-top: 0; margin-top: 0; padding-top: 0; }
.empty { color: var(--muted); font-style: italic; }
.doc-footer { margin-top: 3rem; padding-top: 1rem; border-top: 4px solid var(--ink); font-size: 0.875rem; color: var(--muted); }
.doc-footer p { margin: 0 0 0.35rem; }
@media print {
  @page { size: A4; margin: 18mm 15mm; }
  body { max-width: none; padding: 0; font-size: 10.5pt; line-height: 1.4; }
  .skip-link, .doc-contents { display: none; }
  a { color: inherit; text-decoration: none; }
  h1 { font-size: 20pt; }
  h2 { font-size: 15pt; break-after: avoid; page-break-after: avoid; }
  h3, h4 { break-after: avoid; page-break-after: avoid; }
  tr, li, .doc-meta div { break-inside: avoid; page-break-inside: avoid; }
  thead { display: table-header-group; }
  .declaration { break-inside: avoid; page-break-inside: avoid; }
  .doc-intro { border: 1px solid var(--ink); }
}
`;
