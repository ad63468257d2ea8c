import { dirname, join } from 'node:path';
import { trustProxyFrom, type TrustProxy } from '#server/http/trust-proxy.ts';
import { projectRoot } from '#server/project-files.ts';
import { databaseFrom, type DatabaseConfig } from '#server/store/database-config.ts';

export { projectRoot };

/** Server settings, read from the environment once at start (README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  logLevel: string;
  /** Folder of the built client, served with a history fallback; null to serve none. */
  clientDir: string | null;
  /** Mark cookies Secure (behind HTTPS). */
  secureCookies: boolean;
  /** Which proxies may name the client and its protocol in X-Forwarded-* headers (off by default). */
  trustProxy: TrustProxy;
  /** The key of the credit sandbox's mandate references (a real deployment sets its own). */
  creditSandboxSecret: string | undefined;
  /** The folder whose outbox/ receives emails as .eml files when there is no SMTP_URL. */
  dataDir: string;
  /** How often the email worker looks for due rows, in ms. */
  outboxPollMs: number;
  /** On SIGTERM, how long in-flight requests may take before the server exits anyway, in ms. */
  shutdownTimeoutMs: number;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max = Infinity): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`${name} must be a whole number up to ${max}, got "${env[name]}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const database = databaseFrom(env);
  // Without SMTP, emails are files beside the SQLite file, or under data/ for PostgreSQL.
  const defaultDataDir =
    database.kind === 'sqlite' && database.file !== ':memory:'
      ? dirname(database.file)
      : join(projectRoot, 'data');
  return {
    port: wholeNumber(env, 'PORT', 3000, 65535),
    host: env.HOST ?? '0.0.0.0',
    database,
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: env.CLIENT_DIR ?? join(projectRoot, 'dist', 'client'),
    secureCookies: env.SECURE_COOKIES === 'true',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    creditSandboxSecret: env.CREDIT_SANDBOX_SECRET?.trim() || undefined,
    dataDir: env.DATA_DIR?.trim() || defaultDataDir,
    outboxPollMs: wholeNumber(env, 'OUTBOX_POLL_MS', 15_000),
    shutdownTimeoutMs: wholeNumber(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
  };
}
