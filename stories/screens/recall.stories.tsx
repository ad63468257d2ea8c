import type { Meta } from '@storybook/react-vite';
import recallSchema from '#schemas/recall/recall.schema.json';
import { expect, userEvent } from 'storybook/test';
import { appStory, at, onPhone, SCREEN_PARAMETERS } from './support/app-story';
import { errorReply, type Handler, type Handlers } from './support/fake-fetch';
import { quotedAnnual } from './support/fixtures';
import { canvasOf, seeHeading, settled, SCREEN_TIMEOUT } from './support/play';
import { serverFor } from './support/story-server';

/** Retrieve a Quote (SPEC.md 2.14): reference, postcode and date of birth open a saved quote here. */
const meta = { title: 'Screens/Recall', parameters: { ...SCREEN_PARAMETERS } } satisfies Meta;
export default meta;

type Canvas = ReturnType<typeof canvasOf>;
const HEADING = 'Retrieve a Quote';
const PAGE = at('Recall');
/** What the server says for details that match no quote (SPEC.md 8: never which one is wrong). */
const NOT_FOUND =
  'Sorry we were unable to find your quote - please check the details you entered were correct!';
const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.';

/** The page with its form ready. */
async function ready(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = canvasOf(canvasElement);
  await seeHeading(canvas, HEADING);
  await canvas.findByLabelText('Quote reference', {}, SCREEN_TIMEOUT);
  await settled(canvasElement);
  return canvas;
}

/** Types the saved quote's details and presses Retrieve Quote. */
async function retrieve(canvas: Canvas): Promise<void> {
  await userEvent.type(canvas.getByLabelText('Quote reference'), quotedAnnual.reference);
  await userEvent.type(canvas.getByLabelText('Postcode'), 'LS6 3AW');
  await userEvent.type(canvas.getByLabelText('Date of birth'), '14031985');
  await userEvent.click(canvas.getByRole('button', { name: 'Retrieve Quote' }));
}

/** The recall call answers `recall`; the rest as a server holding the saved quote would. */
const server = (recall: Handler): Handlers => serverFor(quotedAnnual, { recallProposal: recall });

export const Empty = appStory(PAGE, server(errorReply(404, 'not_found', NOT_FOUND)), {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Retrieve Quote' })).toBeEnabled();
  },
});

/** Retrieve Quote with nothing typed: each field's message. */
export const FieldErrors = appStory(PAGE, server(errorReply(404, 'not_found', NOT_FOUND)), {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retrieve Quote' }));
    const messages = recallSchema.errorMessage.required;
    await expect(await canvas.findByText(messages.reference, {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByText(messages.postcode)).toBeVisible();
    await expect(canvas.getByText(messages.dob)).toBeVisible();
  },
});

/** The details match no quote. */
export const NotFound = appStory(PAGE, server(errorReply(404, 'not_found', NOT_FOUND)), {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await retrieve(canvas);
    await expect(await canvas.findByRole('alert', {}, SCREEN_TIMEOUT)).toHaveTextContent(NOT_FOUND);
  },
});

/** Too many attempts from this browser or for this reference (429). */
export const TooManyAttempts = appStory(PAGE, server(errorReply(429, 'rate_limited', TOO_MANY)), {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await retrieve(canvas);
    await expect(await canvas.findByRole('alert', {}, SCREEN_TIMEOUT)).toHaveTextContent(TOO_MANY);
  },
});

/** The quote has expired (409 with its uuid): only a new cover start date, and Update. */
export const Expired = appStory(
  PAGE,
  server(
    errorReply(409, 'expired', 'This quote has expired. Please choose a new start date.', [], {
      uuid: quotedAnnual.uuid,
    }),
  ),
  {
    play: async ({ canvasElement }) => {
      const canvas = await ready(canvasElement);
      await retrieve(canvas);
      await expect(await canvas.findByRole('button', { name: 'Update' }, SCREEN_TIMEOUT)).toBeVisible();
      await expect(canvas.queryByLabelText('Quote reference')).toBeNull();
      await expect(canvas.getByText(/Your quote has expired/)).toBeVisible();
    },
  },
);

export const EmptyOnPhone = onPhone(Empty);
export const FieldErrorsOnPhone = onPhone(FieldErrors);
export const ExpiredOnPhone = onPhone(Expired);
