import { todayIso } from '#domain/dates.ts';
import type { Quote } from '#domain/contract/quote.ts';
import { ApiError, conflict, invalid } from '#server/http/errors.ts';
import type { ProposalService } from '#server/proposals/proposal-service.ts';
import { rateRisk } from '#server/rating/index.ts';
import { StaleVersionError, type ProposalRecord, type Store } from '#server/store/types.ts';
import { parseProposalInput } from '#server/validation/proposal-envelope.ts';
import type { RiskAcceptor } from '#server/validation/accept-risk.ts';
import type { RiskValidator } from '#server/validation/quote-form-validator.ts';
import { presentQuote } from './present-quote';
import { addonCodesFrom, payMonthlyFrom } from './quote-input';

const notQuoted = () => new ApiError(409, 'not_quoted', 'This proposal has no quote yet.');

/** What the customer would pay by card now under a plan: the monthly deposit or the annual total. */
const dueNow = (quote: Quote | null, isPayMonthly: boolean) =>
  quote?.is_quoted ? (isPayMonthly ? quote.monthly_deposit : quote.annual_total) : null;

/** The figures of the credit a Direct Debit was agreed for, as one comparable text: a change of any needs a new credit check. */
const creditKey = (quote: Quote | null) =>
  JSON.stringify([
    quote?.monthly_deposit,
    quote?.monthly_amount_of_credit,
    quote?.monthly_installments,
    quote?.monthly_payment,
    quote?.monthly_total_payable,
    quote?.monthly_apr,
  ]);

/**
 * Quotes, optional covers and payment frequency (SPEC.md 7). The server alone prices: a proposal's
 * answers are validated with the quote-form schemas and rated by server/rating; any price-like field
 * a browser sends is ignored.
 */
export function quoteService(
  store: Store,
  proposals: ProposalService,
  validateRisk: RiskValidator,
  acceptRisk: RiskAcceptor,
  today = todayIso,
) {
  const selectedCodes = (record: ProposalRecord) => (record.data.addons ?? []).map((a) => a.code);

  async function write(record: ProposalRecord, changes: Parameters<Store['updateProposal']>[2]) {
    try {
      return await store.updateProposal(record.uuid, record.version, changes);
    } catch (e) {
      if (e instanceof StaleVersionError) throw conflict();
      throw e;
    }
  }

  /** Rates the answers with the chosen addons and stores answers and quote in one write. */
  async function rateAndStore(record: ProposalRecord, risk: Record<string, unknown>, codes: string[]) {
    const date = today();
    const result = rateRisk(risk, { today: date, addonCodes: codes });
    const previous = record.data.quote;
    const quote = presentQuote(result, {
      reference: record.reference,
      coverStartDate: String(risk.cover_start_date),
      today: date,
      initialPremium: previous?.metadata?.initial_premium ?? null,
    });
    const selected = quote.addons.filter((a) => a.is_selected);
    const before = record.isQuoted ? previous : null;
    if (dueNow(before, record.isPayMonthly) !== dueNow(quote, record.isPayMonthly))
      await proposals.beforePriceChange(record.uuid);
    return write(record, {
      isQuoted: true,
      data: {
        ...record.data,
        risk,
        quote,
        addons: selected.length > 0 ? selected : null,
        // The Direct Debit was agreed for the old instalments: new ones are checked again.
        direct_debit: creditKey(before) === creditKey(quote) ? record.data.direct_debit : null,
      },
    });
  }

  const loadForChange = (uuid: string, tokenHash: string | null) => proposals.loadForChange(uuid, tokenHash);

  return {
    /** POST /api/proposal/{uuid}/quote: the whole proposal (answers optional: the stored ones are rated). */
    async quote(uuid: string, tokenHash: string | null, body: unknown) {
      const record = await loadForChange(uuid, tokenHash);
      const sent = body && typeof body === 'object' && 'risk' in body ? parseProposalInput(body) : null;
      // Answers sent without the version they change could be older than the stored ones.
      if (sent && sent.version === undefined)
        throw invalid([{ path: 'version', message: 'Send the version of the proposal you are changing.' }]);
      if (sent && sent.version !== record.version) throw conflict();
      // Changed answers are tidied and checked as a new proposal's are; stored ones were at the time.
      const risk = sent ? await acceptRisk(sent.risk) : record.data.risk;
      if (!sent) validateRisk.assert(risk);
      return rateAndStore(record, risk, selectedCodes(record));
    },

    /** POST /api/proposal/{uuid}/addons: the selected optional covers; re-rates. None saved is null. */
    async addons(uuid: string, tokenHash: string | null, body: unknown) {
      const record = await loadForChange(uuid, tokenHash);
      if (!record.isQuoted || !record.data.quote?.is_quoted) throw notQuoted();
      return rateAndStore(record, record.data.risk, addonCodesFrom(body));
    },

    /** POST /api/proposal/{uuid}/payment-method: monthly or annual, stored at once. */
    async paymentMethod(uuid: string, tokenHash: string | null, body: unknown) {
      const isPayMonthly = payMonthlyFrom(body);
      const record = await loadForChange(uuid, tokenHash);
      if (dueNow(record.data.quote, record.isPayMonthly) !== dueNow(record.data.quote, isPayMonthly))
        await proposals.beforePriceChange(uuid);
      return write(record, { isPayMonthly });
    },
  };
}

export type QuoteService = ReturnType<typeof quoteService>;
