import type { ErrorAttributes } from '#widgets/shared/a11y.ts';
import { canConfirmManual, type ManualEntry } from './address-value';

interface ManualEntryProps {
  id: string;
  entry: ManualEntry;
  disabled?: boolean;
  /** Error wiring for the first box (the field's errors). */
  errorProps: ErrorAttributes;
  onEdit: (entry: ManualEntry) => void;
  onConfirm: () => void;
  onSearch: () => void;
  onFocus: () => void;
  onBlur?: () => void;
}

const FIELDS: { key: keyof ManualEntry; label: string; autoComplete: string; short?: boolean }[] = [
  { key: 'line_1', label: 'Address line 1', autoComplete: 'address-line1' },
  { key: 'line_4', label: 'Town or city', autoComplete: 'address-level2' },
  { key: 'line_5', label: 'County (optional)', autoComplete: 'address-level1' },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code', short: true },
];

/** Manual address entry: line 1, town, county, postcode, and Confirm once they make an address. */
export function ManualAddressEntry(props: ManualEntryProps) {
  const { id, entry, disabled, errorProps } = props;
  const hintId = `${id}_manual-hint`;
  return (
    <div className="address-lookup__manual">
      {FIELDS.map((field, index) => (
        <div className="address-lookup__row" key={field.key}>
          <label className="address-lookup__label" htmlFor={`${id}_${field.key}`}>
            {field.label}
          </label>
          <input
            id={`${id}_${field.key}`}
            type="text"
            className={field.short ? 'vq-control vq-control--short' : 'vq-control'}
            autoComplete={field.autoComplete}
            value={entry[field.key]}
            disabled={disabled}
            {...(index === 0 ? errorProps : {})}
            onChange={(event) => props.onEdit({ ...entry, [field.key]: event.target.value })}
            onFocus={props.onFocus}
            onBlur={props.onBlur}
          />
        </div>
      ))}
      <p className="address-lookup__hint" id={hintId}>
        Enter the first line of your address and a full UK postcode, then confirm.
      </p>
      <div className="address-lookup__actions">
        <button
          type="button"
          className="button"
          disabled={disabled || !canConfirmManual(entry)}
          aria-describedby={hintId}
          onClick={props.onConfirm}
        >
          Confirm
        </button>
        <button type="button" className="vq-link-button" onClick={props.onSearch}>
          Search by postcode
        </button>
      </div>
    </div>
  );
}
