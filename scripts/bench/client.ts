import { quotedBenchProposal } from './bench-proposal';
import { buildBenchPages, serveBenchPages } from './bench-pages';
import {
  clientTable,
  lighthousePower,
  machine,
  NO_SIDES,
  writeClientTable,
  type ClientFigures,
} from './client-table';
import { measureClicks, PRESSES } from './clicks';
import { lighthouseScores } from './lighthouse';
import { measureRouteSizes } from './route-sizes';
import { FIRST_RENDER_LOADS, sideBySide } from './side-by-side';

export const ALL_PARTS = ['sizes', 'sides', 'clicks', 'lighthouse'] as const;
export type ClientPart = (typeof ALL_PARTS)[number];

/**
 * The client half of `npm run bench` (issue 13): sizes per route, our stack beside the stock stack
 * on the largest step, clicks, and Lighthouse on every customer route. Prints one table; with
 * `write`, puts it in docs/performance.md. Timings are figures, never pass/fail: on a shared
 * two-core machine they move with whatever else runs.
 */
export async function runClientBench(
  base: string,
  options: {
    pagesPort: number;
    rounds: number;
    /** Presses of each click (BENCH_PRESSES; default PRESSES). */
    presses?: number;
    write: boolean;
    log: (line: string) => void;
    /** The parts to measure (BENCH_PARTS): all by default. */
    parts?: readonly ClientPart[];
  },
): Promise<string[]> {
  const { log } = options;
  const startedOn = machine();
  await buildBenchPages();
  const pages = await serveBenchPages(options.pagesPort);
  try {
    const proposal = await quotedBenchProposal(base);
    const parts = options.parts ?? ALL_PARTS;
    log('sizes...');
    const sizes = parts.includes('sizes') ? await measureRouteSizes(base, proposal) : [];
    log('ours beside the stock stack...');
    const sides = parts.includes('sides')
      ? await sideBySide(base, pages.base, options.rounds, log)
      : NO_SIDES;
    log('clicks...');
    const clicks = parts.includes('clicks')
      ? await measureClicks(base, proposal, options.presses, log)
      : ({} as ClientFigures['clicks']);
    log('lighthouse...');
    const lighthouse = parts.includes('lighthouse')
      ? await lighthouseScores(base, proposal, options.rounds, log)
      : {};
    const figures: ClientFigures = { sides, clicks, sizes, lighthouse, rounds: options.rounds };
    const table = clientTable(figures);
    const date = new Date().toISOString().slice(0, 10);
    const header =
      `Measured ${date} by \`npm run bench -- --write\` on ${startedOn}; ${options.rounds} alternating ` +
      `rounds in one Debian Chromium (each loading each side's page ${FIRST_RENDER_LOADS} times for its first ` +
      `render), CPU slowed 4x, phone viewport (390 x 844); ${options.presses ?? PRESSES} presses of each click` +
      `${lighthousePower(lighthouse)}.`;
    if (options.write) writeClientTable(table, header);
    return [header, '', ...table];
  } finally {
    await pages.close();
  }
}
