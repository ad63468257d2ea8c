import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetHarness } from '#widgets/shared/harness.tsx';
import { CodeInputWidget } from './code-input';

function renderCode(onChange = vi.fn(), onBlur = vi.fn()) {
  render(
    <WidgetHarness
      widget={CodeInputWidget}
      label="Quote reference"
      schema={{ type: 'string', maxLength: 13 }}
      onChange={onChange}
      onBlur={onBlur}
    />,
  );
  return { onChange, onBlur, box: screen.getByRole('textbox', { name: 'Quote reference' }) };
}

describe('code-input', () => {
  it('upper-cases and drops spaces as the customer types', async () => {
    const { onChange, box } = renderCode();
    await userEvent.type(box, '4abc d1234efgh');
    expect(onChange).toHaveBeenLastCalledWith('4ABCD1234EFGH');
    expect(box).toHaveValue('4ABCD1234EFGH');
  });

  it("shows the tidied text in the key's own frame: the form takes the key at once", () => {
    const { onChange, box } = renderCode();
    fireEvent.change(box, { target: { value: '4ab c' } });
    expect(onChange).toHaveBeenLastCalledWith('4ABC');
    expect(box).toHaveValue('4ABC');
  });

  it('takes at most the schema maxLength characters', async () => {
    const { box } = renderCode();
    await userEvent.type(box, '4ABCD1234EFGHIJK');
    expect(box).toHaveValue('4ABCD1234EFGH');
  });

  it('emits undefined when emptied, and reports blur', async () => {
    const { onChange, onBlur, box } = renderCode();
    await userEvent.type(box, 'x');
    await userEvent.clear(box);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalled();
  });
});
