import Fastify, { type FastifyInstance } from 'fastify';
import { todayIso } from '#domain/dates.ts';
import { acceptService } from './buying/accept-service';
import { directDebitService } from './buying/direct-debit-service';
import { paymentService } from './buying/payment-service';
import { recallService } from './buying/recall-service';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurity } from './http/security';
import { loadReferenceLists, optionsByName } from './lists/reference-lists';
import { proposalService } from './proposals/proposal-service';
import { embeddedAddressProvider } from './providers/address/address-provider';
import { createSandboxCreditProvider, type CreditProvider } from './providers/credit/index';
import { paymentSandbox } from './providers/payment/index';
import { embeddedVehicleProvider } from './providers/vehicle/vehicle-provider';
import { quoteService } from './quotes/quote-service';
import { addressRoutes } from './routes/address-routes';
import { buyingRoutes } from './routes/buying-routes';
import { clientRoutes } from './routes/client-routes';
import { documentRoutes } from './routes/document-routes';
import { listRoutes } from './routes/list-routes';
import { paymentSandboxRoutes } from './routes/payment-sandbox-routes';
import { proposalRoutes } from './routes/proposal-routes';
import { quoteRoutes } from './routes/quote-routes';
import { recallRoutes } from './routes/recall-routes';
import { statusRoutes } from './routes/status-routes';
import { vehicleRoutes } from './routes/vehicle-routes';
import type { Store } from './store/types';
import { createRiskValidator } from './validation/quote-form-validator';

export interface AppOptions {
  store: Store;
  logLevel?: string;
  clientDir?: string | null;
  secureCookies?: boolean;
  /** The day in the UK (YYYY-MM-DD) quotes are priced and expire on; tests fix it. */
  today?: () => string;
  /** The time now; tests fix it. */
  now?: () => Date;
  /** The credit provider; the embedded Direct Debit sandbox when not given. */
  credit?: CreditProvider;
}

/** Builds the HTTP app over a store; no listening, so tests can inject requests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      // Logs carry no personal data: no bodies, no cookies.
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: 256 * 1024,
    trustProxy: true,
  });
  // The API speaks JSON only: any other body type is a 415.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerSecurity(app);
  const { store } = options;
  const today = options.today ?? (() => todayIso());
  const now = options.now ?? (() => new Date());
  const lists = loadReferenceLists();
  const validateRisk = createRiskValidator(lists);
  const payments = paymentSandbox({ store: store.payments, now });
  const proposals = proposalService(store, validateRisk, payments);
  proposalRoutes(app, proposals, options.secureCookies ?? false);
  quoteRoutes(app, quoteService(store, proposals, validateRisk, today));
  recallRoutes(app, recallService(store, today), store.rateLimits, options.secureCookies ?? false, now);
  buyingRoutes(app, {
    directDebit: directDebitService(
      store,
      proposals,
      options.credit ?? createSandboxCreditProvider({ now }),
      today,
    ),
    payment: paymentService(proposals, payments, today),
    accept: acceptService(store, proposals, payments, optionsByName(lists), { today, now }),
    limits: store.rateLimits,
    now,
  });
  paymentSandboxRoutes(app, payments);
  documentRoutes(app, store, lists);
  listRoutes(app, lists);
  vehicleRoutes(app, embeddedVehicleProvider());
  addressRoutes(app, embeddedAddressProvider());
  statusRoutes(app, store);
  await clientRoutes(app, options.clientDir ?? null);
  app.addHook('onClose', async () => options.store.close());
  return app;
}
