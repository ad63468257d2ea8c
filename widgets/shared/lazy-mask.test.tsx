import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import type { WidgetHarnessProps } from './harness';

/*
 * The masked boxes before imask has arrived (docs/decisions/046): the browser fetches it on a box's
 * first focus. Every other test runs with it loaded (tests/setup-dom.ts); here each test gets fresh
 * widget modules whose imask is held back until the test lets it through.
 */

let release: () => void;
let Harness: ComponentType<WidgetHarnessProps>;
let MaskedText: ComponentType<WidgetProps>;
let MaskedDate: ComponentType<WidgetProps>;
let imaskFetches = 0;
let loadMask: () => Promise<void>;

beforeEach(async () => {
  vi.resetModules();
  imaskFetches = 0;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  vi.doMock('./imask-pattern', async () => {
    imaskFetches += 1;
    await arrived;
    return vi.importActual('./imask-pattern');
  });
  ({ WidgetHarness: Harness } = await import('./harness'));
  ({ loadMask } = await import('./lazy-mask'));
  ({ MaskedTextWidget: MaskedText } = await import('#widgets/masked-text/masked-text.tsx'));
  ({ MaskedDateWidget: MaskedDate } = await import('#widgets/masked-date/masked-date.tsx'));
});

afterEach(() => {
  vi.doUnmock('./imask-pattern');
});

/** Lets imask arrive and the box take it. */
async function imaskArrives() {
  await act(async () => {
    release();
    await loadMask();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const lastValue = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls.at(-1)?.[0];

function renderSortCode(value?: string) {
  const onChange = vi.fn();
  render(
    <Harness
      widget={MaskedText}
      label="Sort code"
      value={value}
      options={{ mask: '##-##-##', unmask: true }}
      onChange={onChange}
    />,
  );
  return { onChange, user: userEvent.setup(), input: screen.getByRole('textbox', { name: 'Sort code' }) };
}

describe('a masked box before imask arrives', () => {
  it('is not fetched with the page, only when the customer comes to a box', async () => {
    const { input, user } = renderSortCode();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(imaskFetches).toBe(0);
    await user.click(input);
    await vi.waitFor(() => expect(imaskFetches).toBe(1));
  });

  it('shows a stored value as the mask does, with the same name, keyboard and box', async () => {
    const { input } = renderSortCode('401020');
    expect(input).toHaveValue('40-10-20');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveClass('vq-control', 'vq-control--short');
    await userEvent.setup().click(input);
    await imaskArrives();
    // The same element, masked now: nothing is replaced, so nothing moves and focus stays.
    expect(screen.getByRole('textbox', { name: 'Sort code' })).toBe(input);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('40-10-20');
  });

  it('keeps every key typed while imask is on its way, and emits what the mask would', async () => {
    const { input, user, onChange } = renderSortCode();
    await user.type(input, '08 99');
    expect(lastValue(onChange)).toBe('0899');
    await imaskArrives();
    expect(input).toHaveValue('08-99');
    await user.type(input, '99');
    expect(input).toHaveValue('08-99-99');
    expect(lastValue(onChange)).toBe('089999');
  });

  it('shapes a whole value typed before imask arrives', async () => {
    const { input, user, onChange } = renderSortCode();
    await user.type(input, '1122334');
    expect(lastValue(onChange)).toBe('112233');
    await imaskArrives();
    expect(input).toHaveValue('11-22-33');
    expect(lastValue(onChange)).toBe('112233');
  });

  it('shapes the text when the customer leaves before imask arrives', async () => {
    const { input, user } = renderSortCode();
    await user.type(input, '112233');
    await user.tab();
    expect(input).toHaveValue('11-22-33');
    await imaskArrives();
    expect(input).toHaveValue('11-22-33');
  });

  it('date box: keys typed before imask arrives make the same ISO date', async () => {
    const onChange = vi.fn();
    render(<Harness widget={MaskedDate} label="Date of birth" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    const user = userEvent.setup();
    await user.type(input, '3112');
    expect(lastValue(onChange)).toBe('31/12');
    await user.type(input, '1990');
    expect(lastValue(onChange)).toBe('1990-12-31');
    await imaskArrives();
    expect(input).toHaveValue('31/12/1990');
    expect(lastValue(onChange)).toBe('1990-12-31');
    await user.type(input, '{Backspace}');
    expect(lastValue(onChange)).toBe('31/12/199');
  });

  it('date box: shows a stored date as DD/MM/YYYY before imask arrives', () => {
    render(<Harness widget={MaskedDate} label="Date of birth" value="2001-02-03" />);
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('03/02/2001');
  });
});
