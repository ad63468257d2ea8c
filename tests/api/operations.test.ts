/**
 * Running the server as a service (issue 12 item 4), on the project's store: the built server
 * (dist/server/main.js under plain node, as `npm run serve` starts it) answers a plain health probe,
 * stops gracefully on SIGTERM, and answers 503 (never a 500, never a crash) while its database is
 * unreachable.
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '#server/http/error-handler.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { startPostgresCluster } from '#tests/support/postgres-cluster.ts';
import { ensureServerBuilt, freePort, spawnServer, startServer } from '#tests/support/server-process.ts';
import { freshDatabase, storeKind } from '#tests/support/store-under-test.ts';
import { postgresTestDatabase } from '#tests/support/test-database.ts';
import { testApp } from './test-app';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

beforeAll(() => ensureServerBuilt(), 120_000);

/** A built server on a fresh database of the project's kind, stopped (and the database removed) after the test. */
async function serverOnFreshDatabase(env: Record<string, string> = {}) {
  const database = await freshDatabase();
  cleanups.push(() => database.dispose());
  const server = await startServer(await freePort(), { ...database.env, ...env });
  cleanups.push(() => server.stop('SIGKILL'));
  return { database, server };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const createBody = JSON.stringify({ risk: completeRisk() });

describe(`the health probe on ${storeKind}`, { timeout: 60_000 }, () => {
  it('answers a plain GET, with no custom header, 200 {"status":"ok"}', async () => {
    const { server } = await serverOnFreshDatabase();
    const res = await fetch(`${server.base}/json/status`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers 503, and every call that needs the database a 503 with a clear message, once the store is gone', async () => {
    const t = await testApp();
    cleanups.push(() => t.app.close());
    await t.store.close();
    const status = await t.app.inject({ method: 'GET', url: '/json/status' });
    expect(status.statusCode).toBe(503);
    expect(status.json()).toMatchObject({ status: 'unavailable' });
    const created = await t.call('POST', '/api/proposal', { risk: completeRisk() });
    expect(created.statusCode).toBe(503);
    expect(created.json().error).toEqual({ code: 'unavailable', message: DATABASE_UNAVAILABLE, fields: [] });
    expect(created.headers['retry-after']).toBe('5');
    // Calls that need no database still answer.
    expect((await t.call('GET', '/api/list/insurer.titles')).statusCode).toBe(200);
  });
});

describe(`SIGTERM on ${storeKind}`, { timeout: 60_000 }, () => {
  it('stops taking connections, finishes the request in flight, closes the database, and exits 0', async () => {
    const { database, server } = await serverOnFreshDatabase({ LOG_LEVEL: 'info' });
    // A create whose body is still arriving when the signal comes: a request in flight.
    const socket = connect(server.port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write(
      `POST /api/proposal HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nX-Requested-With: XMLHttpRequest\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(createBody)}\r\n` +
        `Connection: close\r\n\r\n${createBody.slice(0, 200)}`,
    );
    await sleep(200);
    const exited = server.stop('SIGTERM');
    await sleep(300);
    expect(server.child.exitCode).toBeNull(); // waiting for the request in flight
    await expect(fetch(`${server.base}/json/status`)).rejects.toThrow(); // no new connections

    socket.write(createBody.slice(200));
    await once(socket, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    const uuid = /"uuid":"([0-9a-f-]{36})"/.exec(answer)?.[1];
    expect(uuid).toBeDefined();
    expect(await exited).toEqual({ code: 0, signal: null });
    // In this order by their times: the signal, the answer to the request in flight, the pool
    // closed, the end (lines may be written out of order; their times are not).
    const lines = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) => JSON.parse(line) as { time: number; msg: string; reqId?: string; req?: { route?: string } },
      );
    const timeOf = (msg: string, reqId?: string) =>
      lines.find((l) => l.msg.startsWith(msg) && (reqId === undefined || l.reqId === reqId))?.time ?? NaN;
    const inFlight = lines.find((l) => l.req?.route === '/api/proposal')?.reqId;
    const times = [
      timeOf('stopping: finishing requests in flight'),
      timeOf('request completed', inFlight),
      timeOf('stopping: requests finished, database closed'),
      timeOf('stopped'),
    ];
    expect(times.every(Number.isFinite), server.stdout()).toBe(true);
    expect([...times].sort((x, y) => x - y)).toEqual(times);

    // What the request wrote is in the database.
    const store = await database.open();
    cleanups.push(() => store.close());
    expect(await store.getProposal(uuid!)).toMatchObject({ version: 1 });
  });
});

describe.runIf(storeKind === 'postgres')('PostgreSQL unreachable', { timeout: 60_000 }, () => {
  it('refuses to start with a clear message when DATABASE_URL points at nothing', async () => {
    const dead = await freePort();
    const server = spawnServer(await freePort(), {
      DATABASE_URL: `postgres://van:secret@127.0.0.1:${dead}/vanquote`,
    });
    cleanups.push(() => server.stop('SIGKILL'));
    expect((await server.exited).code).toBe(1);
    expect(server.stderr()).toContain(`cannot open the database postgres://127.0.0.1:${dead}/vanquote`);
    expect(server.stderr()).not.toContain('secret');
  });

  it('answers 503 while the cluster is stopped, and serves again once it is back', async () => {
    const cluster = await startPostgresCluster();
    cleanups.push(async () => cluster.stop());
    const database = await postgresTestDatabase(cluster.url);
    const server = await startServer(await freePort(), database.env);
    cleanups.push(() => server.stop('SIGKILL'));
    const post = () =>
      fetch(`${server.base}/api/proposal`, {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: createBody,
      });
    expect((await post()).status).toBe(201);

    cluster.halt();
    const status = await fetch(`${server.base}/json/status`);
    expect(status.status).toBe(503);
    expect(await status.json()).toMatchObject({ status: 'unavailable' });
    const refused = await post();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({
      error: { code: 'unavailable', message: DATABASE_UNAVAILABLE },
    });
    expect(server.child.exitCode).toBeNull(); // still running

    cluster.resume();
    expect((await fetch(`${server.base}/json/status`)).status).toBe(200);
    expect((await post()).status).toBe(201);
  });
});
