/**
 * What a form fetches before it shows, besides its validators: the code of the lazy widgets its UI
 * schema names (lazy-widgets.ts) and the long reference lists its type-ahead answers are named from
 * (typed-lists.ts). Both depend only on the form's schema files, so the build works them out for
 * every form (scripts/precompile-validators.ts) and a page starts the fetches without assembling the
 * form's schema or deriving its UI schema first (decision 074); the dev server and the tests work
 * them out here, from the same functions.
 */
import { lazyWidgetNames } from '#widgets/lazy-widgets.ts';
import { typedLists } from './typed-lists';

export interface FormNeeds {
  /** The lazy widgets and fields, by registry name. */
  readonly widgets: readonly string[];
  /** The named reference lists. */
  readonly lists: readonly string[];
}

/** What a form with this schema and UI schema fetches before it shows. */
export function formNeedsFrom(schema: object, uiSchema: unknown): FormNeeds {
  return { widgets: lazyWidgetNames(uiSchema), lists: typedLists(schema, uiSchema) };
}
