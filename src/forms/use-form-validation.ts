import { useCallback, useEffect, useState } from 'react';
import type { FieldMessage } from '#domain/schema/error-paths.ts';
import { isStepValidationLoaded, loadStepValidation, stepValidation } from '#step-validators';
import type { FormId } from './validation/form-ids';

/**
 * A form's validation by its id, fetched once (precompiled in production): `validate` answers every
 * field message for some answers, or null while the validators are still on their way.
 */
export function useFormValidation(id: FormId) {
  const [ready, setReady] = useState(() => isStepValidationLoaded(id));
  useEffect(() => {
    let live = true;
    loadStepValidation(id)
      .then(() => live && setReady(true))
      .catch((error) => console.warn('Form validators not loaded', error));
    return () => {
      live = false;
    };
  }, [id]);
  const validate = useCallback(
    (data: Record<string, unknown>): FieldMessage[] | null =>
      ready ? stepValidation(id).validate(data) : null,
    [id, ready],
  );
  return { ready, validate };
}
