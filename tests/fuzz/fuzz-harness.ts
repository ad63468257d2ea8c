/**
 * The fuzz run (DESIGN.md 5, "Malformed input ... 0 responses of 500, 0 rows written"; issue 10 item 7).
 * The app runs in process (app.inject) over a fresh database (a SQLite file, or a PostgreSQL schema)
 * that this harness also reads directly, so after every payload it sees exactly what was written: new rows in proposals,
 * proposal_access, payments and outbox, and any change to a stored proposal's customer data. A write
 * by bad input is reported and then rolled back, so every payload meets the same starting state and
 * can be replayed alone (FUZZ_SEED + FUZZ_ONLY).
 */
import type { FastifyInstance } from 'fastify';
import { calls, urlOf } from '#domain/contract/calls.ts';
import { buildApp } from '#server/app.ts';
import { returnPathFor } from '#server/providers/payment/index.ts';
import { completeRisk } from '#tests/support/examples.ts';
import { sqliteTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { openTables, type DatabaseTables } from './database-tables.ts';
import { brief, dotted, setAt } from './json-tools.ts';
import { payloadAt, type FuzzContext, type Payload } from './payloads.ts';
import { Random } from './prng.ts';
import { riskMutations, shapeOf, verdictOf } from './risk-mutations.ts';
import { TABLES, customerHash, diffOf, restore, snapshot } from './table-snapshot.ts';

export interface FuzzOptions {
  seed: number;
  count: number;
  /** Run only these payload indexes (a replay). */
  only?: number[];
  /** Progress and setup lines. */
  log?: (line: string) => void;
  /** The app's log level: 'silent' unless replaying ('error' shows a 5xx's stack). */
  logLevel?: string;
  /** A fresh database for the run, removed at its end (default: a SQLite file on a RAM disk). */
  database?: TestDatabase;
}

export type FailureKind =
  '5xx' | 'accepted' | 'wrote' | 'stored-unknown-key' | 'prototype-polluted' | 'not-dropped';

export interface Failure {
  kind: FailureKind;
  payload: Payload;
  status: number;
  body: string;
  detail: string;
}

export interface FuzzReport {
  seed: number;
  /** The store the run wrote to. */
  store: TestDatabase['kind'];
  payloads: number;
  ms: number;
  statuses: Record<string, number>;
  failures: Failure[];
  /** 2xx answers to bad input whose bad part was not stored (dropped, or replaced by the server's value). */
  sanitised: { payload: Payload; detail: string }[];
  /** Rows added to proposals, proposal_access, payments or outbox by bad input (then rolled back). */
  rowsWritten: number;
  /** Rows added by 2xx answers that stored nothing bad (a proposal created with unknown keys dropped). */
  sanitisedRows: number;
  /** Stored proposals whose customer data bad input changed (then rolled back). */
  proposalsChanged: number;
  /** Payloads the test client could not send (light-my-request refused to build them). */
  notSent: number;
  mutations: { total: number; onCreate: number; required: number };
  endpoints: Record<string, number>;
  database: { proposalsBefore: number; proposalsAfter: number; hashBefore: string; hashAfter: string };
  /** The valid create (and read) after the run. */
  afterwards: { create: number; read: number };
}

const prototypeState = () =>
  [Object.prototype, Array.prototype, Function.prototype, String.prototype]
    .map((p) => Object.getOwnPropertyNames(p).length)
    .join(',') + `,${Object.keys({}).length}`;

function cookieOf(headers: Record<string, unknown>): string {
  const set = headers['set-cookie'];
  return String(Array.isArray(set) ? set[0] : (set ?? '')).split(';')[0];
}

const XHR_JSON = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

async function createAs(app: FastifyInstance, risk: unknown, cookie?: string) {
  const res = await app.inject({
    method: calls.createProposal.method,
    url: calls.createProposal.path,
    headers: { ...XHR_JSON, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ risk }),
  });
  return res;
}

/**
 * The answers the server will not do without: each one removed from the complete risk, on a throwaway
 * app; a 422 means required. Only required answers are also fuzzed empty or blank.
 */
async function probeRequired(app: FastifyInstance, base: Record<string, unknown>): Promise<Set<string>> {
  const shape = shapeOf(base);
  const paths = [...shape.leaves.map((l) => l.path), ...shape.arrays.map((a) => a.path)];
  const required = new Set<string>();
  for (const path of paths) {
    const res = await createAs(app, setAt(base, path, undefined));
    if (res.statusCode !== 201) required.add(dotted(path));
  }
  return required;
}

async function setUp(
  database: TestDatabase,
  tables: DatabaseTables,
  seed: number,
  log: (line: string) => void,
  logLevel: string,
) {
  const app = await buildApp({ store: await database.open(), logLevel, clientDir: null });
  const baseRisk = completeRisk();
  const required = await probeRequired(app, baseRisk);
  // The probe's proposals are not part of the run.
  await tables.replace(TABLES.map((table) => [table, []]));

  const need = (what: string, res: { statusCode: number; body: string }, status: number) => {
    if (res.statusCode !== status)
      throw new Error(`fuzz set-up: ${what} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
  };
  const b = await createAs(app, baseRisk);
  need('create B', b, 201);
  const a = await createAs(app, baseRisk);
  need('create A', a, 201);
  const aCookie = cookieOf(a.headers);
  const aProposal = a.json().proposal as { uuid: string; reference: string };
  const asA = (method: string, url: string, body?: unknown) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { ...XHR_JSON, cookie: aCookie },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const quoted = await asA(calls.createQuote.method, urlOf(calls.createQuote, { uuid: aProposal.uuid }), {});
  need('quote A', quoted, 200);
  const started = await asA(calls.startPayment.method, urlOf(calls.startPayment, { uuid: aProposal.uuid }), {
    return_url: returnPathFor(aProposal.uuid),
  });
  need('start payment A', started, 200);
  const paymentUrl = String(started.json().payment_url);
  const page = await app.inject({ method: 'GET', url: paymentUrl });
  need('payment page', page, 200);
  const cardToken = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const assetFiles = [...page.body.matchAll(/\/sandbox\/assets\/([^"?]+)/g)].map((m) => m[1]);
  const lists = await app.inject({ method: 'GET', url: calls.allLists.path, headers: XHR_JSON });
  need('lists', lists, 200);
  const listNames = (lists.json().list as { name: string }[]).map((l) => l.name);
  const quote = quoted.json().proposal.quote as {
    documents?: Record<string, string>;
    addons?: { documents?: Record<string, string> }[];
  };
  const documentIds = [
    ...Object.values(quote.documents ?? {}),
    ...(quote.addons ?? []).flatMap((addon) => Object.values(addon.documents ?? {})),
  ].map((u) => u.split('/').pop()!);

  // Payloads are built from the tables as they stand before each one (the run keeps this current).
  const state = { now: await snapshot(tables) };
  const risk = baseRisk as {
    contact_details: { address: { postcode: string } };
    drivers: { proposer: { date_of_birth: string } };
  };
  const bProposal = b.json().proposal as { uuid: string; reference: string };
  const ctx: FuzzContext = {
    a: {
      uuid: aProposal.uuid,
      cookie: aCookie,
      reference: aProposal.reference,
      postcode: risk.contact_details.address.postcode,
      dob: risk.drivers.proposer.date_of_birth,
    },
    b: { uuid: bProposal.uuid, cookie: cookieOf(b.headers), reference: bProposal.reference },
    paymentId: paymentUrl.split('/').pop()!,
    cardToken,
    listNames,
    documentIds: documentIds.length > 0 ? documentIds : ['proposal-form'],
    assetFiles: assetFiles.length > 0 ? assetFiles : ['payment-page.css'],
    baseRisk,
    mutations: new Random(seed).shuffle(riskMutations(baseRisk, required)),
    version: (uuid) => Number(state.now.proposals.get(uuid)?.version ?? 1),
    appliedReference: (uuid) =>
      (state.now.proposals.get(uuid)?.applied_reference as string | null | undefined) ?? null,
  };
  log(
    `fuzz set-up: proposals A ${ctx.a.uuid} (quoted, payment ${ctx.paymentId}) and B ${ctx.b.uuid}; ` +
      `${listNames.length} lists, ${ctx.documentIds.length} documents; ${ctx.mutations.length} risk mutations, ` +
      `${required.size} answers required`,
  );
  return { app, ctx, required, state };
}

const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;

/** A failure as the report prints it: what was sent, what came back, and how to replay it. */
export function describeFailure(seed: number, f: Failure, full = false): string {
  const { request } = f.payload;
  const short = (text: string, max = 400) => shorten(text, full ? 100_000 : max);
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${short(v, 80)}`)
    .join('; ');
  return [
    `[${f.kind}] #${f.payload.index} ${f.payload.endpoint} (${f.payload.family}): ${f.payload.description}`,
    `    ${f.detail}`,
    `    request:  ${request.method} ${short(request.url, 160)} from ${request.remoteAddress} {${headers}}`,
    ...(request.payload !== undefined ? [`    body:     ${short(request.payload, 300)}`] : []),
    `    response: ${f.status} ${short(f.body, 300)}`,
    `    replay:   FUZZ_SEED=${seed} FUZZ_ONLY=${f.payload.index} npm run test:fuzz`,
  ].join('\n');
}

/** Runs the payloads and reports; never throws for a finding (the caller decides what fails). */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const database = options.database ?? sqliteTestDatabase();
  const tables = await openTables(database);
  const { app, ctx, required, state } = await setUp(
    database,
    tables,
    options.seed,
    log,
    options.logLevel ?? 'silent',
  );
  const report: FuzzReport = {
    seed: options.seed,
    store: database.kind,
    payloads: 0,
    ms: 0,
    statuses: {},
    failures: [],
    sanitised: [],
    rowsWritten: 0,
    sanitisedRows: 0,
    proposalsChanged: 0,
    notSent: 0,
    mutations: {
      total: ctx.mutations.length,
      onCreate: 0,
      required: required.size,
    },
    endpoints: {},
    database: { proposalsBefore: 0, proposalsAfter: 0, hashBefore: '', hashAfter: '' },
    afterwards: { create: 0, read: 0 },
  };
  report.database.proposalsBefore = state.now.proposals.size;
  report.database.hashBefore = customerHash(state.now);
  const protoBefore = prototypeState();
  const createdOnCreate = new Set<number>();

  try {
    let before = state.now;
    const indexes = options.only ?? Array.from({ length: options.count }, (_, i) => i);
    for (const index of indexes) {
      const payload = payloadAt(options.seed, index, ctx);
      report.endpoints[payload.endpoint] = (report.endpoints[payload.endpoint] ?? 0) + 1;
      if (payload.family.startsWith('mutation:') && payload.mutation?.target === 'create')
        createdOnCreate.add(Math.floor(index / 5) % ctx.mutations.length);
      let status: number;
      let body: string;
      try {
        const res = await app.inject({
          method: payload.request.method as 'GET',
          url: payload.request.url,
          headers: payload.request.headers,
          payload: payload.request.payload,
          remoteAddress: payload.request.remoteAddress,
        });
        status = res.statusCode;
        body = res.body;
      } catch (error) {
        report.notSent++;
        log(`  #${index} not sent: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      report.payloads++;
      report.statuses[status] = (report.statuses[status] ?? 0) + 1;
      const fail = (kind: FailureKind, detail: string) =>
        report.failures.push({ kind, payload, status, body, detail });

      if (status >= 500) fail('5xx', `answered ${status}`);
      if (prototypeState() !== protoBefore) {
        fail('prototype-polluted', `Object.prototype changed: ${prototypeState()} (was ${protoBefore})`);
        for (const key of Object.keys(Object.prototype))
          delete (Object.prototype as Record<string, unknown>)[key];
      }

      const after = await snapshot(tables);
      const diff = diffOf(before, after);
      if (diff.markers.length > 0)
        fail('stored-unknown-key', `an unknown key's value was stored: ${diff.markers.join(', ')}`);

      let tolerated = false;
      const ok = status >= 200 && status < 300;
      if (ok && payload.mutation) {
        const { ms, target, uuid } = payload.mutation;
        const row = target === 'create' ? diff.added.proposals[0] : after.proposals.get(uuid);
        if (!row) fail('accepted', `answered ${status} to a bad answer but stored no proposal`);
        else {
          const storedRisk = (JSON.parse(String(row.data)) as { risk: unknown }).risk;
          const verdicts = ms.map((m) => ({ m, ...verdictOf(m, storedRisk, ctx.baseRisk, required) }));
          const kept = verdicts.filter((v) => v.verdict === 'stored');
          if (kept.length > 0) {
            const what = kept.map((v) => `${dotted(v.m.path)} ${brief(v.stored)}`).join(', ');
            fail('accepted', `${target} answered ${status} and stored ${what}`);
          } else {
            tolerated = true;
            const detail = verdicts.map((v) => `${v.m.label}: stored ${brief(v.stored)}`).join(' & ');
            report.sanitised.push({ payload, detail });
          }
        }
      } else if (ok && payload.expect === 'refuse') {
        fail('accepted', `answered ${status} to input it must refuse`);
      } else if (ok && payload.expect === 'drop') {
        const created = diff.added.proposals[0];
        const problems: string[] = [];
        if (created) {
          const data = JSON.parse(String(created.data)) as Record<string, unknown>;
          if (created.is_purchased !== 0) problems.push('is_purchased');
          if (created.is_quoted !== 0) problems.push('is_quoted');
          if (created.version !== 1) problems.push('version');
          if (String(created.created_at).startsWith('1970')) problems.push('created_at');
          for (const key of ['quote', 'addons', 'direct_debit'])
            if (data[key] !== null && data[key] !== undefined) problems.push(key);
        }
        if (problems.length > 0)
          fail('not-dropped', `created a proposal with client-set ${problems.join(', ')}`);
        else {
          tolerated = true;
          if (created) report.sanitised.push({ payload, detail: 'created with the unknown keys dropped' });
        }
      }

      if (diff.any) {
        const rows = TABLES.reduce((n, t) => n + diff.added[t].length, 0);
        if (tolerated) report.sanitisedRows += rows;
        else {
          report.rowsWritten += rows;
          report.proposalsChanged += diff.customerChanged.length;
          const what = [
            ...TABLES.filter((t) => diff.added[t].length > 0).map(
              (t) => `${diff.added[t].length} new ${t} row(s)`,
            ),
            ...(diff.removed > 0 ? [`${diff.removed} row(s) removed`] : []),
            ...diff.customerChanged.map((u) => `proposal ${u} changed`),
            ...diff.paymentsChanged.map((p) => `payment ${p} changed`),
          ];
          // One failure per payload: a 2xx already reported as accepted says what it wrote.
          const reported = report.failures.find((f) => f.payload === payload && f.kind === 'accepted');
          if (reported) reported.detail += `; wrote ${what.join(', ')}`;
          else fail('wrote', `bad input wrote: ${what.join(', ')}`);
        }
        await restore(tables, before);
      } else before = after;
      state.now = before;

      if (options.only === undefined && (index + 1) % 1000 === 0)
        log(`  ${index + 1} payloads, ${report.failures.length} failures, ${Date.now() - started} ms`);
    }

    const end = await snapshot(tables);
    report.database.proposalsAfter = end.proposals.size;
    report.database.hashAfter = customerHash(end);
    report.mutations.onCreate = createdOnCreate.size;

    // The server still answers: a valid create, then its read with the cookie it set.
    const created = await createAs(app, ctx.baseRisk);
    report.afterwards.create = created.statusCode;
    if (created.statusCode === 201) {
      const uuid = (created.json().proposal as { uuid: string }).uuid;
      const read = await app.inject({
        method: calls.getProposal.method,
        url: urlOf(calls.getProposal, { uuid }),
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie: cookieOf(created.headers) },
      });
      report.afterwards.read = read.statusCode;
    }
  } finally {
    await tables.close();
    await app.close();
    await database.dispose();
  }
  report.ms = Date.now() - started;
  return report;
}

const byStatus = (statuses: Record<string, number>) =>
  `{${Object.entries(statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ')}}`;

/** The one line for docs/security.md. */
export function summaryLine(r: FuzzReport): string {
  const fives = r.failures.filter((f) => f.kind === '5xx').length;
  const accepted = r.failures.filter((f) => f.kind !== '5xx').length;
  return (
    `fuzz (${r.store}): ${r.payloads} payloads, seed ${r.seed}, ${fives} x 5xx, ${r.rowsWritten} rows written, ` +
    `${r.proposalsChanged} proposals changed, ${accepted} invalid accepted, ${r.sanitised.length} sanitised, ` +
    `statuses ${byStatus(r.statuses)}`
  );
}

/** The whole report: per-status totals, failures with their requests, the accepted list, the summary. */
export function formatReport(r: FuzzReport, maxFailures = 60, full = false): string {
  const lines: string[] = [];
  lines.push(
    `fuzz (${r.store}) seed ${r.seed}: ${r.payloads} payloads in ${(r.ms / 1000).toFixed(1)} s (${r.notSent} not sent)`,
  );
  lines.push(`  statuses ${byStatus(r.statuses)}`);
  lines.push(`  endpoints ${JSON.stringify(r.endpoints)}`);
  lines.push(
    `  risk mutations: ${r.mutations.total} in all, ${r.mutations.onCreate} sent to create; ` +
      `${r.mutations.required} answers required (probed)`,
  );
  lines.push(
    `  database: ${r.database.proposalsBefore} proposals before, ${r.database.proposalsAfter} after; ` +
      `customer-data hash ${r.database.hashBefore} -> ${r.database.hashAfter}; ` +
      `${r.rowsWritten} rows written and ${r.proposalsChanged} proposals changed by bad input (rolled back); ` +
      `${r.sanitisedRows} rows by sanitised 2xx`,
  );
  lines.push(`  afterwards: valid create ${r.afterwards.create}, its read ${r.afterwards.read}`);
  const kinds = new Map<FailureKind, Failure[]>();
  for (const f of r.failures) kinds.set(f.kind, [...(kinds.get(f.kind) ?? []), f]);
  for (const [kind, list] of kinds) lines.push(`  ${kind}: ${list.length}`);
  const accepted = r.failures.filter((f) => f.kind === 'accepted' && f.payload.mutation);
  if (accepted.length > 0) {
    const distinct = new Map<string, Set<string>>();
    for (const f of accepted) {
      const { ms, target } = f.payload.mutation!;
      const label = ms.map((m) => m.label).join(' & ');
      distinct.set(label, (distinct.get(label) ?? new Set()).add(target));
    }
    lines.push('', `INVALID ANSWERS THE SERVER ACCEPTED AND STORED (${distinct.size} distinct):`);
    for (const [label, targets] of [...distinct].sort(([a], [b]) => a.localeCompare(b)))
      lines.push(`  - ${label}   (${[...targets].sort().join(', ')})`);
  }
  const others = r.failures.filter((f) => !(f.kind === 'accepted' && f.payload.mutation));
  if (others.length > 0) {
    const distinct = new Map<string, Failure>();
    for (const f of others) {
      const key = `${f.kind} ${f.payload.endpoint} ${f.payload.family} ${f.payload.description}`;
      if (!distinct.has(key)) distinct.set(key, f);
    }
    lines.push(
      '',
      `OTHER FAILURES (${others.length}, ${distinct.size} distinct; first ${maxFailures} shown):`,
    );
    for (const f of [...distinct.values()].slice(0, maxFailures))
      lines.push(describeFailure(r.seed, f, full));
  }
  if (accepted.length > 0) {
    lines.push('', 'First accepted mutations in full:');
    for (const f of accepted.slice(0, 5)) lines.push(describeFailure(r.seed, f, full));
  }
  if (r.sanitised.length > 0) {
    const distinct = [...new Set(r.sanitised.map((s) => `${s.payload.endpoint}: ${s.detail}`))];
    lines.push(
      '',
      `Sanitised (2xx, bad part not stored): ${r.sanitised.length}, ${distinct.length} distinct, e.g.`,
    );
    for (const d of distinct.slice(0, 10)) lines.push(`  - ${d}`);
  }
  lines.push('', summaryLine(r));
  return lines.join('\n');
}
