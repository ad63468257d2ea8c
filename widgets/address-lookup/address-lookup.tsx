import { useEffect, useRef, useState } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import type { AddressSearchResult } from '#domain/contract/lookups.ts';
import { isValidPostcode } from '#domain/patterns.ts';
import { focusLeaves } from '#widgets/shared/a11y.ts';
import { isRateLimited, RATE_LIMITED_MESSAGE } from '#widgets/shared/rate-limited.ts';
import { servicesOf } from '#widgets/shared/services.ts';
import {
  addressLines,
  addressMessagesOf,
  addressMessagesToShow,
  fromManualEntry,
  fromSearchResult,
  isChosenAddress,
  nestedErrors,
  resultLabel,
  searchPostcode,
  type ManualEntry,
} from './address-value';
import { ManualAddressEntry } from './manual-entry';
import '#widgets/shared/controls.css';
import './address-lookup.css';

type Search = { state: 'idle' | 'searching' | 'none' } | { state: 'found'; results: AddressSearchResult[] };

const NO_RESULTS =
  "We couldn't find any addresses for that postcode. Check it, or enter your address manually.";

/**
 * The address of SPEC.md 2.6 as an RJSF field over {postcode, line_1 ... line_5}: find by postcode
 * and pick, or enter manually; a chosen address shows read-only. Emits the address object, or
 * undefined when the user goes back to search.
 */
export function AddressLookupField(props: FieldProps) {
  const { fieldPathId, formData, onChange, schema, uiSchema, registry, errorSchema, rawErrors, disabled } =
    props;
  const id = fieldPathId.$id;
  const uiOptions = getUiOptions(uiSchema);
  const title = uiOptions.title ?? schema.title;
  const chosen = isChosenAddress(formData) ? formData : undefined;

  const [manual, setManual] = useState(false);
  const [postcode, setPostcode] = useState(chosen?.postcode ?? '');
  // The box as it was when last left or searched: the form's message follows it, not each key.
  const [checked, setChecked] = useState(postcode);
  const [problem, setProblem] = useState<string | undefined>();
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [entry, setEntry] = useState<ManualEntry>({ line_1: '', line_4: '', line_5: '', postcode: '' });
  const searchCount = useRef(0);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const words = addressMessagesOf(schema);
  // RJSF hands a custom field its own messages as rawErrors and its properties' messages only
  // inside errorSchema; the form's template frames a field of its own without them: all are shown
  // here, as the one message that says what is missing where the customer is (address-value.ts),
  // with what Find said about the box.
  const formMessages = addressMessagesToShow(
    [...(rawErrors ?? []), ...nestedErrors(errorSchema)],
    chosen ? { stage: 'chosen' } : manual ? { stage: 'manual' } : { stage: 'search', postcode: checked },
    words,
  );
  const shown = [...new Set(chosen || manual || !problem ? formMessages : [problem, ...formMessages])];
  const messageId = (index: number) => `${id}__field-error-${index}`;
  const errorProps =
    shown.length > 0
      ? { 'aria-invalid': true as const, 'aria-describedby': shown.map((_, i) => messageId(i)).join(' ') }
      : {};

  const emit = (value: unknown, focusId: string) => {
    focusNext.current = focusId;
    onChange(value, fieldPathId.path);
  };

  async function find() {
    setChecked(postcode);
    const compact = searchPostcode(postcode);
    if (compact === '') return setProblem(words.required);
    if (!isValidPostcode(compact)) return setProblem(words.postcode);
    setProblem(undefined);
    const current = ++searchCount.current;
    setSearch({ state: 'searching' });
    let results: AddressSearchResult[] = [];
    try {
      results = (await servicesOf(registry)?.searchAddress(compact)) ?? [];
    } catch (error) {
      console.warn('Address search failed', error);
      if (isRateLimited(error) && current === searchCount.current) {
        setSearch({ state: 'idle' });
        return setProblem(RATE_LIMITED_MESSAGE);
      }
    }
    if (current !== searchCount.current) return;
    setSearch(results.length > 0 ? { state: 'found', results } : { state: 'none' });
  }

  function backToSearch() {
    setManual(false);
    if (chosen) emit(undefined, id);
    else focusNext.current = id;
  }

  function enterManually() {
    setEntry((previous) => ({ ...previous, postcode: previous.postcode || postcode.trim() }));
    setManual(true);
    focusNext.current = `${id}_line_1`;
  }

  // Each message has its own id: the step's error summary lists the messages the page shows by id.
  const errorList =
    shown.length > 0 ? (
      <div className="address-lookup__errors">
        {shown.map((message, index) => (
          <p key={message} className="error-message" id={messageId(index)}>
            {message}
          </p>
        ))}
      </div>
    ) : null;

  let body;
  if (chosen) {
    const lines = addressLines(chosen);
    body = (
      <div className="address-lookup__chosen" id={`${id}_chosen`} tabIndex={-1}>
        <p className="address-lookup__address">
          {lines.map((line, index) => (
            <span key={index} className="address-lookup__line">
              {line}
            </span>
          ))}
        </p>
        {props.readonly ? null : (
          <button type="button" className="vq-link-button" disabled={disabled} onClick={backToSearch}>
            Search by postcode
          </button>
        )}
      </div>
    );
  } else if (manual) {
    body = (
      <ManualAddressEntry
        id={id}
        entry={entry}
        disabled={disabled || props.readonly}
        errorProps={errorProps}
        onEdit={setEntry}
        onConfirm={() => emit(fromManualEntry(entry), `${id}_chosen`)}
        onSearch={backToSearch}
        onFocus={() => props.onFocus(id, formData)}
      />
    );
  } else {
    body = (
      <div className="address-lookup__search">
        <label className="address-lookup__label" htmlFor={id}>
          Postcode
        </label>
        <div className="address-lookup__find">
          <input
            id={id}
            type="text"
            className="vq-control vq-control--short"
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            value={postcode}
            disabled={disabled || props.readonly}
            {...errorProps}
            onChange={(event) => {
              setPostcode(event.target.value);
              // What Find said was about the text before: it goes with it.
              setProblem(undefined);
            }}
            onBlur={() => setChecked(postcode)}
            onKeyDown={(event) => {
              // Enter finds addresses instead of submitting the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                void find();
              }
            }}
            onFocus={() => props.onFocus(id, formData)}
          />
          <button
            type="button"
            className="button"
            disabled={disabled || props.readonly}
            aria-disabled={search.state === 'searching' || undefined}
            onClick={() => {
              if (search.state !== 'searching') void find();
            }}
          >
            {search.state === 'searching' ? 'Finding...' : 'Find address'}
          </button>
        </div>
        <div role="status" className="address-lookup__status">
          {search.state === 'none' ? <p>{NO_RESULTS}</p> : null}
          {search.state === 'found' ? (
            <p className="visually-hidden">
              {search.results.length} {search.results.length === 1 ? 'address' : 'addresses'} found
            </p>
          ) : null}
        </div>
        {search.state === 'found' ? (
          <div className="address-lookup__row">
            <label className="address-lookup__label" htmlFor={`${id}_select`}>
              Select your address
            </label>
            <select
              id={`${id}_select`}
              className="vq-control"
              value=""
              disabled={disabled || props.readonly}
              onChange={(event) => {
                const result = search.results[Number(event.target.value)];
                if (event.target.value !== '' && result) emit(fromSearchResult(result), `${id}_chosen`);
              }}
            >
              <option value="">
                {search.results.length} {search.results.length === 1 ? 'address' : 'addresses'} found
              </option>
              {search.results.map((result, index) => (
                <option key={index} value={index}>
                  {resultLabel(result)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="button" className="vq-link-button" disabled={disabled} onClick={enterManually}>
          Enter address manually
        </button>
      </div>
    );
  }

  return (
    <fieldset
      className={`address-lookup${shown.length > 0 ? ' field--error' : ''}`}
      data-question={id}
      onBlur={(event) => focusLeaves(event) && props.onBlur(id, formData)}
    >
      {title ? <legend className="address-lookup__legend">{title}</legend> : null}
      {errorList}
      {body}
    </fieldset>
  );
}

export default AddressLookupField;
