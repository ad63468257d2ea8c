import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetHarness, type WidgetHarnessProps } from '#widgets/shared/harness.tsx';
import { PhoneInputWidget } from './phone-input';

function renderPhone(props: Partial<WidgetHarnessProps> = {}) {
  const onChange = vi.fn();
  render(<WidgetHarness widget={PhoneInputWidget} label="Daytime phone" onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup(), input: screen.getByRole('textbox', { name: 'Daytime phone' }) };
}

describe('phone-input', () => {
  it('is a telephone box with the phone keyboard', () => {
    const { input } = renderPhone();
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
  });

  it('drops letters, spaces and inner pluses as they are typed', async () => {
    const { input, user, onChange } = renderPhone();
    await user.type(input, '07a7 0+0');
    expect(input).toHaveValue('07700');
    expect(onChange).toHaveBeenLastCalledWith('07700');
  });

  it('keeps a leading plus and stops at 11 characters', async () => {
    const { input, user, onChange } = renderPhone();
    await user.type(input, '+4477009001234');
    expect(input).toHaveValue('+4477009001');
    expect(onChange).toHaveBeenLastCalledWith('+4477009001');
  });

  it('cleans a pasted number', async () => {
    const { input, user, onChange } = renderPhone();
    await user.click(input);
    await user.paste('07700 900 123');
    expect(input).toHaveValue('07700900123');
    expect(onChange).toHaveBeenLastCalledWith('07700900123');
  });

  it('emits undefined when emptied', async () => {
    const { input, user, onChange } = renderPhone({ value: '0113' });
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('marks the box invalid and describes it by the error', () => {
    const { input } = renderPhone({ rawErrors: ['Please provide a valid UK phone number.'] });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please provide a valid UK phone number.');
  });
});
