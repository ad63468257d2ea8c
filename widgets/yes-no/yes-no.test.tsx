import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRegistry, WidgetHarness, type WidgetHarnessProps } from '#widgets/shared/harness.tsx';
import { YesNoWidget } from './yes-no';

function renderYesNo(props: Partial<WidgetHarnessProps> = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  render(
    <WidgetHarness
      widget={YesNoWidget}
      label="Is the van kept at your home address?"
      schema={{ type: 'boolean' }}
      onChange={onChange}
      onBlur={onBlur}
      {...props}
    />,
  );
  return { onChange, onBlur, user: userEvent.setup() };
}

describe('yes-no', () => {
  it('is a radio group named by the question, with Yes and No', () => {
    renderYesNo();
    const group = screen.getByRole('radiogroup', { name: 'Is the van kept at your home address?' });
    expect(group).toContainElement(screen.getByRole('radio', { name: 'Yes' }));
    expect(group).toContainElement(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  it('emits true for Yes and false for No', async () => {
    const { user, onChange } = renderYesNo();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByText('No'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('shows a stored false as No', () => {
    renderYesNo({ value: false });
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  it('takes its labels from ui:options.labels', () => {
    renderYesNo({ options: { labels: ['Protect', "Don't Protect"] } });
    expect(screen.getByRole('radio', { name: 'Protect' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "Don't Protect" })).toBeInTheDocument();
  });

  it('reports blur with the answer', async () => {
    const { user, onBlur } = renderYesNo({ value: true });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('root_answer', true);
  });

  it('marks the group invalid and describes it by the error', () => {
    renderYesNo({ rawErrors: ['Please provide an answer to this question to proceed.'] });
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please provide an answer to this question to proceed.');
  });
});

describe('yes-no without a label element', () => {
  it('names the group by the label text', () => {
    render(
      <YesNoWidget
        id="root_q"
        name="q"
        label="Do you own the van?"
        value={undefined}
        schema={{ type: 'boolean' }}
        options={{}}
        registry={fakeRegistry(undefined)}
        onChange={() => undefined}
        onBlur={() => undefined}
        onFocus={() => undefined}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Do you own the van?' })).toBeInTheDocument();
  });
});

describe('yes-no naming', () => {
  const widget = (id: string) => (
    <YesNoWidget
      {...({
        id,
        name: id,
        label: 'Question as the schema words it',
        value: undefined,
        schema: { type: 'boolean' },
        uiSchema: {},
        options: {},
        rawErrors: [],
        registry: fakeRegistry(undefined),
        onChange: () => undefined,
        onBlur: () => undefined,
        onFocus: () => undefined,
      } as unknown as Parameters<typeof YesNoWidget>[0])}
    />
  );

  it("is named by the template's label element when there is one", () => {
    render(
      <fieldset>
        <legend id="q-label">Question as the page shows it</legend>
        {widget('q')}
      </fieldset>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Question as the page shows it' })).toBeInTheDocument();
  });

  it('is named by its label text on its own', () => {
    render(widget('alone'));
    expect(screen.getByRole('radiogroup', { name: 'Question as the schema words it' })).toBeInTheDocument();
  });
});
