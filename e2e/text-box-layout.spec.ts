import { openQuoteFormAt } from './support/journey';
import { expect, test } from './support/test';

interface TraceEvent {
  name: string;
  ph: string;
  args?: { endData?: { layoutRoots?: { nodeName: string }[] } };
}

/**
 * A key in a text box lays out the box alone (docs/decisions/063): Chrome's trace names the root of
 * each layout the key causes, and it is the box, not the page (#document). Without the box's size
 * and layout containment every key laid the page out again through every box around it.
 */
test('a key in a text box lays out only the box', async ({ page }) => {
  await openQuoteFormAt(page, 2);
  const box = page.locator('#step-3-panel').getByLabel('First name', { exact: true });
  await box.click();
  await page.waitForLoadState('networkidle');

  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
  await box.press('KeyX');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await cdp.send('Tracing.end');
  await complete;

  await expect(box).toHaveValue(/x$/);
  const roots = events
    .filter((event) => event.name === 'Layout' && event.ph === 'X')
    .flatMap((event) => event.args?.endData?.layoutRoots ?? [])
    .map((root) => root.nodeName.split(' ')[0]);
  expect(roots.length).toBeGreaterThan(0);
  expect([...new Set(roots)]).toEqual(['INPUT']);
});
