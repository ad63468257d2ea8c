import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import summarySchema from '../../../schemas/summary/summary.schema.json';
import { useApi } from '../../api/api-context';
import { savePaymentMethod } from '../../api/quote';
import { pathOf } from '../../app/route-table';
import { isoToDisplay } from '../../domain/dates';
import { BUSINESS_NAME, COOLING_OFF_DAYS, SUPPORT_PHONE } from '../../domain/limits';
import { addMoney, formatMoney, formatWholePounds } from '../../domain/money';
import { PriceBox } from './price-box';
import { ReviewBox } from './review-box';
import { useQuotedProposal } from './use-quoted-proposal';
import { nameOf, useReferenceLists } from './use-reference-lists';
import './quote-screens.css';

const agreeQuestion = summarySchema.properties.agreed;
type Section = Record<string, unknown>;
const text = (v: unknown) => (v === undefined || v === null || v === '' ? 'Unknown' : String(v));
const yesNo = (v: unknown) => (v === true ? 'Yes' : v === false ? 'No' : 'Unknown');

/** Summary (SPEC.md 2.10): every answer to review, the documents, and the 'I Agree' gate. */
export default function SummaryScreen() {
  const { uuid, proposal } = useQuotedProposal('Summary');
  const api = useApi();
  const navigate = useNavigate();
  const lists = useReferenceLists();
  const [agreed, setAgreed] = useState(false);
  const [showError, setShowError] = useState(false);
  const [frequency, setFrequency] = useState<boolean | null>(null);
  if (!proposal?.quote || !uuid) return null;
  const quote = proposal.quote;
  const risk = proposal.risk as {
    cover_start_date: string;
    vehicle: Section;
    policy: Section;
    contact_details: Section;
    drivers: { proposer: Section; additional_drivers?: Section[] };
  };
  const { vehicle, policy, drivers } = risk;
  const proposer = drivers.proposer;
  const address = (risk.contact_details.address ?? {}) as Section;
  const addons = proposal.addons ?? [];
  const payMonthly = frequency ?? proposal.is_pay_monthly;
  const edit = pathOf('QuoteEditForm', uuid);
  const choose = (monthly: boolean) => {
    setFrequency(monthly);
    void savePaymentMethod(api, uuid, monthly).catch((error) =>
      console.warn('Payment method not saved', error),
    );
  };
  const onContinue = () => {
    if (!agreed) {
      setShowError(true);
      return;
    }
    if (payMonthly) navigate(pathOf('Instalments', uuid));
    else window.location.assign(pathOf('Payment', uuid));
  };
  const annualTotal = addMoney(quote.premium, ...addons.map((a) => a.premium));

  return (
    <div className="quote-layout">
      <div>
        <h1>Quote Summary</h1>
        <p>Hi {text(proposer.forename)}, please check the details of your cover before you continue.</p>
        <ReviewBox
          title="Your cover"
          rows={[
            [
              'Price',
              payMonthly
                ? `${formatMoney(quote.monthly_payment)} a month`
                : `${formatMoney(annualTotal)} a year`,
            ],
            ['Payment frequency', payMonthly ? 'Monthly' : 'Annually'],
            ['Cover starts', isoToDisplay(risk.cover_start_date)],
            ['Cover ends', isoToDisplay(quote.cover_end_date)],
            ['Quote reference', proposal.reference],
          ]}
        />
        {payMonthly ? (
          <ReviewBox
            title="Finance details"
            rows={[
              ['Deposit payable today', formatMoney(quote.monthly_deposit)],
              [`Monthly instalments (x${quote.monthly_installments})`, formatMoney(quote.monthly_payment)],
              ['Interest charge', `${quote.monthly_interest}%`],
              ['Representative APR', `${quote.monthly_apr}%`],
              ['Total amount payable', formatMoney(quote.monthly_total_payable)],
            ]}
          >
            <p>
              <a href={quote.documents.adequate_explanations} target="_blank" rel="noreferrer">
                Adequate Explanations
              </a>{' '}
              ·{' '}
              <a href={quote.documents.pre_contract_credit_information} target="_blank" rel="noreferrer">
                Pre-contract Credit Information
              </a>
            </p>
          </ReviewBox>
        ) : null}
        <ReviewBox
          title="Vehicle"
          editTo={edit}
          rows={[
            ['Registration', text(vehicle.vehicle_registration)],
            ['Make', text(vehicle.vehicle_make)],
            ['Model', text(vehicle.vehicle_model)],
            ['Transmission', nameOf(lists, 'transmission', vehicle.transmission)],
            ['Fuel type', nameOf(lists, 'fuel_type', vehicle.fuel_type)],
            ['Year of manufacture', text(vehicle.year_of_manufacture)],
            ['Annual mileage', text(vehicle.total_annual_mileage)],
            ['Current value', formatWholePounds(Number(vehicle.estimated_value ?? 0))],
            [
              'Overnight location',
              nameOf(lists, 'vehicle_overnight_vehicle_location', vehicle.overnight_vehicle_location),
            ],
            [
              'Kept at postcode',
              text(vehicle.postcode_vehicle_kept ?? vehicle.postcode_of_overnight_vehicle_location),
            ],
          ]}
        />
        <ReviewBox
          title="Personal"
          editTo={edit}
          rows={[
            [
              'Driver',
              `${nameOf(lists, 'titles', proposer.title)} ${text(proposer.forename)} ${text(proposer.surname)}`,
            ],
            ['Date of birth', isoToDisplay(text(proposer.date_of_birth))],
            [
              'Address',
              [address.line_1, address.line_2, address.line_3, address.line_4, address.postcode]
                .filter(Boolean)
                .join(', '),
            ],
            ['Email', text(risk.contact_details.email)],
            ['Phone', text(risk.contact_details.main_telephone_number)],
            ['Claims', yesNo(proposer.has_claims)],
            ['Convictions', yesNo(proposer.has_convictions)],
            ['Marital status', nameOf(lists, 'marital_status', proposer.marital_status)],
            ['Licence type', nameOf(lists, 'licence_type', proposer.licence_type)],
            ['Cover level', nameOf(lists, 'policy_cover_type', policy.cover_type_required)],
            ['No claims bonus', `${text(policy.how_many_years_of_ncd)} years`],
          ]}
        />
        <ReviewBox
          title="Additional drivers"
          editTo={edit}
          rows={(drivers.additional_drivers ?? []).map((d, i) => [
            `Driver ${i + 1}`,
            `${text(d.forename)} ${text(d.surname)} (${nameOf(lists, 'relationship_to_proposer', d.relationship_to_proposer)})`,
          ])}
        >
          {(drivers.additional_drivers ?? []).length === 0 ? <p>No additional drivers.</p> : null}
        </ReviewBox>
        <ReviewBox title="Policy" rows={[['Insurer', text(quote.insurer_name)]]}>
          {quote.excesses && quote.excesses.breakdown.length > 0 ? (
            <table className="excess-table">
              <caption className="visually-hidden">Excesses</caption>
              <thead>
                <tr>
                  <th scope="col">Excess</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {quote.excesses.breakdown.map((row) => (
                  <tr key={row.category}>
                    <th scope="row">{row.category}</th>
                    <td>{formatWholePounds(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No excess applies.</p>
          )}
        </ReviewBox>
        <ReviewBox title="Optional extras">
          {addons.length === 0 ? (
            <p>No optional extras have been selected.</p>
          ) : (
            <ul>
              {addons.map((a) => (
                <li key={a.code}>
                  {a.addon_name}: {formatMoney(a.premium)} a year
                </li>
              ))}
            </ul>
          )}
        </ReviewBox>
        <ReviewBox title="Key contacts">
          <p>
            {BUSINESS_NAME}: {SUPPORT_PHONE}. Claims and policy changes go through us; we will pass them to{' '}
            {text(quote.insurer_name)}.
          </p>
        </ReviewBox>
        <section className="card" aria-labelledby="final-points">
          <h2 id="final-points">Final Points To Confirm</h2>
          <ul>
            <li>
              <a href={quote.documents.policy_summary} target="_blank" rel="noreferrer">
                Insurance Product Information Document (policy summary)
              </a>
            </li>
            <li>
              <a href={quote.documents.full_policy_wordings} target="_blank" rel="noreferrer">
                Policy wording
              </a>
            </li>
            <li>
              <a href={quote.documents.proposal_form} target="_blank" rel="noreferrer">
                Your proposal form
              </a>
            </li>
            <li>
              <a href={quote.documents.terms_and_conditions} target="_blank" rel="noreferrer">
                Terms and conditions
              </a>
            </li>
            {addons.map((a) => (
              <li key={a.code}>
                <a href={a.documents.ipid} target="_blank" rel="noreferrer">
                  {a.addon_name}: Insurance Product Information Document
                </a>
              </li>
            ))}
          </ul>
          <p>
            We will email your policy documents once you have paid. You have {COOLING_OFF_DAYS} days from the
            start of cover, or from receiving your documents if later, to cancel.
          </p>
          <p>{agreeQuestion.description}</p>
          {showError && !agreed ? (
            <p className="error-message" role="alert" id="agree-error">
              {agreeQuestion.errorMessage}
            </p>
          ) : null}
          <div className="checkbox-row">
            <input
              id="summary-agree"
              type="checkbox"
              checked={agreed}
              aria-describedby={showError && !agreed ? 'agree-error' : undefined}
              onChange={(e) => setAgreed(e.target.checked)}
            />
            <label htmlFor="summary-agree">{agreeQuestion.title}</label>
          </div>
        </section>
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => navigate(pathOf('Addons', uuid))}
          >
            Previous
          </button>
          <button type="button" className="button" onClick={onContinue}>
            Continue
          </button>
        </div>
      </div>
      <PriceBox proposal={proposal} payMonthly={payMonthly} onFrequency={choose} addons={addons} />
    </div>
  );
}
