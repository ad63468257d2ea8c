/**
 * RJSF's allOf merge (@x0k/json-schema-merge, about 7 KB gzipped) loaded with the forms that use
 * allOf, the quote form's steps; the buying screens' forms have none (docs/decisions/046). The
 * production build gives @rjsf/utils this module in place of its own `shallowAllOfMerge.js`
 * (vite.config.ts, `allOfMergeOnDemand`), and loadStepValidation fetches the real merge before a
 * quote step shows. The dev server, Storybook and the tests keep RJSF's own module.
 */
type Merge = (schema: object) => object;

let merge: Merge | undefined;
let pending: Promise<void> | undefined;

/** Fetches the real merge (once). */
export function loadAllOfMerge(): Promise<void> {
  pending ??= import('@rjsf/utils/lib/schema/shallowAllOfMerge.js').then(
    (module) => {
      merge = module.default as Merge;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * RJSF's shallowAllOfMerge. Asked before it loaded (a form with allOf that did not fetch it), it
 * fails loudly: RJSF would otherwise catch the error and quietly drop the allOf.
 */
export default function shallowAllOfMerge(schema: object): object {
  if (merge) return merge(schema);
  const error = new Error('The allOf merge was used before it was loaded (loadAllOfMerge)');
  setTimeout(() => {
    throw error;
  });
  throw error;
}
