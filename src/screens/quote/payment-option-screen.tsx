import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import schema from '../../../schemas/payment-option/payment-option.schema.json';
import { useApi } from '../../api/api-context';
import { createFormServices } from '../../api/form-services';
import { createQuote, savePaymentMethod } from '../../api/quote';
import { pathOf } from '../../app/route-table';
import { todayIso } from '../../domain/dates';
import type { VehicleSearchResult } from '../../domain/form-services';
import { addMoney, formatMoney } from '../../domain/money';
import { isValidRegistration, normaliseRegistration } from '../../domain/patterns';
import { PayCard } from './pay-card';
import { PriceBox } from './price-box';
import { StartDateEditor, startDateMessages } from './start-date-editor';
import { useQuotedProposal } from './use-quoted-proposal';
import { nameOf, useReferenceLists } from './use-reference-lists';
import { vehicleFromLookup } from './vehicle-change';
import './quote-screens.css';

const registrationQuestion = schema.properties.vehicle_registration;
const confirmQuestion = schema.properties.confirm_vehicle;
type Section = Record<string, unknown>;
type Risk = {
  cover_start_date: string;
  vehicle: Section;
  policy: Section;
  drivers: { proposer: Section };
  [key: string]: unknown;
};

/** Payment option (SPEC.md 2.7): monthly or annual, the start date, and a missing registration. */
export default function PaymentOptionScreen() {
  const { uuid, proposal, setProposal, missing } = useQuotedProposal('PaymentOption');
  const api = useApi();
  const navigate = useNavigate();
  const lists = useReferenceLists();
  const services = useMemo(() => createFormServices(api), [api]);
  const [frequency, setFrequency] = useState<boolean | null>(null);
  const [registration, setRegistration] = useState('');
  const [registrationTouched, setRegistrationTouched] = useState(false);
  const [candidate, setCandidate] = useState<VehicleSearchResult | null>(null);
  const [busy, setBusy] = useState(false);

  if (missing) {
    return (
      <div className="card">
        <h1>We couldn't open this quote</h1>
        <p>Retrieve it with your quote reference, postcode and date of birth.</p>
        <Link className="button" to={pathOf('Recall')}>
          Retrieve a Quote
        </Link>
      </div>
    );
  }
  if (!proposal?.quote || !uuid) return null;
  const quote = proposal.quote;
  const risk = proposal.risk as unknown as Risk;
  const payMonthly = frequency ?? proposal.is_pay_monthly;
  const addons = proposal.addons ?? [];
  const addonsCost = addMoney(...addons.map((a) => a.premium));
  const currentReg = String(risk.vehicle.vehicle_registration ?? '');
  const needsRegistration = currentReg === '' || currentReg === 'TBC';
  const typedReg = normaliseRegistration(registration);
  const registrationOk = typedReg !== '' && isValidRegistration(typedReg);
  const pastStart = risk.cover_start_date < todayIso();
  const canContinue = !pastStart && (!needsRegistration || registrationOk) && !busy;
  const monthlyExtra = addMoney(quote.monthly_total_payable ?? 0, -(quote.annual_total ?? 0));

  const choose = (monthly: boolean) => {
    setFrequency(monthly);
    void savePaymentMethod(api, uuid, monthly).catch((error) =>
      console.warn('Payment method not saved', error),
    );
  };

  const requote = async (nextRisk: Risk) => {
    setBusy(true);
    try {
      setProposal(await createQuote(api, { uuid, version: proposal.version, risk: nextRisk }));
    } finally {
      setBusy(false);
    }
  };

  const onContinue = async () => {
    if (!canContinue) return;
    if (needsRegistration) {
      let found: VehicleSearchResult | undefined;
      try {
        found = (await services.lookupRegistration(typedReg))[0];
      } catch (error) {
        console.warn('Registration lookup failed', error);
      }
      if (found && found.model && found.model !== risk.vehicle.vehicle_model) {
        setCandidate(found);
        return;
      }
      await requote({ ...risk, vehicle: { ...risk.vehicle, vehicle_registration: typedReg } });
    }
    navigate(pathOf('Addons', uuid));
  };

  const confirmVehicle = async () => {
    if (!candidate) return;
    await requote({ ...risk, vehicle: vehicleFromLookup(risk.vehicle, candidate) });
    setCandidate(null);
    setRegistration('');
  };

  return (
    <div className="quote-layout">
      <div>
        <h1>Hi {String(risk.drivers.proposer.forename ?? '')}, here is your quote</h1>
        <p>
          Your annual{' '}
          {nameOf(lists, 'policy_cover_type', quote.cover_type ?? risk.policy.cover_type_required)} quote is{' '}
          <strong>{formatMoney(addMoney(quote.premium, addonsCost))}</strong>. Paying monthly costs{' '}
          {formatMoney(monthlyExtra)} more, because of the credit charges.
        </p>
        <div className="pay-cards">
          <PayCard
            title="Pay monthly"
            amount={quote.monthly_payment ?? 0}
            selected={payMonthly}
            onSelect={() => choose(true)}
          >
            <p>Deposit today {formatMoney(quote.monthly_deposit)}</p>
            <p className="pay-card__amount">
              {quote.monthly_installments} x {formatMoney(quote.monthly_payment)}
            </p>
            <p>Total payable {formatMoney(quote.monthly_total_payable)}</p>
            {addons.length > 0 ? <p>Includes optional covers of {formatMoney(addonsCost)}</p> : null}
          </PayCard>
          <PayCard
            title="Pay annually"
            amount={quote.premium}
            selected={!payMonthly}
            onSelect={() => choose(false)}
          >
            <p>Single payment</p>
            <p className="pay-card__amount">{formatMoney(addMoney(quote.premium, addonsCost))}</p>
          </PayCard>
        </div>
        <section className="card" aria-labelledby="cover-details">
          <h2 id="cover-details">Your cover</h2>
          <p>
            Quote reference: <strong>{proposal.reference}</strong>
            <br />
            Registration: <strong>{needsRegistration ? 'Not given yet' : currentReg}</strong>
          </p>
          <StartDateEditor
            value={risk.cover_start_date}
            disabled={busy}
            onDate={(iso) => void requote({ ...risk, cover_start_date: iso })}
          />
          {pastStart ? (
            <p className="notice notice--error" role="alert">
              {startDateMessages.dateFrom}
            </p>
          ) : null}
          {needsRegistration ? (
            <div className="field">
              <p className="notice">{registrationQuestion.description}</p>
              <label htmlFor="payment-registration" className="field__label">
                {registrationQuestion.title}
              </label>
              <input
                id="payment-registration"
                className="vq-control vq-control--short"
                value={registration}
                autoCapitalize="characters"
                aria-invalid={registrationTouched && !registrationOk}
                onChange={(e) => setRegistration(e.target.value.toUpperCase())}
                onBlur={() => setRegistrationTouched(true)}
              />
              {registrationTouched && registration !== '' && !registrationOk ? (
                <p className="error-message">{registrationQuestion.errorMessage.valid_reg}</p>
              ) : null}
            </div>
          ) : null}
          {candidate ? (
            <div className="notice" role="alert">
              <p>{confirmQuestion.description}</p>
              <p>
                <strong>
                  {candidate.manufacturer} {candidate.model} ({candidate.year})
                </strong>
              </p>
              <div className="button-row">
                <button type="button" className="button" onClick={() => void confirmVehicle()}>
                  Confirm Vehicle
                </button>
                <button type="button" className="button button--secondary" onClick={() => setCandidate(null)}>
                  Cancel
                </button>
              </div>
            </div>
          ) : null}
        </section>
        <div className="button-row">
          <Link className="button button--secondary" to={pathOf('QuoteEditForm', uuid)}>
            Back
          </Link>
          <button type="button" className="button" disabled={!canContinue} onClick={() => void onContinue()}>
            Continue
          </button>
        </div>
      </div>
      <PriceBox proposal={proposal} payMonthly={payMonthly} onFrequency={choose} addons={addons} />
    </div>
  );
}
