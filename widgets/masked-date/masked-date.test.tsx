import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetHarness, type WidgetHarnessProps } from '#widgets/shared/harness.tsx';
import { MaskedDateWidget } from './masked-date';

function renderDate(props: Partial<WidgetHarnessProps> = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  render(
    <WidgetHarness
      widget={MaskedDateWidget}
      label="Date of birth"
      onChange={onChange}
      onBlur={onBlur}
      {...props}
    />,
  );
  return { onChange, onBlur, user: userEvent.setup(), input: screen.getByLabelText('Date of birth') };
}

const lastValue = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls.at(-1)?.[0];

afterEach(() => {
  vi.useRealTimers();
});

describe('masked-date', () => {
  it('asks for DD/MM/YYYY with a numeric keyboard', () => {
    const { input } = renderDate();
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('reads a one-digit day or month ended by a separator, as customers write dates', async () => {
    const { input, user, onChange } = renderDate();
    await user.type(input, '1/5/2022');
    expect(input).toHaveValue('01/05/2022');
    expect(lastValue(onChange)).toBe('2022-05-01');
    await user.clear(input);
    await user.type(input, '9.11.1985');
    expect(input).toHaveValue('09/11/1985');
    expect(lastValue(onChange)).toBe('1985-11-09');
  });

  it('takes a pasted date written another way (ISO, dashes, one-digit parts)', async () => {
    const { input, user, onChange } = renderDate();
    await user.click(input);
    await user.paste('2022-05-01');
    expect(input).toHaveValue('01/05/2022');
    expect(lastValue(onChange)).toBe('2022-05-01');
  });

  it('puts the slashes in as digits are typed and emits the ISO date once it is real', async () => {
    const { input, user, onChange } = renderDate();
    await user.type(input, '31121990');
    expect(input).toHaveValue('31/12/1990');
    expect(lastValue(onChange)).toBe('1990-12-31');
  });

  it('emits the typed text while the date is unfinished or impossible', async () => {
    const { input, user, onChange } = renderDate();
    await user.type(input, '3112');
    expect(lastValue(onChange)).toBe('31/12');
    await user.clear(input);
    await user.type(input, '31022020');
    expect(input).toHaveValue('31/02/2020');
    expect(lastValue(onChange)).toBe('31/02/2020');
  });

  it('ignores letters and emits nothing once the box is cleared', async () => {
    const { input, user, onChange } = renderDate();
    await user.type(input, '0a1');
    expect(input).toHaveValue('01');
    await user.clear(input);
    expect(lastValue(onChange)).toBeUndefined();
  });

  it('shows a stored ISO date as DD/MM/YYYY and reports it on blur', async () => {
    const { input, user, onBlur } = renderDate({ value: '2001-02-03' });
    expect(input).toHaveValue('03/02/2001');
    await user.click(input);
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('root_answer', '2001-02-03');
  });

  it('marks the input invalid and describes it by the error', () => {
    const { input } = renderDate({ rawErrors: ['Please enter a valid date'] });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid date');
  });

  it('opens a calendar dialog with month and year dropdowns; Escape closes it and focus returns', async () => {
    const { user } = renderDate({ value: '1990-12-31' });
    const toggle = screen.getByRole('button', { name: 'Choose date' });
    await user.click(toggle);
    // The calendar is loaded on first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    // Focus moves to the chosen day once the dialog has shown (an effect after it appears).
    await waitFor(() => expect(screen.getByRole('button', { name: /31 December 1990/ })).toHaveFocus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('combobox', { name: /month/i })).toHaveDisplayValue('December');
    expect(screen.getByRole('combobox', { name: /year/i })).toHaveDisplayValue('1990');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('emits the ISO date of a picked day and closes', async () => {
    const { user, onChange, input } = renderDate({ value: '2020-05-10' });
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    await user.click(await screen.findByRole('button', { name: /15 May 2020/ }));
    expect(lastValue(onChange)).toBe('2020-05-15');
    expect(input).toHaveValue('15/05/2020');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables days before today and beyond the window for a cover start date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-14T12:00:00Z'));
    const { user } = renderDate({ options: { disablePast: true, maxDaysAhead: 30 } });
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(await screen.findByRole('button', { name: /13 May 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /14 May 2026/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /31 May 2026/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /next month/i }));
    expect(screen.getByRole('button', { name: /13 June 2026/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /14 June 2026/ })).toBeDisabled();
  });

  it("takes the calendar's window from the schema's own date rules", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-14T12:00:00Z'));
    const { user } = renderDate({
      schema: { type: 'string', date: true, dateFrom: 'today', dateTo: { today: 30 } },
    });
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(await screen.findByRole('button', { name: /13 May 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /14 May 2026/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /next month/i }));
    expect(screen.getByRole('button', { name: /13 June 2026/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /14 June 2026/ })).toBeDisabled();
  });

  it('offers Today and Tomorrow as quick choices', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-14T12:00:00Z'));
    const { user, onChange, input } = renderDate({ options: { quickChoices: true, disablePast: true } });
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(lastValue(onChange)).toBe('2026-05-15');
    expect(input).toHaveValue('15/05/2026');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(lastValue(onChange)).toBe('2026-05-14');
  });

  it('shows a quick choice in the box even when the press leaves the focus in the box', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-14T12:00:00Z'));
    const { user, onChange, input } = renderDate({ options: { quickChoices: true, disablePast: true } });
    await user.type(input, '3');
    // A click that does not move the focus (a browser that does not focus a pressed button).
    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(lastValue(onChange)).toBe('2026-05-15');
    expect(input).toHaveFocus();
    await waitFor(() => expect(input).toHaveValue('15/05/2026'));
    // Typed over, then a quick choice again: the box follows each.
    await user.clear(input);
    await user.type(input, '14052026');
    expect(lastValue(onChange)).toBe('2026-05-14');
    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await waitFor(() => expect(input).toHaveValue('15/05/2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(input).toHaveValue('14/05/2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await waitFor(() => expect(input).toHaveValue('15/05/2026'));
    expect(input).toHaveFocus();
  });
});
