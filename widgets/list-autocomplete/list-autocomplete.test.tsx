import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetHarness, type WidgetHarnessProps } from '#widgets/shared/harness.tsx';
import { createFakeServices } from '#widgets/shared/fake-services.ts';
import { ListAutocompleteWidget } from './list-autocomplete';

function renderAutocomplete(props: Partial<WidgetHarnessProps> = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  render(
    <WidgetHarness
      widget={ListAutocompleteWidget}
      label="Occupation"
      options={{ list: 'occupation' }}
      services={createFakeServices({ cached: ['occupation'] })}
      onChange={onChange}
      onBlur={onBlur}
      {...props}
    />,
  );
  return {
    onChange,
    onBlur,
    user: userEvent.setup(),
    input: screen.getByRole('combobox', { name: 'Occupation' }),
  };
}

const lastValue = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls.at(-1)?.[0];

describe('list-autocomplete', () => {
  it('asks for the first 3 letters and offers nothing before them', async () => {
    const { input, user } = renderAutocomplete();
    expect(input).toHaveAttribute('placeholder', 'Type the first 3 letters');
    await user.type(input, 'pl');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('lists matches after 3 letters, names starting with them first', async () => {
    const { input, user } = renderAutocomplete();
    await user.type(input, 'plu');
    const listbox = screen.getByRole('listbox', { name: 'Occupation' });
    expect(listbox).toBeVisible();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Plumber',
      'Heating And Plumbing Engineer',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it("emits the option's code when Plumber is picked after typing 'plu'", async () => {
    const { input, user, onChange } = renderAutocomplete();
    await user.type(input, 'plu');
    await user.click(screen.getByRole('option', { name: 'Plumber' }));
    expect(lastValue(onChange)).toBe('P24');
    expect(input).toHaveValue('Plumber');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('picks with the keyboard, pointing aria-activedescendant at the highlighted option', async () => {
    const { input, user, onChange } = renderAutocomplete();
    await user.type(input, 'plu');
    await user.keyboard('{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(active).toBe(screen.getByRole('option', { name: 'Plumber' }).id);
    await user.keyboard('{Enter}');
    expect(lastValue(onChange)).toBe('P24');
  });

  it('emits undefined when the text is changed without picking again', async () => {
    const { input, user, onChange } = renderAutocomplete({ value: 'P24' });
    expect(input).toHaveValue('Plumber');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('Plumbe');
    expect(lastValue(onChange)).toBeUndefined();
  });

  it('never emits typed text that was not picked', async () => {
    const { input, user, onChange } = renderAutocomplete();
    await user.type(input, 'plumb');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('plumb');
  });

  it('takes a name typed in full as picking it', async () => {
    const { input, user, onChange, onBlur } = renderAutocomplete();
    await user.type(input, 'roofer');
    await user.keyboard('{Escape}');
    await user.tab();
    expect(lastValue(onChange)).toBe('R12');
    expect(onBlur).toHaveBeenLastCalledWith('root_answer', 'R12');
    expect(input).toHaveValue('Roofer');
  });

  it('says when nothing matches', async () => {
    const { input, user } = renderAutocomplete();
    await user.type(input, 'xyz');
    expect(screen.getByText(/No matches found/)).toBeInTheDocument();
  });

  it("shows the chosen option's name once a list loads, and is busy until then", async () => {
    const { input } = renderAutocomplete({ value: 'E03', services: createFakeServices({ delayMs: 10 }) });
    expect(input).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByDisplayValue('Electrician')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-busy');
  });

  it('marks the box invalid and describes it by the error', () => {
    const { input } = renderAutocomplete({
      rawErrors: ['Please provide an answer to this question to proceed.'],
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please provide an answer to this question to proceed.');
  });
});
