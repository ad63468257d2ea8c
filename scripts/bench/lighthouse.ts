import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';
import type { BenchProposal } from './bench-proposal';
import { median } from './in-page';

/** The customer routes Lighthouse scores (issue 13), each opened in the state a customer meets it. */
export function lighthouseRoutes(proposal: BenchProposal): { name: string; path: string }[] {
  const q = `?uuid=${proposal.uuid}`;
  return [
    { name: '/assumptions', path: '/assumptions' },
    // A uuid lets Lighthouse's fresh browser past the assumptions guard (SPEC.md 2.3); create ignores it.
    { name: '/quote/create', path: `/quote/create${q}` },
    { name: '/quote/payment-option', path: `/quote/payment-option${q}` },
    { name: '/quote/addons', path: `/quote/addons${q}` },
    { name: '/quote/summary', path: `/quote/summary${q}` },
    { name: '/quote/instalments', path: `/quote/instalments${q}` },
    { name: '/quote/payment', path: `/quote/payment${q}` },
    { name: '/quote/recall', path: '/quote/recall' },
  ];
}

export interface Scores {
  scores: number[];
  median: number;
  worst: number;
}

/**
 * Lighthouse 12's performance score with its mobile defaults (simulated slow 4G, 4x CPU) in Debian
 * chromium, `runs` times per route, the proposal's cookie sent so its screens open.
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
    for (const route of lighthouseRoutes(proposal)) {
      const scores: number[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${baseUrl}${route.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: { Cookie: proposal.cookie },
        });
        scores.push(Math.round((result?.lhr.categories.performance.score ?? 0) * 100));
      }
      out[route.name] = { scores, median: median(scores), worst: Math.min(...scores) };
      log(`lighthouse ${route.name}: ${scores.join(', ')}`);
    }
    return out;
  } finally {
    chrome.kill();
  }
}
