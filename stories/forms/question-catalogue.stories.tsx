import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import fallbackMessages from '#schemas/messages.json';
import { quoteForm } from '#domain/schema/quote-form.ts';
import { buildCatalogue } from '#forms/catalogue/catalogue-model.ts';
import { QuestionCatalogue } from '#forms/catalogue/question-catalogue.tsx';
import { shippedLists } from './story-services';

/**
 * The question catalogue (`npm run schemas:catalogue` writes the same page as static HTML): every
 * question of the quote form by step, read from the files under schemas/, with when it is asked,
 * its messages, tooltip, list and widget. Each title links to itself (#q1-vehicle.weight). An edit
 * to a schema file shows here on save.
 */
const meta = {
  title: 'Schemas/Question catalogue',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {
  render: () => (
    <QuestionCatalogue
      catalogue={buildCatalogue({ reader: quoteForm, lists: shippedLists, fallbackMessages })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('article', { name: 'Who is the legal owner of the van?' });
    await expect(question).toHaveTextContent(
      'When “Are you the legal owner and registered keeper of the van?” is No',
    );
  },
};
