import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const page = readFileSync(join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8');
const head = page.slice(0, page.indexOf('</head>'));

describe('index.html (docs/decisions/052)', () => {
  it("has the tag Vite's loader looks up on every dynamic import in its head, so the lookup ends there", () => {
    // Without it, document.querySelector('meta[property=csp-nonce]') walks the whole page.
    expect(head).toMatch(/<meta property="csp-nonce" nonce="" \/>/);
  });

  it('gives no nonce: the page allows its scripts by origin and its styles by hash, never by nonce', () => {
    expect(page).not.toMatch(/nonce="[^"]+"/);
  });

  it('holds no copy of the header: the build renders it from src/app/shell/header.tsx at its mark', () => {
    expect(page).not.toMatch(/<header/);
    expect(page).toMatch(/<!-- site-header:[^>]*-->/);
  });
});
