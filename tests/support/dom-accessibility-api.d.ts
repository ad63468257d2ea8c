/**
 * dom-accessibility-api computes accessible names for Testing Library (`getByRole(..., { name })`);
 * its package "exports" do not point at the types it ships, so the one function the tests call is
 * declared here.
 */
declare module 'dom-accessibility-api' {
  /** The accessible name of an element, as assistive technology computes it (accname 1.2). */
  export function computeAccessibleName(root: Element, options?: { hidden?: boolean }): string;
}
