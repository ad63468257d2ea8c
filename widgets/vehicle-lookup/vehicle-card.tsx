import type { Ref } from 'react';
import type { FormServices } from '#domain/form-services.ts';
import type { VehicleData } from '#domain/vehicle/vehicle-lookup.ts';
import { useNamedList } from '#widgets/shared/use-named-list.ts';
import { vehicleDetails } from './vehicle-lookup-logic';

interface VehicleCardProps {
  id: string;
  services: FormServices | undefined;
  vehicle: VehicleData | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  disabled: boolean;
  onFindAnother: () => void;
  onFindManually: () => void;
}

/** The found state of the vehicle lookup: the stored details and the ways to change them. */
export function VehicleCard({
  id,
  services,
  vehicle,
  headingRef,
  disabled,
  onFindAnother,
  onFindManually,
}: VehicleCardProps) {
  const headingId = `${id}_lookup__card-title`;
  const lists = {
    fuel_type: useNamedList(services, 'fuel_type').options,
    transmission: useNamedList(services, 'transmission').options,
    vehicle_body_type: useNamedList(services, 'vehicle_body_type').options,
  };
  return (
    <section className="card vehicle-lookup__card" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="vehicle-lookup__card-title">
        Your van
      </h3>
      <dl className="vehicle-lookup__details">
        {vehicleDetails(vehicle, lists).map(({ label, value }) => (
          <div key={label} className="vehicle-lookup__detail">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="vehicle-lookup__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={onFindAnother}
        >
          Find another registration
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={onFindManually}
        >
          Find your vehicle manually
        </button>
      </div>
    </section>
  );
}
