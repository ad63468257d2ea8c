import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atLastStep, CARDS, expectCovered, payByCard, toSummary } from './support/buying';
import { acceptAssumptions } from './support/journey';
import { continueStep } from './support/form';
import { projectRootDir } from './support/paths';
import { freePort, startServer, stopServer } from './support/server-process';
import { expect, test } from './support/test';

/*
 * Issue 14.6, done when "the drop-off report shows figures from a Playwright journey": on a server
 * of its own, one customer buys a policy and another gives up on step 1 after its messages; then
 * `npm run report:dropoff` reads the database and shows both.
 */

test('the drop-off report shows the figures of real journeys', async ({ browser }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'vq-dropoff-'));
  const file = join(dir, 'dropoff.sqlite');
  const port = await freePort();
  const server = await startServer(port, file);
  try {
    const buyer = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
    const page = await buyer.newPage();
    await atLastStep(page);
    await toSummary(page, 'Pay annually');
    await page.getByRole('button', { name: 'Continue' }).click();
    await payByCard(page, CARDS.success);
    await expectCovered(page);
    await buyer.close();

    const quitter = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
    const other = await quitter.newPage();
    await acceptAssumptions(other);
    await continueStep(other);
    await expect(other.getByRole('alert', { name: 'Please check these answers' })).toBeVisible();
    await other.close({ runBeforeUnload: true });
    await quitter.close();

    const html = join(dir, 'dropoff.html');
    const runReport = () =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/report-dropoff.ts', '--html', html], {
        cwd: projectRootDir,
        env: { ...process.env, DATABASE_FILE: file },
        encoding: 'utf8',
      });
    // The last events leave with the closing page (a keepalive request): wait for them to land.
    let report = '';
    await expect
      .poll(() => (report = runReport()), { timeout: 15_000 })
      .toMatch(/Step 1: About Your Van\s+1\s+0\s+0%\s+1\s+\d+/);
    // The buyer: every page from the last step to Complete reached and completed.
    expect(report).toMatch(/Assumptions\s+1\s+1\s+100%\s+0\s+0/);
    expect(report).toMatch(/Step 5: Cover Requirements\s+1\s+1\s+100%\s+0/);
    for (const page of ['Payment option', 'Addons', 'Summary', 'Payment'])
      expect(report).toMatch(new RegExp(`${page}\\s+1\\s+1\\s+100%\\s+0\\s+0`));
    expect(report).toMatch(/Complete\s+1\s+0\s+-/);
    // The customer who gave up: the step's messages, most shown first, by question and rule.
    expect(report).toContain('Enter the value of the vehicle. (required, 1)');
    const chart = readFileSync(html, 'utf8');
    expect(chart).toContain('<th scope="row">Step 1: About Your Van</th>');
    expect(chart).toContain('What is the van worth today (£)?');
  } finally {
    await stopServer(server);
  }
});
