/**
 * What the form's widgets may ask of the app, handed to them through RJSF's formContext: widgets
 * import nothing from src/api (DESIGN.md 1, one-way imports). The shapes are the wire contract's.
 */
import type {
  AddressSearchResult,
  ListOption,
  ManualVehicleAnswer,
  ManualVehicleQuery,
  VehicleSearchResult,
} from './contract/lookups';

export interface FormServices {
  /** A named reference list's options (loaded once, then cached). */
  loadList(name: string): Promise<ListOption[]>;
  /** Options already loaded, without waiting (undefined if not loaded yet). */
  cachedList(name: string): ListOption[] | undefined;
  searchAddress(postcode: string): Promise<AddressSearchResult[]>;
  lookupRegistration(registration: string): Promise<VehicleSearchResult[]>;
  manualVehicle(query: ManualVehicleQuery): Promise<ManualVehicleAnswer>;
}

/** What every form hands its widgets through RJSF's formContext. */
export interface FormContext {
  services: FormServices;
  /**
   * Whether any answer under this dotted path (e.g. "drivers.additional_drivers.0.claims.1") breaks a
   * rule of the form now, shown to the customer or not. A saved repeater item is read back as one line
   * only when it has none (decision 055). Absent: every item counts as sound.
   */
  problemsUnder?(path: string): boolean;
  /**
   * A widget has just shown questions the customer has not seen (the van's, once it is found): their
   * messages wait until each is left or the next Continue, rather than showing at once because a
   * Continue before them failed.
   */
  questionsShown?(): void;
}
