import type { Meta, StoryObj } from '@storybook/react-vite';
import { routeNamed } from '#app/routes.tsx';
import { ProgressBar } from '#app/shell/progress-bar.tsx';
import type { RouteName } from '#domain/journey/route-names.ts';

/** The progress bar at every step of the journey (SPEC.md 2.2), as the route table places each route. */
const meta = { title: 'Shell/Progress bar' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (name: RouteName): Story => ({ render: () => <ProgressBar route={routeNamed(name)} /> });

export const AtAssumptions = at('Assumptions');
export const AtYourDetails = at('QuoteCreateForm');
export const AtQuote = at('PaymentOption');
export const AtPayment = at('Payment');
export const AtComplete = at('Complete');
export const OnPhone: Story = { ...at('Summary'), globals: { viewport: { value: 'phone' } } };
