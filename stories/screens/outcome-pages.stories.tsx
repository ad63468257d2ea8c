import type { Meta, StoryObj } from '@storybook/react-vite';
import DeclinedScreen from '#screens/outcome/declined-screen.tsx';
import ExceptionScreen from '#screens/outcome/exception-screen.tsx';
import ExpiredScreen from '#screens/outcome/expired-screen.tsx';
import NotFoundScreen from '#screens/outcome/not-found-screen.tsx';

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
