import type { RJSFSchema } from '@rjsf/utils';
import address from '#schemas/definitions/address.schema.json';
import { createFakeServices } from '#widgets/shared/fake-services.ts';
import type { WidgetExample } from '#widgets/widget-example.ts';

/** The address definition the quote form uses, with its messages. */
const schema = { ...address, title: 'Your address' } as RJSFSchema;

/**
 * The fake search knows SW1A 1AA and LS1 1UR; SW1A 2AA fails; any other postcode finds nothing.
 * It answers after a moment, so 'Finding...' shows.
 */
const search = () => createFakeServices({ delayMs: 400, failingPostcodes: ['SW1A2AA'] });

/** The address-lookup field's examples: its stories show them and the registry test renders each. */
export const examples: Record<string, WidgetExample> = {
  Empty: {
    schema,
    services: search,
    control: { role: 'textbox', name: 'Postcode' },
  },
  /** A chosen (or saved) address shows read-only, one line per line. */
  Chosen: {
    schema,
    value: {
      postcode: 'LS1 1UR',
      line_1: '2 Park Row',
      line_2: 'Floor 3',
      line_3: '',
      line_4: 'Leeds',
      line_5: 'West Yorkshire',
    },
    services: search,
    control: { role: 'group', name: 'Your address' },
    shows: '2 Park Row',
  },
  /** A chosen address that cannot be changed just now. */
  Disabled: {
    schema,
    value: {
      postcode: 'LS1 1UR',
      line_1: '2 Park Row',
      line_2: 'Floor 3',
      line_3: '',
      line_4: 'Leeds',
      line_5: 'West Yorkshire',
    },
    disabled: true,
    services: search,
    control: { role: 'group', name: 'Your address' },
    shows: '2 Park Row',
  },
  /** Continue with no address (the form's messages for it): the field asks for the postcode. */
  WithError: {
    schema,
    rawErrors: [address.errorMessage.required.postcode],
    services: search,
    control: { role: 'textbox', name: 'Postcode' },
  },
};
