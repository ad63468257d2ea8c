/**
 * The shared definitions the buying screens' forms use (schemas/definitions/), apart from the
 * quote form's others: a buying screen loads these three, not every question of the quote form.
 * `tests/unit/screen-forms.test.ts` checks the forms are the same as assembled with all of them.
 */
import coverStartDate from '#schemas/definitions/cover-start-date.schema.json';
import dateOfBirth from '#schemas/definitions/date-of-birth.schema.json';
import directDebit from '#schemas/definitions/direct-debit.schema.json';

export const buyingFormDefinitions = {
  'cover-start-date': coverStartDate,
  'date-of-birth': dateOfBirth,
  'direct-debit': directDebit,
};
