import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { AddressLookupField } from './address-lookup/address-lookup';
import { ListAutocompleteWidget } from './list-autocomplete/list-autocomplete';
import { ListSelectWidget } from './list-select/list-select';
import { MaskedDateWidget } from './masked-date/masked-date';
import { MaskedTextWidget } from './masked-text/masked-text';
import { NameInputWidget } from './name-input/name-input';
import { NumberInputWidget } from './number-input/number-input';
import { PhoneInputWidget } from './phone-input/phone-input';
import { PostcodeInputWidget } from './postcode-input/postcode-input';
import { VehicleLookupField } from './vehicle-lookup/vehicle-lookup-field';
import { YesNoWidget } from './yes-no/yes-no';

/** Custom widgets by the name a uiSchema gives in `ui:widget`. */
export const widgets = {
  'masked-date': MaskedDateWidget,
  'masked-text': MaskedTextWidget,
  'yes-no': YesNoWidget,
  'list-select': ListSelectWidget,
  'list-autocomplete': ListAutocompleteWidget,
  'name-input': NameInputWidget,
  'phone-input': PhoneInputWidget,
  'number-input': NumberInputWidget,
  'postcode-input': PostcodeInputWidget,
} satisfies RegistryWidgetsType;

/** Custom fields by the name a uiSchema gives in `ui:field`. */
export const fields = {
  'address-lookup': AddressLookupField,
  'vehicle-lookup': VehicleLookupField,
} satisfies RegistryFieldsType;
