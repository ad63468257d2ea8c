import type { Page } from '@playwright/test';

/**
 * The controls on screen a thumb presses that are smaller than 24 by 24 CSS px (WCAG 2.2's 2.5.8,
 * target size minimum), each as `tag "name" width x height`. Left out as that criterion leaves them
 * out: a link inside a sentence (its size is the line's), a checkbox or radio whose label takes the
 * press and is tall enough, and what is hidden until focused (the skip link).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || control.closest('[hidden], .visually-hidden')) continue;
      const text = (control.textContent ?? '').trim();
      const inSentence =
        control.tagName === 'A' &&
        getComputedStyle(control).display === 'inline' &&
        (control.parentElement?.textContent ?? '').trim() !== text;
      if (inSentence) continue;
      const label = (control as HTMLInputElement).labels?.[0]?.getBoundingClientRect();
      if (control.matches('[type=checkbox], [type=radio]') && label && label.height >= MIN) continue;
      if (box.width >= MIN && box.height >= MIN) continue;
      const name = text || control.getAttribute('aria-label') || control.id;
      found.push(
        `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    return found;
  });
}
