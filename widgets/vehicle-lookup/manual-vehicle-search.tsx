import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FormServices } from '#domain/form-services.ts';
import type { ListOption, ManualVehicleResult } from '#domain/contract/lookups.ts';
import { isValidRegistration } from '#domain/patterns.ts';
import {
  chooseManual,
  isStepReachable,
  MANUAL_STEP_LABELS,
  MANUAL_STEPS,
  manualOptions,
  manualQuery,
  manualResultLabel,
  type ManualChoices,
  type ManualStep,
} from './vehicle-lookup-logic';
import { useNamedList } from '#widgets/shared/use-named-list.ts';

export const MANUAL_FAILURE = "We couldn't load the vehicle list. Please try again.";
const DUMP_CODE_MESSAGE = "We found your registration but need you to confirm the van's details.";

interface ManualVehicleSearchProps {
  id: string;
  services: FormServices;
  registration: string;
  onRegistrationChange: (value: string) => void;
  /** The schema's valid_reg message, shown before confirming so a bad mark is fixed here rather than later. */
  registrationMessage: string;
  onRegistrationBlur: () => void;
  /** A choice lost focus (the form may then show the lookup's errors). */
  onChoiceBlur: () => void;
  /** Ids describing the registration input (the field's errors). */
  describedBy?: string;
  invalid: boolean;
  /** The lookup found the registration but no derivative (DUMP CODE). */
  dumpCode: boolean;
  disabled: boolean;
  announce: (message: string) => void;
  onConfirm: (result: ManualVehicleResult, choices: ManualChoices) => void;
  onSearchByRegistration: () => void;
}

/** The manual search (SPEC.md 2.6): manufacturer to doors, then the matching vehicle to confirm. */
export function ManualVehicleSearch(props: ManualVehicleSearchProps) {
  const { id, services, disabled, announce, onConfirm } = props;
  const [choices, setChoices] = useState<ManualChoices>({});
  const [options, setOptions] = useState<Partial<Record<ManualStep, ListOption[]>>>({});
  const [vehicles, setVehicles] = useState<ManualVehicleResult[] | null>(null);
  const [selected, setSelected] = useState('');
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const [checkRegistration, setCheckRegistration] = useState(false);
  const firstSelect = useRef<HTMLSelectElement>(null);
  const registrationInput = useRef<HTMLInputElement>(null);
  const registrationInvalid = checkRegistration && !isValidRegistration(props.registration);
  const registrationErrorId = `${id}_manual_registration__error`;
  const bodyTypes = useNamedList(services, 'vehicle_body_type').options;

  const load = useCallback(
    async (next: ManualChoices) => {
      const ticket = ++request.current;
      setLoading(true);
      setFailed(false);
      try {
        const answer = await services.manualVehicle(manualQuery(next));
        if (ticket !== request.current) return;
        if (answer.field === 'vehicles') {
          setVehicles(answer.vehicles);
          setSelected(answer.vehicles.length === 1 ? answer.vehicles[0].abi_code : '');
          announce(`${answer.vehicles.length} matching ${answer.vehicles.length === 1 ? 'van' : 'vans'}`);
        } else {
          setOptions((current) => ({
            ...current,
            [answer.field]: manualOptions(answer.field, answer.options),
          }));
        }
      } catch (error) {
        if (ticket !== request.current) return;
        console.warn('Manual vehicle search failed', error);
        setFailed(true);
        announce('Vehicle list could not be loaded');
      } finally {
        if (ticket === request.current) setLoading(false);
      }
    },
    [services, announce],
  );

  // On entering the manual search only: focus its first choice and ask for the manufacturers.
  const start = useEffectEvent(() => {
    firstSelect.current?.focus();
    void load({});
  });
  useEffect(() => start(), []);

  const choose = (step: ManualStep, value: string) => {
    const next = chooseManual(choices, step, value);
    const kept = MANUAL_STEPS.slice(0, MANUAL_STEPS.indexOf(step) + 1);
    setChoices(next);
    setOptions((current) => Object.fromEntries(kept.map((s) => [s, current[s]])));
    setVehicles(null);
    setSelected('');
    if (value === '') {
      request.current++;
      setLoading(false);
      setFailed(false);
    } else void load(next);
  };

  const chosen = vehicles?.find((v) => v.abi_code === selected);
  const confirm = () => {
    if (!chosen) return;
    if (!isValidRegistration(props.registration)) {
      setCheckRegistration(true);
      registrationInput.current?.focus();
      return;
    }
    onConfirm(chosen, choices);
  };

  return (
    <fieldset className="vehicle-lookup__manual">
      <legend className="vehicle-lookup__legend">Find your van manually</legend>
      {props.dumpCode ? <p className="vehicle-lookup__note">{DUMP_CODE_MESSAGE}</p> : null}
      <div className="vehicle-lookup__selects">
        {MANUAL_STEPS.map((step, index) => {
          const stepOptions = options[step];
          const reachable = isStepReachable(choices, step);
          // The first choice stays enabled so it can take focus while its options load.
          const enabled = index === 0 || (reachable && stepOptions !== undefined);
          return (
            <div key={step} className="vehicle-lookup__select">
              <label htmlFor={`${id}_manual_${step}`}>{MANUAL_STEP_LABELS[step]}</label>
              <select
                id={`${id}_manual_${step}`}
                ref={index === 0 ? firstSelect : undefined}
                value={choices[step] ?? ''}
                disabled={disabled || !enabled}
                onChange={(event) => choose(step, event.target.value)}
                onBlur={props.onChoiceBlur}
              >
                <option value="">
                  {loading && reachable && !stepOptions ? 'Loading...' : 'Please select'}
                </option>
                {(stepOptions ?? []).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.name}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <div className="vehicle-lookup__entry">
        <label htmlFor={`${id}_manual_registration`}>Registration (optional)</label>
        <p id={`${id}_manual_registration__hint`} className="vehicle-lookup__hint">
          You can add your registration later.
        </p>
        {registrationInvalid ? (
          <p id={registrationErrorId} className="error-message">
            {props.registrationMessage}
          </p>
        ) : null}
        <input
          id={`${id}_manual_registration`}
          ref={registrationInput}
          className="vehicle-lookup__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          value={props.registration}
          disabled={disabled}
          aria-invalid={props.invalid || registrationInvalid || undefined}
          aria-describedby={[
            `${id}_manual_registration__hint`,
            registrationInvalid ? registrationErrorId : undefined,
            props.describedBy,
          ]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => props.onRegistrationChange(event.target.value.toUpperCase())}
          onBlur={() => {
            setCheckRegistration(props.registration !== '');
            props.onRegistrationBlur();
          }}
        />
      </div>
      {failed ? (
        <div className="vehicle-lookup__confirm">
          <p className="error-message">{MANUAL_FAILURE}</p>
          <button type="button" className="button" disabled={disabled} onClick={() => void load(choices)}>
            Try again
          </button>
        </div>
      ) : vehicles ? (
        <div className="vehicle-lookup__confirm">
          {vehicles.length === 0 ? (
            <p>No vans match these choices. Please change one of your answers.</p>
          ) : (
            <fieldset className="vehicle-lookup__vehicles">
              <legend className="vehicle-lookup__legend">Select your van</legend>
              {vehicles.map((v) => (
                <div key={v.abi_code} className="vehicle-lookup__radio">
                  <input
                    id={`${id}_manual_vehicle_${v.abi_code}`}
                    type="radio"
                    name={`${id}_manual_vehicle`}
                    value={v.abi_code}
                    checked={selected === v.abi_code}
                    disabled={disabled}
                    onChange={() => setSelected(v.abi_code)}
                  />
                  <label htmlFor={`${id}_manual_vehicle_${v.abi_code}`}>
                    {manualResultLabel(v, { vehicle_body_type: bodyTypes })}
                  </label>
                </div>
              ))}
            </fieldset>
          )}
          <button type="button" className="button" disabled={disabled || !chosen} onClick={confirm}>
            Confirm vehicle
          </button>
        </div>
      ) : loading ? (
        <p className="vehicle-lookup__hint">Loading...</p>
      ) : null}
      <div className="vehicle-lookup__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={props.onSearchByRegistration}
        >
          Search by registration
        </button>
      </div>
    </fieldset>
  );
}
