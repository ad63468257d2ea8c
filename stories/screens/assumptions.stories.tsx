import type { Meta, StoryObj } from '@storybook/react-vite';
import AssumptionsScreen from '#screens/assumptions/assumptions-screen.tsx';

const meta = { title: 'Screens/Assumptions', component: AssumptionsScreen } satisfies Meta<
  typeof AssumptionsScreen
>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const OnPhone: StoryObj<typeof meta> = { globals: { viewport: { value: 'phone' } } };
