import type { FieldProps } from '@rjsf/utils';
import { lazy, type ComponentType } from 'react';

/**
 * RJSF's ArrayField (a repeater's items, Add and Remove: about 4 KB gzipped) fetched with the forms
 * that have repeaters, the quote form's steps (their validators load it, precompiled-validators.ts),
 * so the buying screens' forms, which have none, do not load it. A form with a repeater that shows
 * before it is in waits for it behind the route's loading state rather than failing.
 */
let loaded: ComponentType<FieldProps> | undefined;
let pending: Promise<void> | undefined;

/** Fetches RJSF's ArrayField (once). */
export function loadArrayField(): Promise<void> {
  pending ??= import('@rjsf/core/lib/components/fields/ArrayField.js').then(
    (module) => {
      loaded = module.default as unknown as ComponentType<FieldProps>;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

const Waiting = lazy(async () => {
  await loadArrayField();
  return { default: loaded as ComponentType<FieldProps> };
});

/** RJSF's ArrayField once it is in; until then, waits for it (Suspense). */
export function ArrayField(props: FieldProps) {
  const Loaded = loaded;
  return Loaded ? <Loaded {...props} /> : <Waiting {...props} />;
}
