/**
 * The stylesheets the server put in the page (`<style data-href>`, server/http/route-preload.ts),
 * each given a disabled `<link>` to its file: neither fetched nor applied, but seen by Vite's preload
 * helper, which adds a stylesheet a screen's code needs unless a `<link>` in the page names it.
 * Without them the page's own stylesheets were fetched again and applied a second time, after the
 * screens' own (decision 075). Runs before the app's first dynamic import (src/main.tsx).
 */
export function linkInlinedStylesheets(): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    // Disabled before it is in the page: a link in the page that is not disabled is fetched.
    link.disabled = true;
    link.href = style.dataset.href ?? '';
    style.after(link);
  }
}
