import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@rjsf/core';
import { ErrorSchemaBuilder, type ErrorSchema, type UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormServices } from '#domain/form-services.ts';
import completeProposal from '#schemas/quote-form/examples/complete-proposal.json';
import { fakeVehicleServices } from './fake-vehicle-services';
import { vehicleFormSchema, vehicleUiSchema } from './example-schema';
import { VehicleLookupField } from './vehicle-lookup-field';

const schema = vehicleFormSchema('Please enter a valid vehicle registration to proceed.');
const uiSchema: UiSchema = { vehicle: vehicleUiSchema() };
const NOT_FOUND = "Sorry, we haven't been able to find your van from the registration number you provided.";
const NOT_FOUND_NEXT = 'Please enter your van details manually or try re-entering your registration number.';

interface Setup {
  services?: FormServices;
  vehicle?: Record<string, unknown>;
  extraErrors?: ErrorSchema;
}

function setup({ services = fakeVehicleServices(), vehicle, extraErrors }: Setup = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const user = userEvent.setup();
  render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      fields={{ 'vehicle-lookup': VehicleLookupField }}
      formContext={{ services }}
      formData={vehicle ? { vehicle } : undefined}
      extraErrors={extraErrors}
      onChange={onChange}
      onBlur={onBlur}
    />,
  );
  /** The vehicle of the form's last change. */
  const lastVehicle = () => onChange.mock.lastCall?.[0].formData.vehicle;
  return { user, onChange, onBlur, lastVehicle, services };
}

const registration = () => screen.getByRole('textbox', { name: 'Enter your registration' });
const findVan = () => screen.getByRole('button', { name: /Find van|Searching/ });
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

async function lookUp(user: ReturnType<typeof userEvent.setup>, reg: string) {
  await user.type(registration(), reg);
  await user.click(findVan());
}

afterEach(() => vi.restoreAllMocks());

describe('VehicleLookupField: registration entry', () => {
  it('enables Find van only for a plausible registration, upper-casing as typed', async () => {
    const { user } = setup();
    expect(findVan()).toBeDisabled();
    await user.type(registration(), 'QQ1');
    expect(findVan()).toBeDisabled();
    await user.clear(registration());
    await user.type(registration(), 'vq21tce');
    expect(registration()).toHaveValue('VQ21TCE');
    expect(registration()).toHaveAttribute('autocomplete', 'off');
    expect(findVan()).toBeEnabled();
  });

  it('reports the registration as touched when focus leaves the registration row', async () => {
    const { user, onBlur } = setup();
    await user.type(registration(), 'vq21 tce');
    await user.tab();
    // Moving to its own Find van button is not leaving the question.
    expect(screen.getByRole('button', { name: 'Find van' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('root_vehicle_vehicle_registration', 'VQ21TCE');
  });

  it('does not ask the other vehicle questions before the van is found', () => {
    setup();
    expect(screen.queryByLabelText('Value')).not.toBeInTheDocument();
  });

  it('shows Searching... while the lookup runs', async () => {
    const services = fakeVehicleServices();
    let finish: (v: []) => void = () => {};
    services.lookupRegistration = () => new Promise((resolve) => (finish = resolve));
    const { user } = setup({ services });
    await lookUp(user, 'VQ21TCE');
    const button = screen.getByRole('button', { name: 'Searching...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Searching');
    finish([]);
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
  });
});

describe('VehicleLookupField: found', () => {
  it('shows the van, emits its fields and then asks the other vehicle questions', async () => {
    const { user, lastVehicle } = setup();
    await user.type(registration(), 'vq21 tce{Enter}');

    const card = await screen.findByRole('region', { name: 'Your van' });
    expect(within(card).getByText('FORD')).toBeInTheDocument();
    expect(within(card).getByText('TRANSIT CUSTOM 300 L1H1 LIMITED 2.0 ECOBLUE 130')).toBeInTheDocument();
    expect(within(card).getByText('Diesel')).toBeInTheDocument();
    expect(within(card).getByText('1995cc')).toBeInTheDocument();
    expect(within(card).getByText('Panel van')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your van' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Van found');

    await waitFor(() =>
      expect(lastVehicle()).toMatchObject({
        vehicle_registration: 'VQ21TCE',
        vehicle_make: 'FORD',
        vehicle_model: 'TRANSIT CUSTOM 300 L1H1 LIMITED 2.0 ECOBLUE 130',
        year_of_manufacture: 2021,
        abi_code: '10010048',
        engine_size: 1995,
        fuel_type: 'DIESEL',
        transmission: 'MANUAL',
        number_of_doors: 4,
        body_type: 'PV',
        weight: 3000,
        date_registered: '2021-04-12',
        imported_vehicle: false,
        dump_code_used: false,
      }),
    );
    expect(screen.getByLabelText('Value')).toBeInTheDocument();
    expect(screen.getByLabelText('Weight (KG)')).toHaveValue(3000);
    // the lookup's own fields are not asked again
    expect(screen.queryByRole('textbox', { name: /abi_code/i })).not.toBeInTheDocument();
  });

  it('Find another registration clears the van and returns to an empty, focused entry', async () => {
    const { user, lastVehicle } = setup();
    await lookUp(user, 'VQ21TCE');
    await user.click(await screen.findByRole('button', { name: 'Find another registration' }));
    expect(registration()).toHaveValue('');
    expect(registration()).toHaveFocus();
    await waitFor(() => expect(lastVehicle()).not.toHaveProperty('abi_code'));
    expect(lastVehicle()).not.toHaveProperty('vehicle_make');
    expect(screen.queryByLabelText('Value')).not.toBeInTheDocument();
  });

  it('starts a reloaded proposal in the found state with the stored details', () => {
    setup({
      vehicle: {
        vehicle_registration: 'VQ71SPR',
        vehicle_make: 'MERCEDES-BENZ',
        vehicle_model: 'SPRINTER 314 CDI L2H2',
        year_of_manufacture: 2021,
        abi_code: '20020011',
        transmission: 'AUTOMATIC',
        estimated_value: 18000,
      },
    });
    const card = screen.getByRole('region', { name: 'Your van' });
    expect(within(card).getByText('MERCEDES-BENZ')).toBeInTheDocument();
    expect(within(card).getByText('Automatic')).toBeInTheDocument();
    // fuel, engine size and body were not stored
    expect(within(card).getAllByText('Unknown')).toHaveLength(3);
    expect(screen.getByLabelText('Value')).toHaveValue(18000);
    expect(screen.queryByRole('textbox', { name: 'Enter your registration' })).not.toBeInTheDocument();
  });

  it('shows a saved van that arrives after the form first rendered', () => {
    const props = {
      schema,
      uiSchema,
      validator,
      fields: { 'vehicle-lookup': VehicleLookupField },
      formContext: { services: fakeVehicleServices() },
    };
    const { rerender } = render(<Form {...props} formData={{}} />);
    expect(registration()).toBeInTheDocument();
    rerender(<Form {...props} formData={{ vehicle: completeProposal.formData.vehicle }} />);
    expect(within(screen.getByRole('region', { name: 'Your van' })).getByText('VQ21TCE')).toBeInTheDocument();
    expect(screen.getByLabelText('Value')).toBeInTheDocument();
  });

  it('starts the complete-proposal example in the found state', () => {
    setup({ vehicle: completeProposal.formData.vehicle });
    const card = screen.getByRole('region', { name: 'Your van' });
    expect(within(card).getByText('VQ21TCE')).toBeInTheDocument();
    expect(within(card).getByText('TRANSIT CUSTOM 300 L1H1 LIMITED 2.0 ECOBLUE 130')).toBeInTheDocument();
    expect(within(card).queryByText('Unknown')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Value')).toHaveValue(completeProposal.formData.vehicle.estimated_value);
  });

  it('shows the lookup errors under the lookup, described from the registration input', async () => {
    const message = 'Please enter your registration and select a vehicle.';
    setup({ extraErrors: new ErrorSchemaBuilder().addErrors(message, 'vehicle.abi_code').ErrorSchema });
    const error = await screen.findByText(message);
    expect(error.closest('.error-message')).toHaveAttribute('id', 'root_vehicle_lookup__error');
    expect(registration()).toHaveAttribute('aria-describedby', 'root_vehicle_lookup__error');
    expect(registration()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('VehicleLookupField: not found', () => {
  it('explains, offers Search Manually and Try Again, and Try Again keeps the registration', async () => {
    const { user } = setup();
    await lookUp(user, 'VQ05NFD');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_NEXT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No van found');
    expect(screen.getByRole('button', { name: 'Search Manually' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(registration()).toHaveValue('VQ05NFD');
    expect(registration()).toHaveFocus();
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });

  it('treats a failed lookup as not found', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = setup({ services: fakeVehicleServices({ failLookup: true }) });
    await lookUp(user, 'VQ21TCE');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('VehicleLookupField: manual search', () => {
  async function chooseAll(user: ReturnType<typeof userEvent.setup>) {
    await waitFor(() => expect(within(select('Manufacturer')).getByText('FORD')).toBeInTheDocument());
    await user.selectOptions(select('Manufacturer'), 'FORD');
    await waitFor(() => expect(select('Model')).toBeEnabled());
    await user.selectOptions(select('Model'), 'TRANSIT CUSTOM');
    await waitFor(() => expect(select('Fuel type')).toBeEnabled());
    await user.selectOptions(select('Fuel type'), 'DIESEL');
    await waitFor(() => expect(select('Registration year')).toBeEnabled());
    await user.selectOptions(select('Registration year'), '2019');
    await waitFor(() => expect(select('Transmission')).toBeEnabled());
    await user.selectOptions(select('Transmission'), 'MANUAL');
    await waitFor(() => expect(select('Doors')).toBeEnabled());
    await user.selectOptions(select('Doors'), '4');
  }

  it('cascades from manufacturer to doors, then confirms the chosen van', async () => {
    const services = fakeVehicleServices();
    const manual = vi.spyOn(services, 'manualVehicle');
    const { user, lastVehicle } = setup({ services });
    await lookUp(user, 'VQ05NFD');
    await user.click(await screen.findByRole('button', { name: 'Search Manually' }));

    expect(select('Manufacturer')).toHaveFocus();
    expect(manual).toHaveBeenCalledWith({
      manufacturer: '',
      model: '',
      fuel_type: '',
      year: '',
      transmission: 'Not specified',
      doors: '0',
    });
    for (const later of ['Model', 'Fuel type', 'Registration year', 'Transmission', 'Doors'])
      expect(select(later)).toBeDisabled();

    await chooseAll(user);
    expect(manual).toHaveBeenLastCalledWith({
      manufacturer: 'FORD',
      model: 'TRANSIT CUSTOM',
      fuel_type: 'DIESEL',
      year: '2019',
      transmission: 'MANUAL',
      doors: '4',
    });
    const confirm = await screen.findByRole('button', { name: 'Confirm vehicle' });
    expect(confirm).toBeDisabled();
    await user.click(
      screen.getByRole('radio', { name: 'TRANSIT CUSTOM 300 L1H1 TREND 2.0 ECOBLUE 130, 1995cc, Panel van' }),
    );
    expect(screen.getByRole('textbox', { name: 'Registration (optional)' })).toHaveValue('VQ05NFD');
    await user.click(confirm);

    expect(await screen.findByRole('region', { name: 'Your van' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your van' })).toHaveFocus();
    await waitFor(() =>
      expect(lastVehicle()).toMatchObject({
        vehicle_registration: 'VQ05NFD',
        vehicle_make: 'FORD',
        vehicle_model: 'TRANSIT CUSTOM 300 L1H1 TREND 2.0 ECOBLUE 130',
        year_of_manufacture: 2019,
        abi_code: '10010037',
        engine_size: 1995,
        fuel_type: 'DIESEL',
        transmission: 'MANUAL',
        number_of_doors: 4,
        body_type: 'PV',
        weight: 3000,
        year_min: 2016,
        year_max: 2023,
        dump_code_used: false,
      }),
    );
    expect(screen.getByLabelText('Value')).toBeInTheDocument();
  });

  it('clears and refetches the later choices when the manufacturer changes', async () => {
    const services = fakeVehicleServices();
    const manual = vi.spyOn(services, 'manualVehicle');
    const { user } = setup({ services, vehicle: { abi_code: '10010048', vehicle_make: 'FORD' } });
    await user.click(screen.getByRole('button', { name: 'Find your vehicle manually' }));
    await chooseAll(user);
    await screen.findByRole('button', { name: 'Confirm vehicle' });

    await user.selectOptions(select('Manufacturer'), 'VAUXHALL');
    expect(manual).toHaveBeenLastCalledWith(
      expect.objectContaining({
        manufacturer: 'VAUXHALL',
        model: '',
        transmission: 'Not specified',
        doors: '0',
      }),
    );
    await waitFor(() => expect(within(select('Model')).getByText('VIVARO')).toBeInTheDocument());
    expect(within(select('Model')).queryByText('TRANSIT CUSTOM')).not.toBeInTheDocument();
    expect(select('Model')).toHaveValue('');
    for (const later of ['Fuel type', 'Registration year', 'Transmission', 'Doors']) {
      expect(select(later)).toHaveValue('');
      expect(select(later)).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: 'Confirm vehicle' })).not.toBeInTheDocument();
  });

  it('from the found van keeps its registration, and checks a changed one before confirming', async () => {
    const { user, lastVehicle } = setup({
      vehicle: {
        vehicle_registration: 'VQ21TCE',
        abi_code: '10010048',
        vehicle_make: 'FORD',
        estimated_value: 1,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Find your vehicle manually' }));
    const reg = screen.getByRole('textbox', { name: 'Registration (optional)' });
    expect(reg).toHaveValue('VQ21TCE');
    await waitFor(() => expect(lastVehicle()).not.toHaveProperty('abi_code'));
    expect(lastVehicle()).toMatchObject({ vehicle_registration: 'VQ21TCE', estimated_value: 1 });
    expect(screen.queryByLabelText('Value')).not.toBeInTheDocument();

    await user.clear(reg);
    await user.type(reg, 'qx1');
    await chooseAll(user);
    await user.click(await screen.findByRole('radio', { name: /TREND/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm vehicle' }));
    expect(screen.getByText('Please enter a valid vehicle registration to proceed.')).toBeInTheDocument();
    expect(reg).toHaveFocus();
    expect(reg).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Your van' })).not.toBeInTheDocument();

    await user.clear(reg);
    await user.click(screen.getByRole('button', { name: 'Confirm vehicle' }));
    expect(await screen.findByRole('region', { name: 'Your van' })).toBeInTheDocument();
    await waitFor(() => expect(lastVehicle()).toMatchObject({ abi_code: '10010037', estimated_value: 1 }));
    expect(lastVehicle()).not.toHaveProperty('vehicle_registration');
  });

  it('sends a DUMP CODE registration to the manual search, keeping the registration', async () => {
    const { user, lastVehicle } = setup();
    await lookUp(user, 'VQ11DMP');
    expect(
      await screen.findByText("We found your registration but need you to confirm the van's details."),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Registration (optional)' })).toHaveValue('VQ11DMP');
    await chooseAll(user);
    await user.click(await screen.findByRole('radio', { name: /LIMITED/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm vehicle' }));
    await waitFor(() =>
      expect(lastVehicle()).toMatchObject({
        vehicle_registration: 'VQ11DMP',
        abi_code: '10010048',
        date_registered: '2011-05-19',
        dump_code_used: true,
      }),
    );
  });

  it('logs a failed manual search and offers to try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const services = fakeVehicleServices({ failManual: true });
    const { user } = setup({ services });
    await lookUp(user, 'VQ05NFD');
    await user.click(await screen.findByRole('button', { name: 'Search Manually' }));
    expect(
      await screen.findByText("We couldn't load the vehicle list. Please try again."),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();

    services.manualVehicle = async (query) => await fakeVehicleServices().manualVehicle(query);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(select('Manufacturer')).getByText('FORD')).toBeInTheDocument());
    expect(
      screen.queryByText("We couldn't load the vehicle list. Please try again."),
    ).not.toBeInTheDocument();
  });
});
