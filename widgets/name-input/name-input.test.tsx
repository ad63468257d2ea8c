import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetHarness, type WidgetHarnessProps } from '#widgets/shared/harness.tsx';
import { NameInputWidget } from './name-input';
import { afterNextPaint } from '#widgets/shared/after-next-paint.ts';

function renderName(props: Partial<WidgetHarnessProps> = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  render(
    <WidgetHarness
      widget={NameInputWidget}
      label="First name"
      options={{ autocomplete: 'given-name' }}
      onChange={onChange}
      onBlur={onBlur}
      {...props}
    />,
  );
  return {
    onChange,
    onBlur,
    user: userEvent.setup(),
    input: screen.getByRole('textbox', { name: 'First name' }),
  };
}

describe('name-input', () => {
  it('takes its autocomplete attribute from ui:options', () => {
    const { input } = renderName();
    expect(input).toHaveAttribute('autocomplete', 'given-name');
  });

  it('capitalises the name when the box is left', async () => {
    const { input, user, onChange, onBlur } = renderName();
    await user.type(input, 'mARY-jane ');
    expect(input).toHaveValue('mARY-jane ');
    await user.tab();
    expect(input).toHaveValue('Mary-Jane');
    expect(onChange).toHaveBeenLastCalledWith('Mary-Jane');
    expect(onBlur).toHaveBeenLastCalledWith('root_answer', 'Mary-Jane');
  });

  it.each([
    ['mary ann', 'Mary Ann'],
    ["o'neil", "O'Neil"],
    ['DE LA CRUZ', 'De La Cruz'],
    ["o'BRIEN", "O'Brien"],
    ['st. john', 'St. John'],
    ['McDonald', 'McDonald'],
    ['van der Berg', 'van der Berg'],
  ])(
    'keeps %j as %j: a capital on each part unless the customer chose the capitals',
    async (typed, shown) => {
      const { input, user, onChange } = renderName();
      await user.type(input, typed);
      await user.tab();
      expect(input).toHaveValue(shown);
      expect(onChange).toHaveBeenLastCalledWith(shown);
    },
  );

  it("leaves a mistyped name as typed, so the message is about what the customer wrote (never 'J0Hn')", async () => {
    const { input, user, onChange } = renderName();
    await user.type(input, 'j0hn');
    await user.tab();
    expect(input).toHaveValue('j0hn');
    expect(onChange).toHaveBeenLastCalledWith('j0hn');
  });

  it('makes runs of spaces single when the box is left, as the server does', async () => {
    const { input, user } = renderName();
    await user.type(input, 'Mary   Ann');
    await user.tab();
    expect(input).toHaveValue('Mary Ann');
  });

  it('shows each key at once and gives the form the text after that key is painted (decision 053)', async () => {
    const { input, onChange } = renderName();
    fireEvent.change(input, { target: { value: 'Sm' } });
    expect(input).toHaveValue('Sm');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('Sm'));
    fireEvent.change(input, { target: { value: 'Smi' } });
    fireEvent.change(input, { target: { value: 'Smit' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('Smit'));
    expect(onChange).not.toHaveBeenCalledWith('Smi');
  });

  it('gives the form the typed text at once when the box is left before the frame', async () => {
    const { input, onChange } = renderName();
    fireEvent.change(input, { target: { value: 'Ann' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('Ann');
    const calls = onChange.mock.calls.length;
    // Once the box's own hand-over after the paint would have run (scheduled before this one).
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    expect(onChange).toHaveBeenCalledTimes(calls);
  });

  it('emits undefined when emptied', async () => {
    const { input, user, onChange } = renderName({ value: 'Sam' });
    await user.clear(input);
    // The box tells the form its text after the frame that paints it (afterNextPaint).
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(undefined));
  });

  it('marks the box invalid and describes it by the error', () => {
    const { input } = renderName({ rawErrors: ['Enter your first name'] });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your first name');
  });
});
