import type { Meta, StoryObj } from '@storybook/react-vite';
import DeclinedScreen from '../../src/screens/outcome/declined-screen';
import ExceptionScreen from '../../src/screens/outcome/exception-screen';
import ExpiredScreen from '../../src/screens/outcome/expired-screen';
import NotFoundScreen from '../../src/screens/outcome/not-found-screen';

/** The outcome pages of SPEC.md 2.15, each with Start a quote. */
const meta = { title: 'Screens/Outcome pages', component: DeclinedScreen } satisfies Meta<
  typeof DeclinedScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Declined: Story = {};
export const Exception: Story = { render: () => <ExceptionScreen /> };
export const Expired: Story = { render: () => <ExpiredScreen /> };
export const NotFound: Story = { render: () => <NotFoundScreen /> };
