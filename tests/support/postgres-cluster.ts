/**
 * A throwaway PostgreSQL cluster for tests, the fuzz and crash runs and the bench: Debian's server
 * binaries (apt-get install -y postgresql), initdb into a temporary folder, started on a free
 * loopback port with its socket in that folder, and removed by stop(). As root the binaries refuse to
 * run, so they run as the `postgres` user. No database is mocked: this is the real server.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PostgresCluster {
  /** A superuser's URL to the cluster's `postgres` database. */
  url: string;
  /** Stops the server and removes its folder. */
  stop(): void;
  /** Stops the server, keeping its data: the database becomes unreachable (a failure, for tests). */
  halt(): void;
  /** Starts a halted server again, on the same port with the same data. */
  resume(): void;
}

export interface ClusterOptions {
  /**
   * Keep PostgreSQL's durability (fsync on every commit), as a deployment would: for the bench.
   * Tests turn it off; they kill servers, never the database.
   */
  durable?: boolean;
}

/** The folder of initdb and pg_ctl: PG_BINDIR, else the newest /usr/lib/postgresql/N/bin. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

/** Whether nothing listens on `port` of the loopback (0: any free port, answered). */
async function listenable(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/**
 * A loopback port for the cluster: the first free one of TEST_PG_PORTS (`55432-55440`, to keep
 * several checkouts' clusters in agreed ranges), else any free port.
 */
async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PG_PORTS?.trim() ?? '');
  if (!range) return (await listenable(0))!;
  for (let port = Number(range[1]); port <= Number(range[2]); port++)
    if ((await listenable(port)) !== null) return port;
  throw new Error(`no free port in TEST_PG_PORTS=${process.env.TEST_PG_PORTS}`);
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      'PostgreSQL server binaries not found: install them (apt-get install -y postgresql), ' +
        'set PG_BINDIR to their folder, or set TEST_DATABASE_URL to a database the tests may fill.',
    );
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'vq-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const all = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, all, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout || result.error}`);
  };
  const data = join(dir, 'data');
  let started = false;
  const halt = () => {
    if (!started) return;
    started = false;
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  const stop = () => {
    process.off('exit', stop);
    halt();
    rmSync(dir, { recursive: true, force: true });
  };
  // A runner that ends without calling stop() must not leave a server behind.
  process.once('exit', stop);
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const settings = [
      '-c listen_addresses=127.0.0.1',
      `-k ${dir}`,
      '-c max_connections=200',
      ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ];
    const start = (port: number) => {
      const options = `-p ${port} ${settings.join(' ')}`;
      run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
      started = true;
    };
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      try {
        start(port);
        return {
          url: `postgres://postgres@127.0.0.1:${port}/postgres`,
          stop,
          halt,
          resume: () => started || start(port),
        };
      } catch (error) {
        if (attempt === 3) throw error; // the port was taken between the probe and the start
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
}
