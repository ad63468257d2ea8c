import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientTable,
  lighthousePower,
  NO_SIDES,
  type ClientFigures,
} from '../../../scripts/bench/client-table';
import {
  PAGE_WITHOUT_SCRIPTS,
  servePageWithoutScripts,
  stripScripts,
} from '../../../scripts/bench/page-without-scripts';

/*
 * Lighthouse also scores /assumptions without its scripts, with the app's own headers (decision
 * 071): what this machine's Chromium gives our markup and headers when no script runs.
 */
describe('the page without its scripts that Lighthouse scores beside the routes', () => {
  it('takes out the scripts and their preloads, and keeps the rest', () => {
    const page =
      '<head><script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js">' +
      '<style>p{color:red}</style><link rel="icon" href="/favicon.svg"></head><body><p>Before we start</p></body>';
    expect(stripScripts(page)).toBe(
      '<head><style>p{color:red}</style><link rel="icon" href="/favicon.svg"></head><body><p>Before we start</p></body>',
    );
  });

  it('is a row of the table beside the routes, not a goal', () => {
    const figures = {
      sides: NO_SIDES,
      clicks: {} as ClientFigures['clicks'],
      sizes: [],
      lighthouse: {
        '/assumptions': { scores: [97], median: 97, worst: 97, power: [2400, 2600] },
        [PAGE_WITHOUT_SCRIPTS]: { scores: [95], median: 95, worst: 95, power: [1500] },
      },
      rounds: 1,
    } as ClientFigures;
    const [, , route, floor] = clientTable(figures);
    expect(route).toMatch(
      /Lighthouse mobile \/assumptions, median \(worst\) +\| 97 \(97\) .*\*\*not met\*\*/,
    );
    expect(floor).toMatch(/\/assumptions without its scripts, median \(worst\) \| 95 \(95\) .*not a goal/);
    expect(lighthousePower(figures.lighthouse)).toBe(
      "; Lighthouse's CPU/Memory Power 1500-2600 (median 2400)",
    );
    expect(lighthousePower({})).toBe('');
  });
});

describe('served', () => {
  const APP_HEADERS = {
    'content-security-policy': "default-src 'self'; style-src 'self' 'sha256-abc'",
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'SAMEORIGIN',
    'cache-control': 'no-cache',
  };
  const app = createServer((request, response) => {
    if (request.url === '/assumptions') {
      response.writeHead(200, { ...APP_HEADERS, 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<head><script type="module" src="/assets/a.js"></script></head><body><p>Before we start</p></body>',
      );
    } else if (request.url === '/favicon.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end('<svg/>');
    } else response.writeHead(404).end();
  });
  let page: Awaited<ReturnType<typeof servePageWithoutScripts>>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    page = await servePageWithoutScripts(`http://127.0.0.1:${(app.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await page.close();
    await new Promise((resolve) => app.close(resolve));
  });

  it("with the app's headers, compressed, and no script; other paths are the app's", async () => {
    const answer = await fetch(page.url);
    for (const [header, value] of Object.entries(APP_HEADERS))
      expect(answer.headers.get(header), header).toBe(value);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(await answer.text()).toBe('<head></head><body><p>Before we start</p></body>');
    const icon = await fetch(page.url.replace('/assumptions', '/favicon.svg'));
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toBe('<svg/>');
    expect((await fetch(page.url.replace('/assumptions', '/nothing'))).status).toBe(404);
  });
});
