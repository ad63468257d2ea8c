import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Chromium flags that work in this closed-network sandbox (see TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's chromium, or CHROMIUM_PATH when set; Playwright never downloads a browser here. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
}

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumPath(), headless: true, args: chromiumArgs };
}
