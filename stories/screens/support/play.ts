/**
 * Small play-function steps shared by the screen stories: wait for a screen (lazy screens and fake
 * calls take a moment), and fill the forms a person would fill.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** Long enough for a lazy screen, its validators and a delayed fake call. */
export const SCREEN_TIMEOUT = { timeout: 8000 };

/** The canvas of a play function. */
export const canvasOf = (canvasElement: HTMLElement): Canvas => within(canvasElement);

/** Waits until the page's main heading reads `name`. */
export async function seeHeading(canvas: Canvas, name: string | RegExp): Promise<HTMLElement> {
  return canvas.findByRole('heading', { level: 1, name }, SCREEN_TIMEOUT);
}

/** Waits until the full-screen loading overlay has gone (no call is running). */
export async function settled(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('.loading-overlay')).toBeNull(), SCREEN_TIMEOUT);
}

/** A play function that waits for the screen's heading and for its calls to finish. */
export function shows(heading: string | RegExp) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await seeHeading(canvasOf(canvasElement), heading);
    await settled(canvasElement);
  };
}

/** Answers a yes/no question of a form (its radiogroup is named by the question). */
export async function answer(canvas: Canvas, question: RegExp, yes: boolean): Promise<void> {
  const group = await canvas.findByRole('radiogroup', { name: question }, SCREEN_TIMEOUT);
  await userEvent.click(within(group).getByRole('radio', { name: yes ? 'Yes' : 'No' }));
}
