import { join, resolve } from 'node:path';

/** Server settings, read from the environment once at start (README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite file path; ":memory:" for tests. */
  databaseFile: string;
  logLevel: string;
  /** Folder of the built client, served with a history fallback; null to serve none. */
  clientDir: string | null;
  /** Mark cookies Secure (behind HTTPS). */
  secureCookies: boolean;
  /** The key of the credit sandbox's mandate references (a real deployment sets its own). */
  creditSandboxSecret: string | undefined;
}

export const projectRoot = resolve(import.meta.dirname, '..');

/** Turns DATABASE_URL (sqlite:/path, file:/path or a bare path) or DATABASE_FILE into a file path. */
export function databaseFileFrom(env: NodeJS.ProcessEnv): string {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (/^postgres(ql)?:/i.test(url)) {
      throw new Error(
        'DATABASE_URL names PostgreSQL, but this build ships only the embedded SQLite store. ' +
          'Use DATABASE_URL=sqlite:/path/to/file.sqlite or DATABASE_FILE.',
      );
    }
    return url.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, '');
  }
  return env.DATABASE_FILE?.trim() || join(projectRoot, 'data', 'van-quote.sqlite');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseFile: databaseFileFrom(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: env.CLIENT_DIR ?? join(projectRoot, 'dist', 'client'),
    secureCookies: env.SECURE_COOKIES === 'true',
    creditSandboxSecret: env.CREDIT_SANDBOX_SECRET?.trim() || undefined,
  };
}
