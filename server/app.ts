import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurity } from './http/security';
import { loadReferenceLists } from './lists/reference-lists';
import { proposalService } from './proposals/proposal-service';
import { embeddedAddressProvider } from './providers/address/address-provider';
import { embeddedVehicleProvider } from './providers/vehicle/vehicle-provider';
import { addressRoutes } from './routes/address-routes';
import { clientRoutes } from './routes/client-routes';
import { listRoutes } from './routes/list-routes';
import { proposalRoutes } from './routes/proposal-routes';
import { quoteRoutes } from './routes/quote-routes';
import { documentRoutes } from './routes/document-routes';
import { quoteService } from './quotes/quote-service';
import { statusRoutes } from './routes/status-routes';
import { createRiskValidator } from './validation/quote-form-validator';
import { vehicleRoutes } from './routes/vehicle-routes';
import type { Store } from './store/types';

export interface AppOptions {
  store: Store;
  logLevel?: string;
  clientDir?: string | null;
  secureCookies?: boolean;
  /** The day quotes are priced on (YYYY-MM-DD); the real date when not given (tests fix it). */
  today?: () => string;
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
  const lists = loadReferenceLists();
  const validateRisk = createRiskValidator(lists);
  const proposals = proposalService(options.store, validateRisk);
  proposalRoutes(app, proposals, options.secureCookies ?? false);
  quoteRoutes(app, quoteService(options.store, proposals, validateRisk, options.today));
  documentRoutes(app, options.store, lists);
  listRoutes(app, lists);
  vehicleRoutes(app, embeddedVehicleProvider());
  addressRoutes(app, embeddedAddressProvider());
  statusRoutes(app, options.store);
  await clientRoutes(app, options.clientDir ?? null);
  app.addHook('onClose', async () => options.store.close());
  return app;
}
