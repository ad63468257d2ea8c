import { startTransition, useCallback, useEffect, useState } from 'react';
import type { FieldMessage } from '#domain/schema/error-paths.ts';
import { stepValidation } from '#step-validators';
import { formPartsLoaded, loadFormParts } from './form-parts';
import type { FormId } from './validation/form-ids';

/**
 * A form's validation by its id, fetched once (precompiled in production) with the lazy widgets its
 * UI schema names (form-needs.ts): `validate` answers every field message for some answers, or null while the
 * validators are still on their way. `failed` says they could not be fetched (the screen says so).
 */
export function useFormValidation(id: FormId) {
  const [ready, setReady] = useState(() => formPartsLoaded(id));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadFormParts(id)
      // The form that shows once it is ready renders in slices, not in one long task (decision 048).
      .then(() => live && startTransition(() => setReady(true)))
      .catch((error) => {
        console.warn('Form validators not loaded', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [id]);
  const validate = useCallback(
    (data: Record<string, unknown>): FieldMessage[] | null =>
      ready ? stepValidation(id).validate(data) : null,
    [id, ready],
  );
  return { ready, failed, validate };
}
