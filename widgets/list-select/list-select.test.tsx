import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetHarness, type WidgetHarnessProps } from '#widgets/shared/harness.tsx';
import { createFakeServices } from '#widgets/shared/fake-services.ts';
import { ListSelectWidget } from './list-select';
import { selectContent } from './select-options';

function renderSelect(props: Partial<WidgetHarnessProps> = {}) {
  const onChange = vi.fn();
  render(<WidgetHarness widget={ListSelectWidget} label="Title" onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup() };
}

const optionTexts = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('list-select', () => {
  it('lists a cached named list after a Please select placeholder', () => {
    renderSelect({ options: { list: 'titles' }, services: createFakeServices({ cached: ['titles'] }) });
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveDisplayValue('Please select');
    expect(optionTexts()).toEqual(['Please select', 'Mr', 'Mrs', 'Miss', 'Ms', 'Dr']);
  });

  it('shows Loading... until a list is loaded', async () => {
    renderSelect({ options: { list: 'titles' }, services: createFakeServices({ delayMs: 20 }) });
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveDisplayValue('Loading...');
    expect(await screen.findByRole('option', { name: 'Mrs' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveDisplayValue('Please select');
  });

  it("emits the chosen option's value and undefined for the placeholder", async () => {
    const { user, onChange } = renderSelect({ options: { list: 'titles' } });
    const select = await screen.findByRole('combobox', { name: 'Title' });
    await screen.findByRole('option', { name: 'Dr' });
    await user.selectOptions(select, 'Dr');
    expect(onChange).toHaveBeenLastCalledWith('DR');
    expect(select).toHaveDisplayValue('Dr');
    await user.selectOptions(select, 'Please select');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('opens a required question on Please select, which cannot be chosen as an answer', async () => {
    const { user, onChange } = renderSelect({ options: { list: 'titles' }, required: true });
    const select = await screen.findByRole('combobox', { name: 'Title' });
    await screen.findByRole('option', { name: 'Dr' });
    expect(select).toHaveDisplayValue('Please select');
    expect(screen.getByRole('option', { name: 'Please select' })).toBeDisabled();
    await user.selectOptions(select, 'Dr');
    await user.selectOptions(select, 'Please select');
    expect(onChange).toHaveBeenLastCalledWith('DR');
    expect(select).toHaveDisplayValue('Dr');
  });

  it('leaves out excluded values', async () => {
    renderSelect({
      label: 'Relationship to the company',
      options: { list: 'relationship_to_proposer', exclude: ['P'] },
    });
    await screen.findByRole('option', { name: 'Spouse' });
    expect(screen.queryByRole('option', { name: 'Proposer (Policy holder)' })).not.toBeInTheDocument();
  });

  it('shows a stored value as its name', async () => {
    renderSelect({ value: 'MS', options: { list: 'titles' } });
    await screen.findByRole('option', { name: 'Ms' });
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveDisplayValue('Ms');
  });

  it('works from a schema enum and keeps number values', async () => {
    const { user, onChange } = renderSelect({
      label: 'Voluntary excess',
      schema: { type: 'number', enum: [0, 100, 250, 500] },
      options: {
        enumOptions: [
          { label: '£0', value: 0 },
          { label: '£100', value: 100 },
          { label: '£250', value: 250 },
          { label: '£500', value: 500 },
        ],
      },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Voluntary excess' }), '£250');
    expect(onChange).toHaveBeenLastCalledWith(250);
  });

  it('keeps its options when it renders again (a new answer elsewhere does not rebuild them)', async () => {
    const { user } = renderSelect({ options: { list: 'titles' } });
    const select = await screen.findByRole('combobox', { name: 'Title' });
    const dr = await screen.findByRole('option', { name: 'Dr' });
    await user.selectOptions(select, 'Mrs');
    await user.selectOptions(select, 'Dr');
    expect(screen.getByRole('option', { name: 'Dr' })).toBe(dr);
    expect(select).toHaveDisplayValue('Dr');
  });

  it('marks the select invalid and describes it by the error', () => {
    renderSelect({ options: { list: 'titles' }, rawErrors: ['Select your title'] });
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Select your title');
  });
});

describe('list-select when the list cannot be loaded', () => {
  it('logs the failure and offers only the placeholder', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSelect({ options: { list: 'no_such_list' } });
    expect(await screen.findByRole('option', { name: 'Please select' })).toBeInTheDocument();
    expect(optionTexts()).toEqual(['Please select']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('selectContent', () => {
  const tricky = [
    { name: 'Drink & drive <DR10> "alcohol"', value: 'DR"10' },
    { name: "Owner's own", value: 'O' },
  ];

  it('writes the options as markup the parser reads back to the same texts and values', () => {
    const { markup } = selectContent(tricky, true, [], 'Please select', true);
    const select = document.createElement('select');
    select.innerHTML = markup.__html;
    expect([...select.options].map((o) => [o.text, o.value, o.disabled])).toEqual([
      ['Please select', '', true],
      ['Drink & drive <DR10> "alcohol"', 'DR"10', false],
      ["Owner's own", 'O', false],
    ]);
  });

  it('works each list out once, apart for each exclusion and placeholder', () => {
    const a = selectContent(tricky, true, [], 'Please select', false);
    expect(selectContent(tricky, true, [], 'Please select', false)).toBe(a);
    expect(selectContent(tricky, true, ['O'], 'Please select', false).choices).toHaveLength(1);
    expect(selectContent(tricky, true, [], 'Choose', false).markup.__html).toContain('>Choose</option>');
  });
});
