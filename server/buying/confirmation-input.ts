import type { Quote } from '#domain/contract/quote.ts';
import { listName, type ListsByName } from '#domain/lists.ts';
import { poundsToPence } from '#domain/money.ts';
import type { ConfirmationInput } from '#server/email/compose-confirmation.ts';
import { confirmationDocuments } from '#server/email/confirmation-documents.ts';
import type { ProposalRecord } from '#server/store/types.ts';

type Section = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the confirmation email says and carries, from the purchased proposal (money in pence). */
export function confirmationInput(
  record: ProposalRecord,
  quote: Quote,
  policyNumber: string,
  lists: ListsByName,
  today: string,
): ConfirmationInput {
  const risk = record.data.risk;
  const vehicle = (risk.vehicle ?? {}) as Section;
  const proposer = ((risk.drivers as Section | undefined)?.proposer ?? {}) as Section;
  const contact = (risk.contact_details ?? {}) as Section;
  const addonCodes = (record.data.addons ?? []).map((a) => a.code);
  const documents = confirmationDocuments(
    { risk, reference: record.reference, insurerName: quote.insurer_name, lists, today },
    { addonCodes, isPayMonthly: record.isPayMonthly },
  );
  const facts = {
    reference: record.reference,
    policy_number: policyNumber,
    email: text(contact.email),
    forename: text(proposer.forename),
    cover_start_date: quote.cover_start_date,
    cover_end_date: quote.cover_end_date,
    registration: text(vehicle.vehicle_registration),
    vehicle_description: [vehicle.vehicle_make, vehicle.vehicle_model].filter(Boolean).join(' '),
    cover_name: listName(lists, 'policy_cover_type', quote.cover_type ?? ''),
    insurer_name: quote.insurer_name ?? '',
    documents,
    today,
  };
  return record.isPayMonthly
    ? {
        ...facts,
        is_pay_monthly: true,
        deposit_pence: poundsToPence(quote.monthly_deposit ?? 0),
        instalment_count: quote.monthly_installments ?? 0,
        instalment_pence: poundsToPence(quote.monthly_payment ?? 0),
        total_payable_pence: poundsToPence(quote.monthly_total_payable ?? 0),
      }
    : {
        ...facts,
        is_pay_monthly: false,
        annual_total_pence: poundsToPence(quote.annual_total ?? quote.premium),
      };
}
