/**
 * Documents the customer can open (DESIGN.md 3 "Documents"; SPEC.md 7
 * GET /applied/document/{applied_reference}/{document_id}): the IPID and policy wording of the van
 * policy and of each optional cover, the broker's terms of business, and the proposal form built from
 * the customer's answers.
 */
export { renderDocument } from './render-document';
export {
  addonDocumentIds,
  documentCatalogue,
  documentIds,
  findDocument,
  type CatalogueEntry,
  type DocumentContext,
  type DocumentKind,
} from './catalogue';
export { DOCUMENT_CSS, DOCUMENT_CSS_PATH } from './document-css';
export { escapeHtml, PRODUCT_NAME } from './html';
