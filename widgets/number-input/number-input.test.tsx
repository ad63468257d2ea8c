import type { WidgetProps } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInputWidget } from './number-input';

function Harness({ onValue, maxDigits }: { onValue: (v: unknown) => void; maxDigits?: number }) {
  const [value, setValue] = useState<number | undefined>();
  const props = {
    id: 'root.value',
    value,
    options: maxDigits ? { maxDigits } : {},
    onChange: (v: number | undefined) => {
      setValue(v);
      onValue(v);
    },
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    rawErrors: [],
  } as unknown as WidgetProps;
  return (
    <>
      <label htmlFor="root.value">Value</label>
      <NumberInputWidget {...props} />
    </>
  );
}

describe('NumberInputWidget', () => {
  it('emits the number typed and shows it grouped', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Value'), '18500');
    expect(onValue).toHaveBeenLastCalledWith(18500);
    expect(screen.getByLabelText('Value')).toHaveValue('18,500');
  });

  it('ignores an eighth digit', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Value'), '123456789');
    expect(screen.getByLabelText('Value')).toHaveValue('1,234,567');
  });

  it('uses the numeric keyboard', () => {
    render(<Harness onValue={vi.fn()} />);
    expect(screen.getByLabelText('Value')).toHaveAttribute('inputmode', 'numeric');
  });
});
