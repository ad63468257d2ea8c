import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { todayIso } from '#domain/dates.ts';
import { acceptService } from './buying/accept-service';
import { directDebitService } from './buying/direct-debit-service';
import { paymentService } from './buying/payment-service';
import { recallService } from './buying/recall-service';
import { registerCompression } from './http/compression';
import { registerErrorHandler, toApiError } from './http/error-handler';
import { logSerializers } from './http/log-serializers';
import { clientLimiter, LOOKUP_LIMITS } from './http/rate-limit';
import { registerSecurity } from './http/security';
import type { TrustProxy } from './http/trust-proxy';
import { loadReferenceLists, optionsByName } from './lists/reference-lists';
import { proposalService } from './proposals/proposal-service';
import { screenTopReader } from './proposals/screen-top-values';
import { embeddedAddressProvider } from './providers/address/address-provider';
import { createSandboxCreditProvider, type CreditProvider } from './providers/credit/index';
import { paymentSandbox } from './providers/payment/index';
import { embeddedVehicleProvider } from './providers/vehicle/vehicle-provider';
import { quoteService } from './quotes/quote-service';
import { addressRoutes } from './routes/address-routes';
import { buyingRoutes } from './routes/buying-routes';
import { clientRoutes } from './routes/client-routes';
import { documentRoutes } from './routes/document-routes';
import { funnelRoutes } from './routes/funnel-routes';
import { listRoutes } from './routes/list-routes';
import { paymentSandboxRoutes } from './routes/payment-sandbox-routes';
import { proposalRoutes } from './routes/proposal-routes';
import { quoteRoutes } from './routes/quote-routes';
import { recallRoutes } from './routes/recall-routes';
import { statusRoutes } from './routes/status-routes';
import { vehicleRoutes } from './routes/vehicle-routes';
import type { Store } from './store/types';
import { riskAcceptor } from './validation/accept-risk';
import { createRiskValidator } from './validation/quote-form-validator';

export interface AppOptions {
  store: Store;
  logLevel?: string;
  clientDir?: string | null;
  secureCookies?: boolean;
  /** Which proxies' X-Forwarded-For / -Proto are believed (TRUST_PROXY); none when not given. */
  trustProxy?: TrustProxy;
  /** The day in the UK (YYYY-MM-DD) quotes are priced and expire on; tests fix it. */
  today?: () => string;
  /** The time now; tests fix it. */
  now?: () => Date;
  /** The credit provider; the embedded Direct Debit sandbox when not given. */
  credit?: CreditProvider;
  /** Lookup limits per client (LOOKUP_LIMITS when not given; tests of many lookups raise them). */
  lookupLimits?: typeof LOOKUP_LIMITS;
  /** Where log lines go (standard output when not given; tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** Builds the HTTP app over a store; no listening, so tests can inject requests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 256 * 1024,
    trustProxy: options.trustProxy ?? false,
    // An address the router cannot read (bad percent-encoding, a parameter too long) answers with the
    // API's error body too, like every other refusal.
    frameworkErrors: (error, _request, reply) => {
      const apiError = toApiError(error);
      void (reply as FastifyReply).status(apiError.statusCode).send(apiError.toBody());
    },
  });
  // The API speaks JSON only: any other body type is a 415.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  // Parses the Cookie header in onRequest, before any hook or route reads request.cookies.
  await app.register(fastifyCookie);
  registerSecurity(app);
  await registerCompression(app);
  const { store } = options;
  const today = options.today ?? (() => todayIso());
  const now = options.now ?? (() => new Date());
  const lists = loadReferenceLists();
  const validateRisk = createRiskValidator(lists);
  const vehicles = embeddedVehicleProvider();
  const acceptRisk = riskAcceptor(validateRisk, vehicles);
  const payments = paymentSandbox({ store: store.payments, now });
  const proposals = proposalService(store, acceptRisk, payments);
  const tokens = { secure: options.secureCookies ?? false, knows: (hash: string) => store.knowsToken(hash) };
  proposalRoutes(app, proposals, tokens);
  quoteRoutes(app, quoteService(store, proposals, validateRisk, acceptRisk, today));
  recallRoutes(app, recallService(store, today), store.rateLimits, tokens, now);
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
  const limitClient = clientLimiter(store.rateLimits, now);
  const lookupLimits = options.lookupLimits ?? LOOKUP_LIMITS;
  vehicleRoutes(app, vehicles, limitClient, lookupLimits);
  addressRoutes(app, embeddedAddressProvider(), limitClient, lookupLimits);
  statusRoutes(app, store);
  funnelRoutes(app, store.funnel, store.rateLimits, today, now);
  await clientRoutes(app, options.clientDir ?? null, screenTopReader(proposals, optionsByName(lists)));
  app.addHook('onClose', async () => options.store.close());
  return app;
}
