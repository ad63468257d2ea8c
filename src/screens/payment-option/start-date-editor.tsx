import { useState } from 'react';
import { isIsoDate } from '#domain/dates.ts';
import { screenForms } from '#domain/schema/screen-forms.ts';
import type { Schema } from '#domain/schema/schema-walk.ts';
import { afterPointerRelease } from '#forms/after-pointer-release.ts';
import { useFormValidation } from '#forms/use-form-validation.ts';
import { QuestionsLoading } from '#screens/shared/questions-loading.tsx';
import { DateInput } from '#widgets/masked-date/index.ts';
import { errorIdFor } from '#widgets/shared/a11y.ts';

/** The quote form's cover start rule in this screen's words (SPEC.md 2.7: schemas/payment-option). */
const question = (screenForms['payment-option'].schema.properties as Record<string, Schema>).cover_start_date;
const OPTIONS = { quickChoices: true };
const ID = 'cover_start_date';
const noop = () => undefined;

/**
 * The start date being edited: the stored one, or what the customer typed or picked until it is
 * stored. Its message is the rule's (past: SPEC.md 2.7's red message; beyond 30 days: the window's),
 * shown at once for the stored date and for a whole typed date, and after leaving the box otherwise.
 */
export function useStartDate(stored: string) {
  const { ready, failed, validate } = useFormValidation('payment-option');
  const [typed, setTyped] = useState<string | undefined | null>(null);
  const [left, setLeft] = useState(false);
  const value = typed === null ? stored : typed;
  const messageFor = (date: string | undefined) =>
    validate({ cover_start_date: date })?.find((m) => m.path === ID)?.message ?? null;
  const message = messageFor(value);
  const shown = typed === null || left || (typeof typed === 'string' && isIsoDate(typed)) ? message : null;
  return {
    value,
    message: shown,
    /** The rule's validators could not be fetched: the date cannot be checked (the editor says so). */
    failed,
    /** Whether the shown date is stored and may be bought (validators loaded, no message). */
    settled: ready && typed === null && message === null,
    /** A date to store now: a whole date inside the rules; undefined while there is none. */
    change(next: string | undefined): string | undefined {
      setTyped(next === stored ? null : next);
      setLeft(false);
      return next !== undefined && next !== stored && isIsoDate(next) && messageFor(next) === null
        ? next
        : undefined;
    },
    leave: () => afterPointerRelease(() => setLeft(true)),
    stored: () => setTyped(null),
  };
}

export type StartDate = ReturnType<typeof useStartDate>;

/** The cover start date (SPEC.md 2.7): typed or picked, Today and Tomorrow; a date in the rules re-quotes. */
export function StartDateEditor({
  date,
  onDate,
  disabled,
}: {
  date: StartDate;
  onDate(iso: string): void;
  disabled: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={ID} className="field__label">
        {String(question.title)}
      </label>
      <p className="notice" id={`${ID}__description`}>
        {String(question.description)}
      </p>
      <DateInput
        id={ID}
        value={date.value}
        schema={question}
        options={OPTIONS}
        disabled={disabled}
        readonly={false}
        required
        rawErrors={date.message ? [date.message] : undefined}
        onChange={(next: unknown) => {
          const ready = date.change(typeof next === 'string' ? next : undefined);
          if (ready) onDate(ready);
        }}
        onBlur={date.leave}
        onFocus={noop}
      />
      {date.message ? (
        <p className="error-message field__error" id={errorIdFor(ID)} role="alert">
          {date.message}
        </p>
      ) : null}
      {date.failed ? <QuestionsLoading failed /> : null}
    </div>
  );
}
