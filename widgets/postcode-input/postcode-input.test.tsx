import type { WidgetProps } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PostcodeInputWidget } from './postcode-input';

function Harness({ onValue }: { onValue: (v: unknown) => void }) {
  const [value, setValue] = useState<string | undefined>();
  const props = {
    id: 'root.postcode',
    value,
    options: {},
    onChange: (v: string | undefined) => {
      setValue(v);
      onValue(v);
    },
    onBlur: vi.fn(),
    onFocus: vi.fn(),
  } as unknown as WidgetProps;
  return (
    <>
      <label htmlFor="root.postcode">Postcode</label>
      <PostcodeInputWidget {...props} />
    </>
  );
}

describe('PostcodeInputWidget', () => {
  it('upper-cases as typed and tidies the space on leaving', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Postcode'), 'ls63aw');
    expect(screen.getByLabelText('Postcode')).toHaveValue('LS63AW');
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith('LS6 3AW');
    expect(screen.getByLabelText('Postcode')).toHaveValue('LS6 3AW');
  });
});
