import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetHarness, withFakeServices } from '../shared/harness';
import { YesNoWidget } from './yes-no';

/** Two large radio buttons; emits true or false. */
const meta = { title: 'Widgets/Yes no', decorators: [withFakeServices()] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const question = 'Is the van kept at your home address overnight?';

export const Empty: Story = {
  render: () => <WidgetHarness widget={YesNoWidget} label={question} schema={{ type: 'boolean' }} />,
};

export const AnsweredNo: Story = {
  render: () => (
    <WidgetHarness widget={YesNoWidget} label={question} schema={{ type: 'boolean' }} value={false} />
  ),
};

export const CustomLabels: Story = {
  render: () => (
    <WidgetHarness
      widget={YesNoWidget}
      label="Would you like to protect your No Claims Discount?"
      schema={{ type: 'boolean' }}
      options={{ labels: ['Protect', "Don't Protect"] }}
      value={true}
    />
  ),
};

export const WithError: Story = {
  render: () => (
    <WidgetHarness
      widget={YesNoWidget}
      label={question}
      schema={{ type: 'boolean' }}
      rawErrors={['Please provide an answer to this question to proceed.']}
    />
  ),
};

export const OnPhone: Story = { ...Empty, globals: { viewport: { value: 'phone' } } };
