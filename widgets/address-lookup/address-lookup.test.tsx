import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { FieldHarness, type FieldHarnessProps } from '#widgets/shared/harness.tsx';
import { createFakeServices } from '#widgets/shared/fake-services.ts';
import address from '#schemas/definitions/address.schema.json';
import { AddressLookupField } from './address-lookup';

// The address definition the quote form uses, so the messages are the schema's own.
const addressSchema = { ...address, title: 'Your address' } as RJSFSchema;

function renderField(props: Partial<FieldHarnessProps> = {}) {
  const onChange = vi.fn();
  const services = props.services ?? createFakeServices({ failingPostcodes: ['SW1A2AA'] });
  const search = vi.spyOn(services, 'searchAddress');
  render(
    <FieldHarness
      field={AddressLookupField}
      schema={addressSchema}
      onChange={onChange}
      services={services}
      {...props}
    />,
  );
  return { onChange, search, user: userEvent.setup() };
}

const lastValue = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls.at(-1)?.[0];

describe('address-lookup', () => {
  it('asks for a postcode inside a group named by the title', () => {
    renderField();
    const group = screen.getByRole('group', { name: 'Your address' });
    expect(within(group).getByRole('textbox', { name: 'Postcode' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Find address' })).toBeInTheDocument();
  });

  it('takes the title from ui:title', () => {
    renderField({ uiSchema: { 'ui:title': 'Home address' } });
    expect(screen.getByRole('group', { name: 'Home address' })).toBeInTheDocument();
  });

  it('searches without spaces and lists the addresses found', async () => {
    const { user, search } = renderField();
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'ls1 1ur');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(search).toHaveBeenCalledWith('LS11UR');
    const select = await screen.findByRole('combobox', { name: 'Select your address' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '3 addresses found',
      '1 Park Row, Leeds, LS1 1UR',
      '2 Park Row, Floor 3, Leeds, LS1 1UR',
      '3 Park Row, Leeds, LS1 1UR',
    ]);
  });

  it('emits the chosen address object and shows it read-only', async () => {
    const { user, onChange } = renderField();
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'LS11UR');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Select your address' }),
      '2 Park Row, Floor 3, Leeds, LS1 1UR',
    );
    expect(lastValue(onChange)).toEqual({
      postcode: 'LS1 1UR',
      line_1: '2 Park Row',
      line_2: 'Floor 3',
      line_3: '',
      line_4: 'Leeds',
      line_5: 'West Yorkshire',
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const shown = screen.getByText('2 Park Row').parentElement as HTMLElement;
    expect(shown).toHaveTextContent(/2 Park Row\s*Floor 3\s*Leeds\s*West Yorkshire\s*LS1 1UR/);
  });

  it('goes back to search by postcode, clearing the value', async () => {
    const { user, onChange } = renderField({
      formData: { postcode: 'SW1A 1AA', line_1: 'Buckingham Palace', line_4: 'London' },
    });
    expect(screen.getByText('Buckingham Palace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search by postcode' }));
    expect(lastValue(onChange)).toBeUndefined();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('SW1A 1AA');
  });

  it('finds with Enter without submitting the form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const services = createFakeServices();
    const search = vi.spyOn(services, 'searchAddress');
    render(
      <form onSubmit={onSubmit}>
        <FieldHarness field={AddressLookupField} schema={addressSchema} services={services} />
      </form>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'SW1A 1AA{Enter}');
    expect(search).toHaveBeenCalledWith('SW1A1AA');
    expect(await screen.findByRole('combobox', { name: 'Select your address' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when there are no addresses for the postcode', async () => {
    const { user } = renderField();
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'YO1 7HH');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(
      await screen.findByText(
        "We couldn't find any addresses for that postcode. Check it, or enter your address manually.",
      ),
    ).toBeInTheDocument();
  });

  it('says the same, and logs, when the search fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderField();
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'SW1A 2AA');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(await screen.findByText(/We couldn't find any addresses for that postcode/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('asks for a real postcode before searching', async () => {
    const { user, search } = renderField();
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(screen.getByText('Please enter your postcode.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'XX1');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    expect(postcode).toHaveAccessibleDescription('This field must be a valid UK postcode.');
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(search).not.toHaveBeenCalled();
  });

  it('takes a manual address, with Confirm disabled until the postcode is a UK one', async () => {
    const { user, onChange } = renderField();
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    const line1 = screen.getByRole('textbox', { name: 'Address line 1' });
    expect(line1).toHaveFocus();
    await user.type(line1, '1 High Street');
    await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'York');
    await user.type(screen.getByRole('textbox', { name: 'County (optional)' }), 'North Yorkshire');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'XX1');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Postcode' }));
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'yo17hh');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(lastValue(onChange)).toEqual({
      postcode: 'YO1 7HH',
      line_1: '1 High Street',
      line_2: '',
      line_3: '',
      line_4: 'York',
      line_5: 'North Yorkshire',
    });
    expect(screen.getByText('1 High Street')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search by postcode' })).toBeInTheDocument();
  });

  describe('a message from the form (Continue without an address)', () => {
    const line1Missing = { line_1: { __errors: ['Please select an address.'] } } as unknown as ErrorSchema;

    it('asks for the postcode while the box is empty, once, and describes the box by it', () => {
      renderField({ errorSchema: line1Missing, rawErrors: ['Please enter your postcode.'] });
      expect(screen.getAllByText(/^Please/).map((m) => m.textContent)).toEqual([
        'Please enter your postcode.',
      ]);
      const postcode = screen.getByRole('textbox', { name: 'Postcode' });
      expect(postcode).toHaveAttribute('aria-invalid', 'true');
      expect(postcode).toHaveAccessibleDescription('Please enter your postcode.');
      expect(screen.getByRole('group', { name: 'Your address' })).toHaveClass('field--error');
    });

    it('asks to pick an address once the box holds a postcode, and a UK one when it does not', async () => {
      const { user } = renderField({ errorSchema: line1Missing });
      const postcode = screen.getByRole('textbox', { name: 'Postcode' });
      await user.type(postcode, 'SW1A 9ZZ');
      await user.click(screen.getByRole('button', { name: 'Find address' }));
      await screen.findByText(/We couldn't find any addresses/);
      expect(screen.queryByText('Please enter your postcode.')).not.toBeInTheDocument();
      expect(postcode).toHaveAccessibleDescription('Please select an address.');
      // The message follows the box when it is left, not each key typed.
      await user.clear(postcode);
      await user.type(postcode, 'XX1');
      expect(postcode).toHaveAccessibleDescription('Please select an address.');
      await user.tab();
      expect(postcode).toHaveAccessibleDescription('This field must be a valid UK postcode.');
    });

    it('says what Find said once, not again beside the same message from the form', async () => {
      const { user } = renderField({ rawErrors: ['Please enter your postcode.'] });
      await user.click(screen.getByRole('button', { name: 'Find address' }));
      expect(screen.getAllByText('Please enter your postcode.')).toHaveLength(1);
    });

    it("drops what Find said once the box's text changes", async () => {
      const { user } = renderField();
      const postcode = screen.getByRole('textbox', { name: 'Postcode' });
      await user.type(postcode, 'XX1');
      await user.click(screen.getByRole('button', { name: 'Find address' }));
      expect(postcode).toHaveAccessibleDescription('This field must be a valid UK postcode.');
      await user.type(postcode, '2');
      expect(screen.queryByText('This field must be a valid UK postcode.')).not.toBeInTheDocument();
      expect(postcode).not.toHaveAttribute('aria-invalid');
    });

    it('asks for the manual entry to be confirmed while it is open', async () => {
      const { user } = renderField({ errorSchema: line1Missing });
      await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
      const line1 = screen.getByRole('textbox', { name: 'Address line 1' });
      expect(line1).toHaveAccessibleDescription(
        'Please use either the postcode lookup or manual entry to proceed.',
      );
      expect(screen.queryByText('Please select an address.')).not.toBeInTheDocument();
    });

    it("shows a chosen address's own messages as they are", () => {
      renderField({
        formData: { postcode: 'LS1 1UR', line_1: '2 Park Row', line_4: 'Leeds' },
        errorSchema: { line_1: { __errors: ['Too long'] } } as unknown as ErrorSchema,
      });
      expect(screen.getByText('Too long')).toHaveClass('error-message');
    });
  });
});

describe('address-lookup inside an RJSF form', () => {
  const schema: RJSFSchema = {
    type: 'object',
    required: ['address'],
    properties: { address: addressSchema },
  };

  it("shows the form's message for a missing address, as the box stands", async () => {
    render(
      <Form
        schema={schema}
        uiSchema={{ address: { 'ui:field': 'address-lookup' } }}
        fields={{ 'address-lookup': AddressLookupField }}
        formContext={{ services: createFakeServices() }}
        validator={validator}
        noHtml5Validate
        showErrorList={false}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const group = screen.getByRole('group', { name: 'Your address' });
    expect(within(group).getByText('Please enter your postcode.')).toHaveClass('error-message');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'LS1 1UR');
    await user.tab();
    expect(within(group).getByText('Please select an address.')).toHaveClass('error-message');
  });

  it('stores the chosen address in the form data', async () => {
    const onSubmit = vi.fn();
    render(
      <Form
        schema={schema}
        uiSchema={{ address: { 'ui:field': 'address-lookup' } }}
        fields={{ 'address-lookup': AddressLookupField }}
        formContext={{ services: createFakeServices() }}
        validator={validator}
        noHtml5Validate
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Select your address' }),
      'Buckingham Palace, London, SW1A 1AA',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalled();
    expect(onSubmit.mock.calls[0][0].formData.address).toMatchObject({
      postcode: 'SW1A 1AA',
      line_1: 'Buckingham Palace',
      line_4: 'London',
    });
  });
});
