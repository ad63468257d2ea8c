import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ApiProvider } from '#api/api-context.tsx';
import { useProposal } from '#api/get-proposal.ts';
import { SeparateCache } from '#api/separate-cache.tsx';
import type { Proposal } from '#domain/contract/proposal.ts';
import { PriceBox } from '#screens/shared/price-box.tsx';
import { fakeFetch } from './support/fake-fetch';
import {
  annualWithAddons,
  loadingQuote,
  monthlyWithAddons,
  quotedAnnual,
  quotedMonthly,
} from './support/fixtures';
import { serverFor } from './support/story-server';
import { SCREEN_TIMEOUT } from './support/play';

const FIXTURES = { quotedAnnual, annualWithAddons, quotedMonthly, monthlyWithAddons, loadingQuote };

/** The price box as the quote screens show it, answering its calls from the fixtures (no network). */
function PriceBoxStory({ fixture }: { fixture: keyof typeof FIXTURES }) {
  const start = FIXTURES[fixture];
  const [fetchImpl] = useState(() => fakeFetch(serverFor(start)));
  const hooks = useMemo(
    () => ({ loadingStarted() {}, loadingEnded() {}, sessionExpired() {}, exception() {} }),
    [],
  );
  return (
    <SeparateCache>
      <ApiProvider hooks={hooks} fetchImpl={fetchImpl}>
        <div style={{ maxWidth: '19rem', padding: '1rem' }}>
          <CurrentPriceBox start={start} />
        </div>
      </ApiProvider>
    </SeparateCache>
  );
}

/** The stored proposal as the cache has it now (a toggle stores the way to pay and re-reads it). */
function CurrentPriceBox({ start }: { start: Proposal }) {
  const { data } = useProposal(start.uuid);
  const proposal = data ?? start;
  return <PriceBox proposal={proposal} addons={proposal.addons ?? []} />;
}

/**
 * The price box beside the quote screens (SPEC.md 2.9): Monthly or Annually, every figure the
 * server's quote, the optional covers chosen. **fixture** picks the stored proposal.
 */
const meta = {
  title: 'Screens/Price box',
  component: PriceBoxStory,
  tags: ['autodocs'],
  argTypes: { fixture: { control: 'select', options: Object.keys(FIXTURES) } },
} satisfies Meta<typeof PriceBoxStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paying annually: one payment of the premium and the covers. */
export const Annual: Story = {
  args: { fixture: 'annualWithAddons' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('complementary', { name: 'Your price' });
    await expect(within(box).getByRole('button', { name: 'Annually', pressed: true })).toBeVisible();
    await expect(box).toHaveTextContent('single payment');
    await expect(box).toHaveTextContent('UK & European Breakdown Recovery');
  },
};

/** Paying monthly: deposit, instalments, interest and the total payable. */
export const Monthly: Story = {
  args: { fixture: 'monthlyWithAddons' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('complementary', { name: 'Your price' });
    await expect(within(box).getByRole('button', { name: 'Monthly', pressed: true })).toBeVisible();
    for (const row of ['Total Premium', 'Interest charge', 'Deposit payable today', 'Total amount payable'])
      await expect(within(box).getByText(row)).toBeVisible();
  },
};

/** No covers chosen yet. */
export const AnnualNoCovers: Story = { args: { fixture: 'quotedAnnual' } };

/** Annually, then Monthly pressed: the way to pay is stored and the monthly figures show. */
export const SwitchToMonthly: Story = {
  args: { fixture: 'quotedAnnual' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('complementary', { name: 'Your price' });
    await userEvent.click(within(box).getByRole('button', { name: 'Monthly' }));
    await expect(await within(box).findByText('Deposit payable today', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

/** The quote is still being worked out. */
export const LoadingQuote: Story = { args: { fixture: 'loadingQuote' } };

export const MonthlyOnPhone: Story = {
  ...Monthly,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
