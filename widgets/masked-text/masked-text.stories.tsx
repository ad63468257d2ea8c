import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetHarness, withFakeServices } from '../shared/harness';
import { MaskedTextWidget } from './masked-text';

/** Text shaped by a SPEC mask (# digit, X letter or digit, S letter, A upper, a lower). */
const meta = { title: 'Widgets/Masked text', decorators: [withFakeServices()] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SortCodeEmpty: Story = {
  render: () => <WidgetHarness widget={MaskedTextWidget} label="Sort code" options={{ mask: '##-##-##' }} />,
};

export const SortCodeFilledUnmasked: Story = {
  render: () => (
    <WidgetHarness
      widget={MaskedTextWidget}
      label="Sort code"
      value="401020"
      options={{ mask: '##-##-##', unmask: true }}
    />
  ),
};

export const AccountNumberWithError: Story = {
  render: () => (
    <WidgetHarness
      widget={MaskedTextWidget}
      label="Account number"
      value="1234"
      options={{ mask: '########' }}
      rawErrors={['Please enter a valid bank account number of 8 numbers.']}
    />
  ),
};
