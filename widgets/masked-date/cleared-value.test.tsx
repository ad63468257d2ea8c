import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, type DateInputProps } from './masked-date';

const props: DateInputProps = {
  id: 'root.date',
  value: '1985-03-14',
  schema: { type: 'string', date: true },
  onChange: vi.fn(),
  onBlur: vi.fn(),
  onFocus: vi.fn(),
  rawErrors: [],
};

function Labelled(overrides: Partial<DateInputProps>) {
  return (
    <>
      <label htmlFor="root.date">When did you start living in the UK?</label>
      <DateInput {...props} {...overrides} />
    </>
  );
}

describe('masked-date when its answer is cleared from outside (an effect)', () => {
  it('empties the box', async () => {
    const { rerender } = render(<Labelled />);
    const box = screen.getByRole('textbox', { name: 'When did you start living in the UK?' });
    expect(box).toHaveValue('14/03/1985');
    rerender(<Labelled value={undefined} />);
    await vi.waitFor(() => expect(box).toHaveValue(''));
  });
});
