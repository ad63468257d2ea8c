import { todayIso } from '../../src/domain/dates';
import { ApiError, conflict, invalid } from '../http/errors';
import type { ProposalService } from '../proposals/proposal-service';
import { rateRisk } from '../rating';
import { StaleVersionError, type ProposalRecord, type Store } from '../store/types';
import { parseProposalInput } from '../validation/proposal-envelope';
import type { RiskValidator } from '../validation/quote-form-validator';
import { presentQuote, type ApiAddon, type ApiQuote } from './present-quote';
import { addonCodesFrom, payMonthlyFrom } from './quote-input';

const purchased = () =>
  new ApiError(409, 'purchased', 'This policy has already been bought and can no longer be changed.');
const notQuoted = () => new ApiError(409, 'not_quoted', 'This proposal has no quote yet.');

/**
 * Quotes, optional covers and payment frequency (SPEC.md 7). The server alone prices: a proposal's
 * answers are validated with the quote-form schemas and rated by server/rating; any price-like field
 * a browser sends is ignored.
 */
export function quoteService(
  store: Store,
  proposals: ProposalService,
  validateRisk: RiskValidator,
  today = todayIso,
) {
  const assertValid = (risk: unknown) => {
    const messages = validateRisk(risk);
    if (messages.length > 0)
      throw invalid(messages.map((m) => ({ path: `risk.${m.path}`, message: m.message })));
  };

  const selectedCodes = (record: ProposalRecord) =>
    ((record.data.addons ?? []) as ApiAddon[]).map((a) => a.code);

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
    const previous = record.data.quote as ApiQuote | null;
    const quote = presentQuote(result, {
      reference: record.reference,
      coverStartDate: String(risk.cover_start_date),
      today: date,
      initialPremium: (previous?.metadata?.initial_premium as number | null | undefined) ?? null,
    });
    const selected = quote.addons.filter((a) => a.is_selected);
    return write(record, {
      isQuoted: true,
      data: {
        ...record.data,
        risk,
        quote: quote as unknown as Record<string, unknown>,
        addons: selected.length > 0 ? selected : null,
      },
    });
  }

  async function loadForChange(uuid: string, tokenHash: string | null) {
    const record = await proposals.load(uuid, tokenHash);
    if (record.isPurchased) throw purchased();
    return record;
  }

  return {
    /** POST /api/proposal/{uuid}/quote: the whole proposal (answers optional: the stored ones are rated). */
    async quote(uuid: string, tokenHash: string | null, body: unknown) {
      const record = await loadForChange(uuid, tokenHash);
      const sent = body && typeof body === 'object' && 'risk' in body ? parseProposalInput(body) : null;
      if (sent?.version !== undefined && sent.version !== record.version) throw conflict();
      const risk = sent?.risk ?? record.data.risk;
      assertValid(risk);
      return rateAndStore(record, risk, selectedCodes(record));
    },

    /** POST /api/proposal/{uuid}/addons: the selected optional covers; re-rates. None saved is null. */
    async addons(uuid: string, tokenHash: string | null, body: unknown) {
      const record = await loadForChange(uuid, tokenHash);
      if (!(record.data.quote as ApiQuote | null)?.is_quoted) throw notQuoted();
      return rateAndStore(record, record.data.risk, addonCodesFrom(body));
    },

    /** POST /api/proposal/{uuid}/payment-method: monthly or annual, stored at once. */
    async paymentMethod(uuid: string, tokenHash: string | null, body: unknown) {
      const isPayMonthly = payMonthlyFrom(body);
      const record = await loadForChange(uuid, tokenHash);
      return write(record, { isPayMonthly });
    },
  };
}

export type QuoteService = ReturnType<typeof quoteService>;
