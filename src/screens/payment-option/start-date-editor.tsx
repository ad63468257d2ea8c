import coverStartDate from '#schemas/definitions/cover-start-date.schema.json';
import schema from '#schemas/payment-option/payment-option.schema.json';
import { isIsoDate } from '#domain/dates.ts';
import { DateInput } from '#widgets/masked-date/index.ts';

/** The rule is the quote form's (one cover start window); the wording is this screen's (SPEC.md 2.7). */
const question = { ...coverStartDate, ...schema.properties.cover_start_date };
const OPTIONS = { quickChoices: true };
const noop = () => undefined;

/** The cover start date (SPEC.md 2.7): typed or picked, Today and Tomorrow; a real date re-quotes. */
export function StartDateEditor({
  value,
  onDate,
  disabled,
}: {
  value: string;
  onDate(iso: string): void;
  disabled: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor="cover_start_date" className="field__label">
        {question.title}
      </label>
      <p className="notice">{question.description}</p>
      <DateInput
        id="cover_start_date"
        value={value}
        schema={question}
        options={OPTIONS}
        disabled={disabled}
        readonly={false}
        required
        onChange={(next: unknown) => {
          if (typeof next === 'string' && isIsoDate(next) && next !== value) onDate(next);
        }}
        onBlur={noop}
        onFocus={noop}
      />
    </div>
  );
}

export const startDateMessages = question.errorMessage;
