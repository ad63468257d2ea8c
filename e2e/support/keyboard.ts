import { expect, type Locator, type Page } from '@playwright/test';

/**
 * True when the element has the keyboard focus, looking through same-origin frames: the top
 * document's active element, or the active element inside the frame that has it.
 */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    // By tag name: in a frame, the top document's elements are of another window's classes.
    let active = window.top?.document.activeElement ?? null;
    while (active?.tagName === 'IFRAME')
      active = (active as HTMLIFrameElement).contentDocument?.activeElement ?? null;
    return active === el;
  });
}

/** What has the focus now, in words a failure message can show. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    let where = '';
    while (active instanceof HTMLIFrameElement) {
      where += `iframe[title="${active.title}"] > `;
      active = active.contentDocument?.activeElement ?? null;
    }
    if (!active) return `${where}nothing`;
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return `${where}<${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}> "${name}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user moves through the
 * page; fails, saying where the focus went, when it is not reached within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 80 }: { key?: 'Tab' | 'Shift+Tab'; max?: number } = {},
): Promise<number> {
  await expect(target).toBeVisible();
  const seen: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) return presses;
    seen.push(await focusedElement(page));
  }
  throw new Error(
    `${key} did not reach ${String(target)} in ${max} presses; the focus went to:\n${seen.join('\n')}`,
  );
}

/** Expects the element to have the keyboard focus (through frames); else says what has it. */
export async function expectFocused(page: Page, target: Locator, what: string): Promise<void> {
  await expect
    .poll(async () => ((await hasFocus(target)) ? 'focused' : `not focused: ${await focusedElement(page)}`), {
      message: what,
    })
    .toBe('focused');
}
