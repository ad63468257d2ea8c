import { chromium } from 'playwright-core';
import { jsGoalKb } from '../../e2e/support/budgets';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { countRouteJs } from '../../e2e/support/route-js';
import type { BenchProposal } from './bench-proposal';

/** The routes whose first visit the bench weighs, by route name (src/app/routes.tsx), with an address. */
function routePaths(proposal: BenchProposal): [string, string][] {
  const q = `?uuid=${proposal.uuid}`;
  return [
    ['Assumptions', '/assumptions'],
    ['QuoteCreateForm', '/quote/create'],
    ['QuoteEditForm', `/quote/edit${q}`],
    ['PaymentOption', `/quote/payment-option${q}`],
    ['Addons', `/quote/addons${q}`],
    ['Summary', `/quote/summary${q}`],
    ['Instalments', `/quote/instalments${q}`],
    ['Payment', `/quote/payment${q}`],
    ['Recall', '/quote/recall'],
    ['Declined', '/quote/declined'],
  ];
}

/** The gzipped JavaScript each route loads on a first visit (e2e/size-budgets.spec.ts checks them all). */
export async function measureRouteSizes(
  base: string,
  proposal: BenchProposal,
): Promise<{ route: string; path: string; kb: number; budget: number }[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const out = [];
    for (const [route, path] of routePaths(proposal)) {
      const context = await browser.newContext({ baseURL: base });
      const [name, value] = proposal.cookie.split('=');
      await context.addCookies([{ name, value, url: base }]);
      await context.addInitScript(() => localStorage.setItem('vq.assumptionsAccepted', 'true'));
      const page = await context.newPage();
      const js = countRouteJs(page as never);
      await page.goto(path, { waitUntil: 'networkidle' });
      out.push({ route, path: path.split('?')[0], kb: (await js()).gzipKb, budget: jsGoalKb(route) });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}
