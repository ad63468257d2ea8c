import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';

/**
 * Lighthouse's performance score with its mobile defaults (DESIGN.md 5), in Debian chromium.
 * The quote form is opened with the assumptions already accepted, as a customer arrives there.
 */
export async function lighthouseScores(baseUrl: string, paths: string[]): Promise<Record<string, number>> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const scores: Record<string, number> = {};
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      scores[path] = Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
