import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetHarness } from '#widgets/shared/harness.tsx';
import { CheckboxWidget } from './checkbox';

function renderBox(props: { value?: boolean; rawErrors?: string[] } = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  render(
    <WidgetHarness
      widget={CheckboxWidget}
      label="I have not bought the van yet"
      schema={{ type: 'boolean' }}
      onChange={onChange}
      onBlur={onBlur}
      {...props}
    />,
  );
  return { onChange, onBlur, box: screen.getByRole('checkbox', { name: 'I have not bought the van yet' }) };
}

describe('checkbox', () => {
  it('emits true when ticked and false when unticked, and reports blur', async () => {
    const { onChange, onBlur, box } = renderBox();
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalled();
  });

  it('points at nothing while it has no message, and at its message when it has one', () => {
    const { box } = renderBox();
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('is invalid and described by its message when it has one', () => {
    const { box } = renderBox({ rawErrors: ['Please answer this question in order to proceed.'] });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please answer this question in order to proceed.');
  });
});
