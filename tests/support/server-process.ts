/**
 * The real server as a child process, as `npm run serve` starts it: plain node running the build,
 * dist/server/main.js. Used by the crash run, the two-server tests, the bench and the journeys.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '#server/project-files.ts';

export const BUILT_SERVER = join(projectRoot, 'dist', 'server', 'main.js');

/** Builds the server if its sources changed since its last build (a no-op after `npm run build`). */
export function ensureServerBuilt(): void {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(projectRoot, 'scripts', 'build', 'build.ts'), '--changed', 'server'],
    { cwd: projectRoot, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`the server build failed:\n${result.stdout}\n${result.stderr}`);
}

/** A loopback port nothing listens on (at the moment of asking). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:port */
  base: string;
  exited: Promise<Exit>;
  /** The last 8,000 characters the server wrote to standard output (its log lines). */
  stdout(): string;
  /** The last 4,000 characters the server wrote to standard error. */
  stderr(): string;
  /** Sends a signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/**
 * Starts dist/server/main.js on `port` (loopback) with `env` over the inherited environment (without
 * DATABASE_URL, DATABASE_FILE, SMTP_URL or TRUST_PROXY unless `env` sets them; emails go to a
 * temporary DATA_DIR removed at exit unless `env` names one). Node itself is the child, so a signal
 * reaches the server, not a wrapper.
 */
export function spawnServer(
  port: number,
  env: Record<string, string>,
  /** The script node runs: the built server, or another (the bench's bare Fastify floor). */
  entry = BUILT_SERVER,
): ServerProcess {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATABASE_FILE', 'SMTP_URL', 'TRUST_PROXY', 'DATA_DIR'])
    delete inherited[name];
  const dataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'vq-server-'));
  const child = spawn(process.execPath, [entry], {
    cwd: projectRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-8000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  // A test run that ends (or times out) without stopping its server must not leave it running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<Exit>((resolve) =>
    // 'close', not 'exit': the process has ended and its output has all been read.
    child.once('close', (code, signal) => {
      process.off('exit', killOnExit);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Waits until the server answers GET /json/status 200 (a plain request, as a load balancer's probe);
 * answers the milliseconds it took. Throws with the server's standard error when it exits first or
 * does not answer in time.
 */
export async function waitUntilServing(server: ServerProcess, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (!exited && Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${server.base}/json/status`)).status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(
    `the server on port ${server.port} ${exited ? 'exited' : 'did not answer /json/status 200'}: ${server.stderr()}${server.stdout().slice(-2000)}`,
  );
}

/** spawnServer, then waitUntilServing. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  entry = BUILT_SERVER,
): Promise<ServerProcess> {
  const server = spawnServer(port, env, entry);
  try {
    await waitUntilServing(server);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}
