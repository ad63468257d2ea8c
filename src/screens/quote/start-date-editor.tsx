import type { WidgetProps } from '@rjsf/utils';
import schema from '../../../schemas/payment-option/payment-option.schema.json';
import { isIsoDate } from '../../domain/dates';
import { MaskedDateWidget } from '../../../widgets/masked-date/masked-date';

const question = schema.properties.cover_start_date;
const OPTIONS = { disablePast: true, maxDaysAhead: 30, quickChoices: true };
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
  const props = {
    id: 'cover_start_date',
    name: 'cover_start_date',
    label: question.title,
    value,
    options: OPTIONS,
    schema: {},
    uiSchema: {},
    registry: { formContext: {} },
    disabled,
    readonly: false,
    required: true,
    onChange: (next: unknown) => {
      if (typeof next === 'string' && isIsoDate(next) && next !== value) onDate(next);
    },
    onBlur: noop,
    onFocus: noop,
  } as unknown as WidgetProps;
  return (
    <div className="field">
      <label htmlFor="cover_start_date" className="field__label">
        {question.title}
      </label>
      <p className="notice">{question.description}</p>
      <MaskedDateWidget {...props} />
    </div>
  );
}

export const startDateMessages = question.errorMessage;
