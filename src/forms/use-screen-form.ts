import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldError } from '#domain/contract/errors.ts';
import type { ScreenForm } from '#domain/schema/screen-forms.ts';
import { shapeAt, shapeOf } from '#domain/schema/schema-walk.ts';
import { toErrorSchema } from './error-schema';
import type { RenderedForm } from './quote-step-form';
import { scrollToFirstError } from './scroll';
import { useFormValidation } from './use-form-validation';
import { deriveUiSchema } from './ui-schema/derive-ui-schema';
import { useStepErrors } from './use-step-errors';

type Data = Record<string, unknown>;

/**
 * One buying screen's form (Instalments, Retrieve a Quote): its answers, its messages shown once a
 * field is touched or after a failed submit (SPEC.md 5), and messages the server sent back for its
 * fields (a 422), which stay until the field changes.
 */
export function useScreenForm(form: ScreenForm, initial: Data = {}) {
  const shape = useMemo(() => shapeOf([form.schema], form.schema), [form]);
  const rendered = useMemo<RenderedForm>(
    () => ({ id: form.id, schema: form.schema, uiSchema: deriveUiSchema(form.schema, form.ui, shape) }),
    [form, shape],
  );
  const [formData, setFormData] = useState<Data>(initial);
  const dataRef = useRef(formData);
  dataRef.current = formData;
  const [server, setServer] = useState<FieldError[]>([]);
  const { ready, failed, validate: validateWhenReady } = useFormValidation(form.id);
  const { visible, touched, revalidated } = useStepErrors(1);
  const validate = useCallback(
    (data: Data) => {
      const messages = validateWhenReady(data);
      if (messages === null) throw new Error(`The validators of ${form.id} are not loaded yet`);
      return messages;
    },
    [form.id, validateWhenReady],
  );

  const onChange = useCallback(
    (next: Data) => {
      // A message the server gave a field is about the answers sent with it (a sort code and an
      // account number that do not match): it goes when any answer of that group changes.
      const kept = server.filter(
        (m) =>
          JSON.stringify(pathValue(next, groupOf(m.path))) ===
          JSON.stringify(pathValue(dataRef.current, groupOf(m.path))),
      );
      if (kept.length !== server.length) setServer(kept);
      dataRef.current = next;
      setFormData(next);
      if (visible[0].length > 0) revalidated(0, validate(next));
    },
    [server, visible, revalidated, validate],
  );
  const onBlurField = useCallback(
    (id: string) => touched(0, id, () => validate(dataRef.current)),
    [touched, validate],
  );

  /** Every message of the form now (shown at once, first one scrolled to); empty when it is valid. */
  const submit = useCallback((): FieldError[] => {
    const messages = validate(dataRef.current);
    revalidated(0, messages, true);
    if (messages.length > 0) scrollToFirstError();
    return messages;
  }, [validate, revalidated]);

  const extraErrors = useMemo(() => toErrorSchema([...visible[0], ...server]), [visible, server]);

  return {
    ready,
    /** The form's validators could not be fetched: it cannot show (the screen says so). */
    failed,
    formData,
    setFormData: onChange,
    submit,
    /**
     * Shows the server's messages on their fields (paths as in the form's data) and gives back those
     * about answers this form does not ask, for the screen to say in its own place: otherwise the
     * customer would press Continue and see nothing happen.
     */
    showServerMessages: (fields: FieldError[]): FieldError[] => {
      const asked = fields.filter((m) => shapeAt(shape, m.path) !== null);
      setServer(asked);
      if (asked.length > 0) scrollToFirstError();
      return fields.filter((m) => !asked.includes(m));
    },
    formProps: { step: rendered, formData, extraErrors, onChange, onBlurField },
  };
}

/** The answers a field's server message is about: the object holding the field, or the field itself at the top. */
function groupOf(path: string): string {
  const parent = path.lastIndexOf('.');
  return parent > 0 ? path.slice(0, parent) : path;
}

function pathValue(data: Data, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Data | undefined)?.[key], data);
}
