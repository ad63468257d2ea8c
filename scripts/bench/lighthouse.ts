import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';
import type { BenchProposal } from './bench-proposal';
import { median } from './in-page';
import { PAGE_WITHOUT_SCRIPTS, servePageWithoutScripts } from './page-without-scripts';

/** The customer routes Lighthouse scores (issue 13), each opened in the state a customer meets it. */
export function lighthouseRoutes(proposal: BenchProposal): { name: string; path: string }[] {
  const q = `?uuid=${proposal.uuid}`;
  return [
    { name: '/assumptions', path: '/assumptions' },
    // A uuid lets Lighthouse's fresh browser past the assumptions guard (SPEC.md 2.3); create and
    // recall ignore it.
    { name: '/quote/create', path: `/quote/create${q}` },
    { name: '/quote/payment-option', path: `/quote/payment-option${q}` },
    { name: '/quote/addons', path: `/quote/addons${q}` },
    { name: '/quote/summary', path: `/quote/summary${q}` },
    { name: '/quote/instalments', path: `/quote/instalments${q}` },
    { name: '/quote/payment', path: `/quote/payment${q}` },
    // Recall as a customer meets it, from the quote form: past the guard (a fresh browser is not).
    { name: '/quote/recall', path: `/quote/recall${q}` },
  ];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
interface Details {
  items?: {
    startTime?: number;
    duration?: number;
    url?: string;
    items?: { node?: { selector?: string } }[];
  }[];
}

/**
 * One run's metrics, its largest contentful paint's element and its long tasks (simulated ms), for
 * BENCH_LIGHTHOUSE_DETAIL=1: where a route's score goes.
 */
export function runDetail(lhr: Lhr): string {
  const audit = (id: string) => lhr.audits[id];
  const ms = (id: string) => Math.round(audit(id)?.numericValue ?? 0);
  const lcpElement = (audit('largest-contentful-paint-element')?.details as Details | undefined)?.items?.[0]
    ?.items?.[0]?.node?.selector;
  const longTasks = ((audit('long-tasks')?.details as Details | undefined)?.items ?? [])
    .map(
      (t) =>
        `${Math.round(t.startTime ?? 0)}+${Math.round(t.duration ?? 0)}${t.url ? ` (${t.url.replace(/^.*\//, '')})` : ''}`,
    )
    .join(' ');
  const cls = (audit('cumulative-layout-shift')?.numericValue ?? 0).toFixed(3);
  return (
    `score ${Math.round((lhr.categories.performance.score ?? 0) * 100)}, FCP ${ms('first-contentful-paint')}, ` +
    `LCP ${ms('largest-contentful-paint')} (${lcpElement ?? '?'}), TBT ${ms('total-blocking-time')}, ` +
    `SI ${ms('speed-index')}, CLS ${cls}, CPU/Memory Power ${Math.round(lhr.environment.benchmarkIndex)}; ` +
    `long tasks ${longTasks || 'none'}`
  );
}

export interface Scores {
  scores: number[];
  median: number;
  worst: number;
  /**
   * Each run's CPU/Memory Power (Lighthouse's benchmarkIndex): how fast this machine was then. Its
   * 4x slowdown is meant for 1500-2000 and more (Lighthouse's docs/throttling.md).
   */
  power: number[];
}

/**
 * Lighthouse 12's performance score with its mobile defaults (simulated slow 4G, 4x CPU) in Debian
 * chromium, `runs` times per route, the proposal's cookie sent so its screens open. With
 * BENCH_LIGHTHOUSE_DETAIL=1 each run's metrics, LCP element and long tasks are logged too;
 * BENCH_LIGHTHOUSE_ROUTES=/quote/create,/quote/addons scores only those routes. Last, the same runs of
 * /assumptions without its scripts (page-without-scripts.ts): the score no script of ours can pass.
 */
export async function lighthouseScores(
  baseUrl: string,
  proposal: BenchProposal,
  runs = 5,
  log: (line: string) => void = () => undefined,
): Promise<Record<string, Scores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const out: Record<string, Scores> = {};
    const only = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').map((name) => name.trim());
    const score = async (name: string, url: string) => {
      const scores: number[] = [];
      const power: number[] = [];
      for (let i = 0; i < runs; i++) {
        const run = () =>
          lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            extraHeaders: { Cookie: proposal.cookie },
          });
        let result = await run();
        // A run Lighthouse itself could not finish (its runtimeError: no paint seen, a protocol
        // timeout on a loaded machine) measured nothing: it is said, and run again once.
        if (result?.lhr.runtimeError) {
          log(`  ${name} #${i + 1}: Lighthouse failed (${result.lhr.runtimeError.code}), run again`);
          result = await run();
        }
        scores.push(Math.round((result?.lhr.categories.performance.score ?? 0) * 100));
        if (result) power.push(Math.round(result.lhr.environment.benchmarkIndex));
        if (process.env.BENCH_LIGHTHOUSE_DETAIL && result)
          log(`  ${name} #${i + 1}: ${runDetail(result.lhr)}`);
      }
      out[name] = { scores, median: median(scores), worst: Math.min(...scores), power };
      log(`lighthouse ${name}: ${scores.join(', ')} (CPU/Memory Power ${power.join(', ')})`);
    };
    for (const route of lighthouseRoutes(proposal).filter((r) => !only || only.includes(r.name)))
      await score(route.name, `${baseUrl}${route.path}`);
    if (!only || only.includes(PAGE_WITHOUT_SCRIPTS)) {
      const floor = await servePageWithoutScripts(baseUrl);
      try {
        await score(PAGE_WITHOUT_SCRIPTS, floor.url);
      } finally {
        await floor.close();
      }
    }
    return out;
  } finally {
    chrome.kill();
  }
}
