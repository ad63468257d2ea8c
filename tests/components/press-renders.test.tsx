/**
 * A press renders what it changes. A repeater's Add or Remove renders every item of its list again
 * (their count changes), but a saved item's line is worked out once; a change to the answers renders
 * the quote form's screen again, but not the steps' headers. Each was a share of the largest step's
 * Add (docs/performance.md): 391 components and elements rendered, now about 300.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { quoteSteps, type QuoteStep } from '#forms/quote-steps.ts';
import { StepPanel } from '#screens/quote-form/step-panel.tsx';
import { largeRisk } from '../../scripts/bench/large-risk';
import { servicesWithEveryList, StepUnderTest } from './support/step-under-test';

const { formatAnswer, icons } = vi.hoisted(() => ({ formatAnswer: vi.fn(), icons: vi.fn() }));
vi.mock('#domain/schema/format-answer.ts', async (original) => {
  const real = await original<typeof import('#domain/schema/format-answer.ts')>();
  formatAnswer.mockImplementation(real.formatAnswer);
  return { ...real, formatAnswer };
});
vi.mock('#widgets/shared/icons.tsx', async (original) => {
  const real = await original<typeof import('#widgets/shared/icons.tsx')>();
  return {
    ...real,
    Icon: (props: Parameters<typeof real.Icon>[0]) => {
      icons(props.name);
      return real.Icon(props);
    },
  };
});

const step = quoteSteps.find((s) => s.id === '4-additional-drivers') as QuoteStep;

describe('a press renders what it changes', () => {
  it("an Add does not work the saved items' lines out again", async () => {
    const user = userEvent.setup();
    render(<StepUnderTest step={step} initial={largeRisk()} services={servicesWithEveryList()} />);
    const driver = screen.getByRole('region', { name: 'Driver 5' });
    await user.click(within(driver).getByRole('button', { name: 'Remove driver 5, claim 5' }));
    expect(within(driver).getAllByRole('button', { name: /^Change driver 5, claim/ })).toHaveLength(4);
    formatAnswer.mockClear();

    await user.click(within(driver).getByRole('button', { name: 'Add another claim' }));

    const added = within(driver).getByRole('region', { name: 'Driver 5, claim 5' });
    expect(within(added).getByLabelText('What type of claim was it?')).toHaveValue('');
    expect(within(driver).getAllByRole('button', { name: /^Change driver 5, claim/ })).toHaveLength(4);
    expect(formatAnswer).not.toHaveBeenCalled();
  });

  it("a change to the answers does not render the steps' headers again", async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    const panel = (formData: Record<string, unknown>, label: string) => (
      <StepPanel
        step={step}
        open={false}
        ready={false}
        failed={false}
        reachable
        done
        formData={formData}
        extraErrors={{}}
        formContext={{ services: servicesWithEveryList() }}
        onOpen={() => opened.push(label)}
        onChange={() => undefined}
        onBlurField={() => undefined}
      >
        <span />
      </StepPanel>
    );
    const { rerender } = render(panel({}, 'first'));
    const drawn = icons.mock.calls.length;
    expect(drawn).toBeGreaterThan(0);

    rerender(panel({ changed: true }, 'newest'));

    expect(icons.mock.calls.length).toBe(drawn);
    await user.click(screen.getByRole('button', { name: new RegExp(step.title) }));
    expect(opened).toEqual(['newest']);
  });
});
