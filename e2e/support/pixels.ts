import type { Locator, Page } from '@playwright/test';

/**
 * The colour [r, g, b] painted at (x, y) of an element's screenshot, in CSS px from its top left: the
 * browser decodes the PNG (no image library here).
 */
export async function colourAt(page: Page, element: Locator, x: number, y: number): Promise<number[]> {
  const png = (await element.screenshot({ animations: 'disabled' })).toString('base64');
  return page.evaluate(
    async ({ png, x, y }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const scale = window.devicePixelRatio;
      return [...context.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data].slice(0, 3);
    },
    { png, x, y },
  );
}
