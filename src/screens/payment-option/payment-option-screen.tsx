import { useMemo, useState } from 'react';
import { useApi } from '#api/api-context.tsx';
import { useCreateQuote } from '#api/create-quote.ts';
import { useReferenceLists } from '#api/use-reference-lists.ts';
import { useProposal } from '#api/get-proposal.ts';
import { lookupRegistration } from '#api/lookups.ts';
import { useSavePaymentMethod } from '#api/save-payment-method.ts';
import type { VehicleSearchResult } from '#domain/contract/lookups.ts';
import type { Risk } from '#domain/contract/proposal.ts';
import { addonsCostOf, paymentOptionTop } from '#domain/journey/screen-tops.ts';
import { addPounds, formatMoney } from '#domain/money.ts';
import { isValidRegistration, normaliseRegistration } from '#domain/patterns.ts';
import { vehicleFromLookup, type VehicleData } from '#domain/vehicle/vehicle-lookup.ts';
import { afterPointerRelease } from '#forms/after-pointer-release.ts';
import { useJourney, useUuid } from '#journey/navigation.tsx';
import { Link } from '#journey/router.tsx';
import { PageActionError, usePageAction } from '#screens/shared/page-action.tsx';
import { PriceBox } from '#screens/shared/price-box.tsx';
import { PayCard } from './pay-card';
import { PaymentOptionIntro } from './payment-option-intro';
import { lacksRegistration } from '#domain/vehicle/registration-to-come.ts';
import { ConfirmVehicle, MissingRegistration } from './registration-check';
import { StartDateEditor, useStartDate } from './start-date-editor';
import '#screens/shared/quote-screens.css';

/** Payment option (SPEC.md 2.7): monthly or annual, the start date, and a missing registration. */
export default function PaymentOptionScreen() {
  const uuid = useUuid();
  const { data: proposal } = useProposal(uuid);
  const api = useApi();
  const journey = useJourney();
  const lists = useReferenceLists({ ready: true });
  const createQuote = useCreateQuote();
  const choosePaymentMethod = useSavePaymentMethod();
  const [registration, setRegistration] = useState('');
  const [registrationTouched, setRegistrationTouched] = useState(false);
  const [candidate, setCandidate] = useState<VehicleSearchResult | null>(null);
  const action = usePageAction();
  const startDate = useStartDate(String(proposal?.risk.cover_start_date ?? ''));
  const addons = useMemo(() => proposal?.addons ?? [], [proposal]);
  if (!proposal?.quote) return null;
  const quote = proposal.quote;
  const risk = proposal.risk;
  const vehicle = (risk.vehicle ?? {}) as VehicleData;
  const payMonthly = proposal.is_pay_monthly;
  const addonsCost = addonsCostOf(proposal);
  const needsRegistration = lacksRegistration(vehicle.vehicle_registration);
  const typedReg = normaliseRegistration(registration);
  const registrationOk = typedReg !== '' && isValidRegistration(typedReg);
  // SPEC.md 2.7: a price of 0.00 is a quote still loading, not a price to buy.
  const priced = quote.premium > 0;
  const busy = action.busy;
  const canContinue = priced && startDate.settled && (!needsRegistration || registrationOk) && !busy;

  const requote = (nextRisk: Risk) =>
    createQuote({ uuid: proposal.uuid, version: proposal.version, risk: nextRisk });

  const changeStartDate = (iso: string) =>
    void action.run(async () => {
      await requote({ ...risk, cover_start_date: iso });
      startDate.stored();
    });

  const onContinue = async () => {
    if (!canContinue) return;
    if (needsRegistration) {
      let found: VehicleSearchResult | undefined;
      try {
        found = (await lookupRegistration(api, typedReg))[0];
      } catch (error) {
        console.warn('Registration lookup failed', error);
      }
      if (found && found.model && found.model !== vehicle.vehicle_model) {
        setCandidate(found);
        return;
      }
      await requote({ ...risk, vehicle: { ...vehicle, vehicle_registration: typedReg } });
    }
    journey.go('Addons', proposal.uuid);
  };

  const confirmVehicle = async () => {
    if (!candidate) return;
    await requote({ ...risk, vehicle: vehicleFromLookup(vehicle, candidate, typedReg) });
    setCandidate(null);
    setRegistration('');
  };

  return (
    <div className="quote-layout">
      <div>
        <PaymentOptionIntro top={paymentOptionTop(proposal, quote, lists)} />
        <div className="pay-cards">
          <PayCard
            title="Pay monthly"
            amount={quote.monthly_payment ?? 0}
            selected={payMonthly}
            onSelect={() => void action.run(() => choosePaymentMethod(proposal, true))}
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
            onSelect={() => void action.run(() => choosePaymentMethod(proposal, false))}
          >
            <p>Single payment</p>
            <p className="pay-card__amount">{formatMoney(addPounds(quote.premium, addonsCost))}</p>
          </PayCard>
        </div>
        <section className="card" aria-labelledby="cover-details">
          <h2 id="cover-details">Your cover</h2>
          <p>
            Quote reference: <strong>{proposal.reference}</strong>
            <br />
            Registration:{' '}
            <strong>{needsRegistration ? 'Not given yet' : String(vehicle.vehicle_registration)}</strong>
          </p>
          <StartDateEditor date={startDate} disabled={busy} onDate={changeStartDate} />
          {needsRegistration ? (
            <MissingRegistration
              value={registration}
              touched={registrationTouched}
              valid={registrationOk}
              onChange={setRegistration}
              onBlur={() => afterPointerRelease(() => setRegistrationTouched(true))}
            />
          ) : null}
          {candidate ? (
            <ConfirmVehicle
              candidate={candidate}
              onConfirm={() => void action.run(confirmVehicle)}
              onCancel={() => setCandidate(null)}
            />
          ) : null}
        </section>
        <PageActionError message={action.message} />
        <div className="button-row">
          <Link className="button button--secondary" to={journey.pathOf('QuoteEditForm', proposal.uuid)}>
            Back
          </Link>
          <button
            type="button"
            className="button"
            disabled={!canContinue}
            onClick={() => void action.run(onContinue)}
          >
            Continue
          </button>
        </div>
      </div>
      <PriceBox proposal={proposal} addons={addons} />
    </div>
  );
}
