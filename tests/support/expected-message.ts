import { isoToDisplay } from '../../src/domain/dates';
import { resolveExampleDates } from '../../src/domain/schema/example-dates';

/** An example's expected message, with "{$today-5y}" written as the date the customer would see. */
export function expectedMessage(template: string): string {
  return template.replace(/\{(\$today[^}]*)\}/g, (_, token: string) =>
    isoToDisplay(resolveExampleDates(token)),
  );
}
