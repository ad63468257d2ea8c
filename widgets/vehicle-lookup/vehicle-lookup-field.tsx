import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { FormContext } from '#domain/form-services.ts';
import type { ManualVehicleResult } from '#domain/contract/lookups.ts';
import { isValidRegistration, normaliseRegistration } from '#domain/patterns.ts';
import { focusLeaves } from '#widgets/shared/a11y.ts';
import { isRateLimited, RATE_LIMITED_MESSAGE } from '#widgets/shared/rate-limited.ts';
import { ManualVehicleSearch } from './manual-vehicle-search';
import { VehicleCard } from './vehicle-card';
import {
  clearLookupFields,
  isLookupComplete,
  lookupOutcome,
  vehicleFromLookup,
  vehicleFromManual,
  type LookupAnswer,
  type VehicleData,
} from '#domain/vehicle/vehicle-lookup.ts';
import type { ManualChoices } from './vehicle-lookup-logic';
import './vehicle-lookup.css';

type Mode = 'entry' | 'searching' | 'found' | 'not-found' | 'manual';
type FocusTarget = 'registration' | 'card' | 'not-found';

const NOT_FOUND = "Sorry, we haven't been able to find your van from the registration number you provided.";
const NOT_FOUND_NEXT = 'Please enter your van details manually or try re-entering your registration number.';

/** The field's uiSchema for RJSF's own ObjectField: no ui:field, no title. */
function innerUiSchema(uiSchema: UiSchema | undefined): UiSchema {
  const { 'ui:field': _field, ...rest } = uiSchema ?? {};
  return { ...rest, 'ui:options': { ...rest['ui:options'], label: false } };
}

/** The vehicle's questions the step does not show (ui:widget hidden): the lookup fills them. */
function hiddenNames(uiSchema: UiSchema | undefined): string[] {
  return Object.entries(uiSchema ?? {})
    .filter(([, ui]) => (ui as UiSchema | undefined)?.['ui:widget'] === 'hidden')
    .map(([name]) => name);
}

/**
 * `ui:field: vehicle-lookup` on the proposal's vehicle object (SPEC.md 2.6): find the van by
 * registration or by the manual cascade, then the rest of the vehicle questions via RJSF's ObjectField.
 */
export function VehicleLookupField(props: FieldProps<VehicleData, RJSFSchema, FormContext>) {
  const { formData, fieldPathId, errorSchema, registry, onChange, uiSchema, hideError } = props;
  const { services } = registry.formContext;
  // The van's questions appear with it: their messages wait to be earned (FormContext.questionsShown).
  const questionsShown = () => registry.formContext.questionsShown?.();
  const id = fieldPathId.$id;
  const disabled = Boolean(props.disabled || props.readonly);
  const complete = isLookupComplete(formData);

  const [mode, setMode] = useState<Mode>(complete ? 'found' : 'entry');
  const [registration, setRegistration] = useState(() => String(formData?.vehicle_registration ?? ''));
  const [dumpCode, setDumpCode] = useState<LookupAnswer | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const [limited, setLimited] = useState(false);
  const [wasComplete, setWasComplete] = useState(complete);
  const request = useRef(0);
  const focusNext = useRef<FocusTarget | null>(null);
  const registrationInput = useRef<HTMLInputElement>(null);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const notFoundMessage = useRef<HTMLDivElement>(null);

  // A vehicle loaded or cleared from outside (a saved proposal arriving, a reset) decides the state.
  if (complete !== wasComplete) {
    setWasComplete(complete);
    if (complete && mode !== 'found') {
      setMode('found');
      setRegistration(String(formData?.vehicle_registration ?? ''));
    }
    if (!complete && mode === 'found') setMode('entry');
  }

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'registration') registrationInput.current?.focus();
    else if (target === 'card') cardHeading.current?.focus();
    else if (target === 'not-found') notFoundMessage.current?.focus();
  }, [mode]);

  const go = (next: Mode, focus?: FocusTarget) => {
    focusNext.current = focus ?? null;
    setMode(next);
  };
  const announce = useCallback((message: string) => setAnnouncement(message), []);
  // Tells the form which of the vehicle's fields the customer has been at, as its own widgets do on blur.
  const touch = (name: 'vehicle_registration' | 'abi_code', value: unknown) =>
    props.onBlur(toFieldPathId(name, registry.globalFormOptions, fieldPathId).$id, value);
  const emit = (vehicle: VehicleData) => onChange(vehicle, fieldPathId.path);

  const reg = normaliseRegistration(registration);
  const canSearch = reg !== '' && isValidRegistration(reg) && mode !== 'searching' && !disabled;

  const search = async () => {
    if (!canSearch) return;
    const ticket = ++request.current;
    go('searching');
    announce('Searching');
    let vehicles: LookupAnswer[] = [];
    setLimited(false);
    try {
      vehicles = await services.lookupRegistration(reg);
    } catch (error) {
      console.warn('Vehicle registration lookup failed', error);
      if (isRateLimited(error) && ticket === request.current) {
        setLimited(true);
        announce(RATE_LIMITED_MESSAGE);
        go('entry', 'registration');
        return;
      }
    }
    if (ticket !== request.current) return;
    const outcome = lookupOutcome(vehicles);
    if (outcome.kind === 'found') {
      emit(vehicleFromLookup(formData, outcome.answer, reg));
      questionsShown();
      announce('Van found');
      go('found', 'card');
    } else if (outcome.kind === 'dump-code') {
      setDumpCode(outcome.answer);
      announce("Registration found. Please confirm the van's details");
      go('manual');
    } else {
      announce('No van found');
      go('not-found', 'not-found');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // not the quote form's submit
    void search();
  };

  const searchManually = () => {
    setDumpCode(undefined);
    go('manual');
  };
  const findAnother = () => {
    emit(clearLookupFields(formData));
    setRegistration('');
    setDumpCode(undefined);
    announce('');
    go('entry', 'registration');
  };
  const findManually = () => {
    emit(clearLookupFields(formData, ['vehicle_registration']));
    setRegistration(String(formData?.vehicle_registration ?? ''));
    searchManually();
  };
  const confirmManual = (result: ManualVehicleResult, choices: ManualChoices) => {
    emit(vehicleFromManual(formData, result, { ...choices, registration, dumpCode }));
    questionsShown();
    announce('Van found');
    go('found', 'card');
  };

  const errors = hideError
    ? []
    : [...new Set(hiddenNames(uiSchema).flatMap((name) => errorSchema?.[name]?.__errors ?? []))];
  const errorId = `${id}_lookup__error`;
  const describedBy = errors.length > 0 ? errorId : undefined;
  const inner = useMemo(() => innerUiSchema(uiSchema), [uiSchema]);
  const { ObjectField } = registry.fields;

  return (
    <div className="vehicle-lookup">
      {/* field--error: the red bar a question with a message has; Continue brings the first into view. */}
      <div className={`vehicle-lookup__panel${errors.length > 0 ? ' field--error' : ''}`}>
        {mode === 'entry' || mode === 'searching' ? (
          <div className="vehicle-lookup__entry">
            <label htmlFor={`${id}_lookup_registration`}>Enter your registration</label>
            {limited ? (
              <p className="error-message" role="alert">
                {RATE_LIMITED_MESSAGE}
              </p>
            ) : null}
            <div
              className="vehicle-lookup__row"
              onBlur={(event) => focusLeaves(event) && touch('vehicle_registration', reg)}
            >
              <input
                id={`${id}_lookup_registration`}
                ref={registrationInput}
                className="vehicle-lookup__input vehicle-lookup__input--registration"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={10}
                value={registration}
                disabled={disabled}
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={describedBy}
                onChange={(event) => setRegistration(event.target.value.toUpperCase())}
                onKeyDown={onKeyDown}
              />
              <button
                type="button"
                className="button"
                disabled={!canSearch}
                aria-busy={mode === 'searching'}
                onClick={() => void search()}
              >
                {mode === 'searching' ? 'Searching...' : 'Find van'}
              </button>
            </div>
          </div>
        ) : null}
        {mode === 'not-found' ? (
          <div className="card vehicle-lookup__not-found" ref={notFoundMessage} tabIndex={-1}>
            <p className="vehicle-lookup__not-found-title">{NOT_FOUND}</p>
            <p>{NOT_FOUND_NEXT}</p>
            <div className="vehicle-lookup__actions">
              <button type="button" className="button" disabled={disabled} onClick={searchManually}>
                Search Manually
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={disabled}
                onClick={() => go('entry', 'registration')}
              >
                Try Again
              </button>
            </div>
          </div>
        ) : null}
        {mode === 'manual' ? (
          <ManualVehicleSearch
            id={id}
            registrationMessage={registrationMessageOf(props.schema)}
            services={services}
            registration={registration}
            onRegistrationChange={setRegistration}
            onRegistrationBlur={() => touch('vehicle_registration', reg)}
            onChoiceBlur={() => touch('abi_code', formData?.abi_code)}
            describedBy={describedBy}
            invalid={errors.length > 0}
            dumpCode={dumpCode !== undefined}
            disabled={disabled}
            announce={announce}
            onConfirm={confirmManual}
            onSearchByRegistration={() => {
              setDumpCode(undefined);
              go('entry', 'registration');
            }}
          />
        ) : null}
        {mode === 'found' ? (
          <VehicleCard
            id={id}
            services={services}
            vehicle={formData}
            headingRef={cardHeading}
            disabled={disabled}
            onFindAnother={findAnother}
            onFindManually={findManually}
          />
        ) : null}
        {errors.length > 0 ? (
          <div id={errorId} className="error-message vehicle-lookup__error">
            {errors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      </div>
      {complete && mode === 'found' ? <ObjectField {...props} uiSchema={inner} /> : null}
    </div>
  );
}

export default VehicleLookupField;

/** The registration question's valid_reg message, from the schema (messages live in schemas/). */
function registrationMessageOf(schema: FieldProps['schema']): string {
  const registration = (
    schema.properties as Record<string, { errorMessage?: { valid_reg?: string } }> | undefined
  )?.vehicle_registration;
  return registration?.errorMessage?.valid_reg ?? '';
}
