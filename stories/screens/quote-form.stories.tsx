import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appStory, at, onPhone, SCREEN_PARAMETERS } from './support/app-story';
import { quotedAnnual } from './support/fixtures';
import { listHandlers } from './support/lists';
import { canvasOf, seeHeading, settled, SCREEN_TIMEOUT } from './support/play';
import { serverFor } from './support/story-server';

/** The quote form (SPEC.md 2.6) in the app: a new quote, and a saved proposal opened to edit. */
const meta = { title: 'Screens/Quote form', parameters: { ...SCREEN_PARAMETERS } } satisfies Meta;
export default meta;

const HEADING = 'Your details';

/** QuoteCreateForm: a new quote, step 1 open. */
export const Create = appStory(at('QuoteCreateForm'), listHandlers, {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await seeHeading(canvas, HEADING);
    await expect(
      await canvas.findByRole('heading', { name: /About Your Van/ }, SCREEN_TIMEOUT),
    ).toBeVisible();
    await settled(canvasElement);
  },
});

/** QuoteEditForm: the saved proposal's answers, the van found by its registration. */
export const EditSavedProposal = appStory(at('QuoteEditForm', quotedAnnual.uuid), serverFor(quotedAnnual), {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await seeHeading(canvas, HEADING);
    await expect(await canvas.findByText(/TRANSIT CUSTOM/, {}, SCREEN_TIMEOUT)).toBeVisible();
    await settled(canvasElement);
  },
});

export const CreateOnPhone = onPhone(Create);
export const EditSavedProposalOnPhone = onPhone(EditSavedProposal);
