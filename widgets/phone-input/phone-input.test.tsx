import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetHarness, type WidgetHarnessProps } from '#widgets/shared/harness.tsx';
import { PhoneInputWidget } from './phone-input';

function renderPhone(props: Partial<WidgetHarnessProps> = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  render(
    <WidgetHarness
      widget={PhoneInputWidget}
      label="Daytime phone"
      onChange={onChange}
      onBlur={onBlur}
      {...props}
    />,
  );
  return {
    onChange,
    onBlur,
    user: userEvent.setup(),
    input: screen.getByRole('textbox', { name: 'Daytime phone' }),
  };
}

describe('phone-input', () => {
  it('is a telephone box with the phone keyboard', () => {
    const { input } = renderPhone();
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
  });

  it('takes a +44 number in full and stores it in UK national format when the box is left', async () => {
    const { input, user, onChange, onBlur } = renderPhone();
    await user.type(input, '+44 (0)113 496 0000');
    expect(input).toHaveValue('+44 (0)113 496 0000');
    await user.tab();
    expect(input).toHaveValue('0113 496 0000');
    expect(onChange).toHaveBeenLastCalledWith('0113 496 0000');
    expect(onBlur).toHaveBeenLastCalledWith('root_answer', '0113 496 0000');
  });

  it.each([
    ['0113 496 0000 ext 12', '0113 496 0000 ext. 12'],
    ['01134960000 x123', '0113 496 0000 ext. 123'],
    ['0113 496 0000 #123', '0113 496 0000 ext. 123'],
  ])('keeps the extension of %j', async (typed, stored) => {
    const { input, user, onChange } = renderPhone();
    await user.type(input, typed);
    await user.tab();
    expect(input).toHaveValue(stored);
    expect(onChange).toHaveBeenLastCalledWith(stored);
  });

  it('never cuts what is typed: an over-long number stays as typed, for the message to speak about', async () => {
    const { input, user, onChange } = renderPhone();
    await user.type(input, '077009001234567');
    await user.tab();
    expect(input).toHaveValue('077009001234567');
    expect(onChange).toHaveBeenLastCalledWith('077009001234567');
  });

  it('tidies a pasted number when the box is left', async () => {
    const { input, user, onChange } = renderPhone();
    await user.click(input);
    await user.paste('07400 123 456');
    expect(onChange).toHaveBeenLastCalledWith('07400 123 456');
    await user.tab();
    expect(input).toHaveValue('07400 123456');
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
