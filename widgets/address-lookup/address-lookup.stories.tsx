import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { expect, userEvent, within } from 'storybook/test';
import { FieldHarness, withFakeServices } from '../shared/harness';
import address from '../../schemas/definitions/address.schema.json';
import { AddressLookupField } from './address-lookup';

/**
 * Postcode lookup or manual entry over {postcode, line_1 ... line_5}. The fake search knows
 * SW1A 1AA and LS1 1UR; SW1A 2AA fails; any other postcode finds nothing.
 */
const meta = {
  title: 'Widgets/Address lookup',
  decorators: [withFakeServices({ delayMs: 400, failingPostcodes: ['SW1A2AA'] })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The address definition the quote form uses, with its messages. */
const schema = { ...address, title: 'Your address' } as RJSFSchema;

export const Empty: Story = {
  render: () => <FieldHarness field={AddressLookupField} schema={schema} />,
};

export const Results: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), 'LS1 1UR');
    await userEvent.click(canvas.getByRole('button', { name: 'Find address' }));
    await expect(await canvas.findByRole('combobox', { name: 'Select your address' })).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Postcode' }), 'YO1 7HH');
    await userEvent.click(canvas.getByRole('button', { name: 'Find address' }));
    await expect(await canvas.findByText(/We couldn't find any addresses/)).toBeInTheDocument();
  },
};

export const ManualEntry: Story = {
  ...Empty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enter address manually' }));
  },
};

export const Chosen: Story = {
  render: () => (
    <FieldHarness
      field={AddressLookupField}
      schema={schema}
      formData={{
        postcode: 'LS1 1UR',
        line_1: '2 Park Row',
        line_2: 'Floor 3',
        line_3: '',
        line_4: 'Leeds',
        line_5: 'West Yorkshire',
      }}
    />
  ),
};

export const WithError: Story = {
  render: () => (
    <FieldHarness
      field={AddressLookupField}
      schema={schema}
      errorSchema={{ line_1: { __errors: ['Please select an address.'] } } as unknown as ErrorSchema}
    />
  ),
};

export const OnPhone: Story = { ...Results, globals: { viewport: { value: 'phone' } } };
