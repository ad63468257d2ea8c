import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import complete from '#schemas/quote-form/examples/complete-proposal.json';
import { resolveExampleDates } from '#domain/schema/example-dates.ts';
import '#screens/quote-form/quote-form.css';
import { QuoteStepStory } from './quote-step-story';

/**
 * The four repeaters (SPEC.md 2.6) at one item and at five, the most a customer can add: claims,
 * convictions and medical conditions on Your Driving History, additional drivers on Additional
 * Drivers. At five, "Add another" is gone; with more than one, each item has Remove.
 */
const meta = {
  title: 'Forms/Repeaters',
  component: QuoteStepStory,
  tags: ['autodocs'],
  argTypes: {
    step: { control: { type: 'number', min: 0, max: 4 }, description: 'The step, from 0.' },
    formData: { control: 'object', description: 'The answers the step starts with.' },
    showErrors: { control: 'boolean', description: 'Every message of the step, as after Continue.' },
  },
} satisfies Meta<typeof QuoteStepStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Answers = Record<string, unknown>;
const filled = resolveExampleDates(complete.formData) as unknown as {
  drivers: { proposer: Answers; additional_drivers: Answers[] } & Answers;
} & Answers;
const someone = filled.drivers.additional_drivers[0] as Answers & {
  claims: Answers[];
  convictions: Answers[];
};

/** `count` items made from one, each a little different. */
const times = (count: number, item: (i: number) => Answers) =>
  Array.from({ length: count }, (_, i) => item(i));

const CLAIM_TYPES = ['A', 'T', 'W', 'F', 'V'];
const claim = (i: number) => ({ ...someone.claims[0], type_of_claim: CLAIM_TYPES[i] });
const conviction = (i: number) => ({ ...someone.convictions[0], penalty_points: 3 + (i % 2) * 3 });
const CONDITIONS = ['DI', 'EP', 'HC', 'DT', 'BL'];
const condition = (i: number) => ({ medical_condition: CONDITIONS[i], dvla_notified: i % 2 === 0 });
const driver = (i: number) => ({ ...someone, forename: ['Alex', 'Sam', 'Jo', 'Chris', 'Pat'][i] });

/** The complete example with the proposer's answers changed. */
const proposerWith = (answers: Answers) => ({
  ...filled,
  drivers: { ...filled.drivers, proposer: { ...filled.drivers.proposer, ...answers } },
});

/** The step shows `count` items named "<title> 1" ...; Add another only below five. */
function itemsShown(title: string, count: number): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByRole('region', { name: new RegExp(`^${title} \\d$`) });
    await expect(items).toHaveLength(count);
    const add = canvas.queryByRole('button', { name: `Add another ${title.toLowerCase()}` });
    if (count < 5) await expect(add).toBeVisible();
    else await expect(add).toBeNull();
    await expect(
      canvas.queryAllByRole('button', { name: new RegExp(`^Remove ${title.toLowerCase()}`) }),
    ).toHaveLength(count > 1 ? count : 0);
  };
}

const claims = (count: number): Story => ({
  args: { step: 1, formData: proposerWith({ has_claims: true, claims: times(count, claim) }) },
  play: itemsShown('Claim', count),
});
const convictions = (count: number): Story => ({
  args: { step: 1, formData: proposerWith({ has_convictions: true, convictions: times(count, conviction) }) },
  play: itemsShown('Conviction', count),
});
const conditions = (count: number): Story => ({
  args: {
    step: 1,
    formData: proposerWith({ has_medical_conditions: true, medical_conditions: times(count, condition) }),
  },
  play: itemsShown('Medical condition', count),
});
const drivers = (count: number): Story => ({
  args: {
    step: 3,
    formData: {
      ...filled,
      drivers: { ...filled.drivers, has_additional_drivers: true, additional_drivers: times(count, driver) },
    },
  },
  play: itemsShown('Driver', count),
});

export const OneClaim = claims(1);
export const FiveClaims = claims(5);
export const OneConviction = convictions(1);
export const FiveConvictions = convictions(5);
export const OneMedicalCondition = conditions(1);
export const FiveMedicalConditions = conditions(5);
export const OneAdditionalDriver = drivers(1);
export const FiveAdditionalDrivers = drivers(5);
export const FiveAdditionalDriversOnPhone: Story = {
  ...drivers(5),
  globals: { viewport: { value: 'phone', isRotated: false } },
};
