import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useGlobals } from 'storybook/preview-api';
import { expect, userEvent, within } from 'storybook/test';
import '#screens/quote-form/quote-form.css';
import { stepIds } from '#domain/schema/quote-form.ts';
import { LivePreview } from './live-preview';
import { exampleNames } from './schema-examples';
import './live-preview.css';

/**
 * Try a change to the questions before it ships: pick a step and the answers to start from, set more
 * answers in **answers** to meet a condition (`{ "vehicle": { "hazardous_goods": true } }`), turn on
 * **showMessages** to see every message the step would give, and **phoneWidth** to see it on a phone.
 * The step is rendered from the files under schemas/ with the real widgets, effects and validators:
 * with `npm run storybook` running, save a schema file and the preview shows the edit.
 */
const meta = {
  title: 'Schemas/Live preview',
  component: LivePreview,
  tags: ['autodocs'],
  decorators: [followPhoneWidth()],
  args: { step: '1-about-your-van', example: 'none', answers: {}, showMessages: false, phoneWidth: false },
  argTypes: {
    step: { control: 'select', options: [...stepIds] },
    example: { control: 'select', options: exampleNames },
    answers: { control: 'object' },
    showMessages: { control: 'boolean' },
    phoneWidth: { control: 'boolean' },
  },
} satisfies Meta<typeof LivePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With phoneWidth on, the toolbar's viewport follows (the whole frame at phone width). Not on the
 * docs page, where every story shows at once and the frame is the page's.
 */
function followPhoneWidth(): Decorator {
  return function PhoneWidth(Story, { args, viewMode }) {
    const [globals, updateGlobals] = useGlobals();
    const current = (globals.viewport as { value?: string } | undefined)?.value;
    useEffect(() => {
      if (viewMode !== 'story') return;
      if (args.phoneWidth && current !== 'phone')
        updateGlobals({ viewport: { value: 'phone', isRotated: false } });
      if (!args.phoneWidth && current === 'phone')
        updateGlobals({ viewport: { value: undefined, isRotated: false } });
    }, [args.phoneWidth, current, updateGlobals, viewMode]);
    return <Story />;
  };
}

/** Step 1 of the complete example: answer "Will you carry hazardous goods?" with Yes and its follow-up appears. */
export const AboutYourVan: Story = {
  args: { example: 'complete-proposal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hazardous = await canvas.findByRole('radiogroup', { name: 'Will you carry hazardous goods?' });
    await userEvent.click(within(hazardous).getByRole('radio', { name: 'Yes' }));
    await expect(
      await canvas.findByRole('textbox', { name: 'What hazardous goods will you carry?' }),
    ).toBeVisible();
  },
};

/** The complete example with one answer changed: the legal owner questions show. */
export const ConditionFromAnswers: Story = {
  args: { example: 'complete-proposal', answers: { vehicle: { is_registered_keeper: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('combobox', { name: 'Who is the legal owner of the van?' }),
    ).toBeVisible();
  },
};

/** An example of the messages a step gives, every message showing. */
export const WithMessages: Story = {
  args: {
    step: '2-your-driving-history',
    example: '2-your-driving-history.incomplete-claim',
    showMessages: true,
  },
};

export const OnPhone: Story = {
  args: { step: '3-policy-holder-details', example: 'complete-proposal', phoneWidth: true },
};
