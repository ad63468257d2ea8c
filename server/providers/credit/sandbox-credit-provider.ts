import { assertWellFormedApplication } from './application-checks';
import {
  formatErrors,
  maskAccountNumber,
  maskSortCode,
  modulusErrors,
  normaliseBankDetails,
  passesModulusCheck,
} from './bank-details';
import {
  CREDIT_ACCEPTED,
  CREDIT_DECLINED,
  CREDIT_INVALID_DETAILS,
  type CreditDecision,
  type CreditProvider,
  CreditUnavailableError,
} from './credit-provider';
import { mandateReference } from './mandate-reference';
import { DIRECT_DEBIT_MESSAGES } from './messages';
import { DECLINED_PAIRS, UNAVAILABLE_PAIRS, pairKey } from './test-values';

/** The key of the sandbox's mandate references when none is configured. Not a secret: set your own. */
export const DEFAULT_SANDBOX_SECRET = 'van-quote-credit-sandbox';

/** Settings of the embedded sandbox; every one has a default. */
export interface SandboxCreditOptions {
  /** HMAC key of the mandate references; keep it stable across restarts and servers. */
  secret?: string;
  /** The clock for `created_at`; tests pass a fixed one. */
  now?: () => Date;
}

/**
 * The embedded Direct Debit sandbox (DESIGN.md 3). It holds no state, stores nothing and logs
 * nothing. In order:
 * 1. malformed identifiers or figures throw CreditApplicationError;
 * 2. format rules (name, 8-digit account number, 6-digit sort code) give API1010 with SPEC.md 5 messages;
 * 3. the documented "unavailable" pair throws CreditUnavailableError;
 * 4. a pair failing UK modulus checking gives API1010 on account number and sort code;
 * 5. the documented "declined" pair gives API2001;
 * 6. anything else gives API1000 with a mandate whose reference depends only on the uuid and the
 *    bank account (see test-values.ts for the pairs).
 */
export function createSandboxCreditProvider(options: SandboxCreditOptions = {}): CreditProvider {
  const secret = options.secret ?? DEFAULT_SANDBOX_SECRET;
  const now = options.now ?? (() => new Date());
  return {
    async check(application): Promise<CreditDecision> {
      assertWellFormedApplication(application);
      const details = normaliseBankDetails(application);
      const fields = formatErrors(details);
      if (fields.length > 0) return { reason_code: CREDIT_INVALID_DETAILS, fields };

      const { sort_code, account_number, account_name } = details;
      const key = pairKey(sort_code, account_number);
      if (UNAVAILABLE_PAIRS.has(key)) throw new CreditUnavailableError(DIRECT_DEBIT_MESSAGES.unavailable);
      if (!passesModulusCheck(sort_code, account_number))
        return { reason_code: CREDIT_INVALID_DETAILS, fields: modulusErrors() };
      if (DECLINED_PAIRS.has(key))
        return { reason_code: CREDIT_DECLINED, message: DIRECT_DEBIT_MESSAGES.declined };

      return {
        reason_code: CREDIT_ACCEPTED,
        mandate: {
          mandate_reference: mandateReference(secret, application.proposal_uuid, sort_code, account_number),
          account_name,
          account_number_masked: maskAccountNumber(account_number),
          sort_code_masked: maskSortCode(sort_code),
          created_at: now().toISOString(),
        },
      };
    },
  };
}
