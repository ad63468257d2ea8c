import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSecurity } from '#server/http/security.ts';
import { serveBenchPages } from '../../../scripts/bench/bench-pages';

/*
 * The stock stack's pages are served with the app's own headers (decision 072): before, only our
 * page sent Cross-Origin-Opener-Policy, and only ours was opened in a renderer of its own.
 */
describe("the bench's pages", () => {
  const closing: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it("carry every header of the app's answers, the stock stack's CSP allowing its run-time compile", async () => {
    const app = Fastify();
    registerSecurity(app);
    app.get('/page', async () => 'page');
    closing.push(() => app.close());
    const ours = (await app.inject({ method: 'GET', url: '/page' })).headers;

    const pages = await serveBenchPages(0);
    closing.push(() => pages.close());
    // Every answer carries them, a file's or a missing file's (dist/bench is built by the bench).
    const answer = await fetch(`${pages.base}/no-such-page.html`);
    const theirs = Object.fromEntries(answer.headers);

    const security = Object.keys(ours).filter((name) => /policy|^x-|cross-origin/i.test(name));
    expect(security.length).toBeGreaterThanOrEqual(6);
    for (const name of security.filter((n) => n !== 'content-security-policy'))
      expect(theirs[name], name).toBe(ours[name]);
    expect(theirs['content-security-policy']).toBe(
      String(ours['content-security-policy']).replace("script-src 'self'", "script-src 'self' 'unsafe-eval'"),
    );
  });
});
