import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';

/** The WCAG 2.2 A and AA rules of axe, as accessibility.spec.ts runs them. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The impacts the walk never accepts. */
export const SERIOUS_OR_CRITICAL = ['serious', 'critical'];

/**
 * axe's violations on what the customer sees now (the page and, as axe does by default, the frames
 * in it), one line each: "rule (impact): target, target"; with `impacts`, only those of these impacts.
 */
export async function violations(page: Page, impacts?: readonly string[]): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((v) => !impacts || impacts.includes(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The axe-core that @axe-core/playwright runs, to put into a page once. */
const axeSource = (() => {
  const require = createRequire(import.meta.url);
  const fromBuilder = createRequire(require.resolve('@axe-core/playwright'));
  return (fromBuilder('axe-core') as { source: string }).source;
})();

interface AxeInPage {
  run(
    context: Document,
    options: object,
  ): Promise<{ violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[] }>;
}

/**
 * As `violations`, for a page checked again and again without reloading (the walk): axe is put
 * into each frame's document once and run there with the same rules, instead of being sent anew
 * for every check (several times faster). Targets in a frame start with the frame's path.
 */
export async function violationsInPlace(page: Page, impacts?: readonly string[]): Promise<string[]> {
  const lines: string[] = [];
  for (const frame of page.frames()) {
    if (!frame.url().startsWith('http')) continue;
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
    const { violations: found } = await frame.evaluate(
      (tags) =>
        (window as unknown as { axe: AxeInPage }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
          iframes: false,
        }),
      WCAG_22_AA,
    );
    const where = frame === page.mainFrame() ? '' : `${new URL(frame.url()).pathname} `;
    for (const v of found.filter((f) => !impacts || impacts.includes(f.impact ?? '')))
      lines.push(
        `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => where + n.target.join(' ')).join(', ')}`,
      );
  }
  return lines;
}
