import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetHarness, type WidgetHarnessProps } from '#widgets/shared/harness.tsx';
import { MaskedTextWidget } from './masked-text';

function renderMasked(props: Partial<WidgetHarnessProps> = {}) {
  const onChange = vi.fn();
  render(<WidgetHarness widget={MaskedTextWidget} label="Sort code" onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup(), input: screen.getByLabelText(props.label ?? 'Sort code') };
}

const lastValue = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls.at(-1)?.[0];

describe('masked-text', () => {
  it('shapes a sort code as ##-##-## and emits it with hyphens', async () => {
    const { input, user, onChange } = renderMasked({ options: { mask: '##-##-##' } });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '11a2233');
    expect(input).toHaveValue('11-22-33');
    expect(lastValue(onChange)).toBe('11-22-33');
  });

  it('emits the value without literals when unmask is set', async () => {
    const { input, user, onChange } = renderMasked({ options: { mask: '##-##-##', unmask: true } });
    await user.type(input, '112233');
    expect(input).toHaveValue('11-22-33');
    expect(lastValue(onChange)).toBe('112233');
  });

  it('takes a sort code typed or pasted with spaces, as a bank card prints it', async () => {
    const { input, user, onChange } = renderMasked({ options: { mask: '##-##-##', unmask: true } });
    await user.type(input, '08 99 99');
    expect(input).toHaveValue('08-99-99');
    expect(lastValue(onChange)).toBe('089999');
    await user.clear(input);
    await user.paste('08 99 99');
    expect(lastValue(onChange)).toBe('089999');
  });

  it('shows a stored unmasked value with its literals', () => {
    const { input } = renderMasked({ value: '401020', options: { mask: '##-##-##', unmask: true } });
    expect(input).toHaveValue('40-10-20');
  });

  it('stops an account number at eight digits', async () => {
    const { input, user, onChange } = renderMasked({
      label: 'Account number',
      options: { mask: '########' },
    });
    await user.type(input, '1234567890');
    expect(input).toHaveValue('12345678');
    expect(lastValue(onChange)).toBe('12345678');
  });

  it('offers a text keyboard for letter tokens and upper-cases A', async () => {
    const { input, user, onChange } = renderMasked({ label: 'Code', options: { mask: 'AA##' } });
    expect(input).toHaveAttribute('inputmode', 'text');
    await user.type(input, 'ab12');
    expect(lastValue(onChange)).toBe('AB12');
  });

  it('emits undefined when cleared', async () => {
    const { input, user, onChange } = renderMasked({ value: '11-22-33', options: { mask: '##-##-##' } });
    await user.clear(input);
    expect(lastValue(onChange)).toBeUndefined();
  });

  it('marks the input invalid and describes it by the error', () => {
    const { input } = renderMasked({
      options: { mask: '##-##-##' },
      rawErrors: ['Please enter a valid sort code of 6 numbers.'],
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid sort code of 6 numbers.');
  });
});
