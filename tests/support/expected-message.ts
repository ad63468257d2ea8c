import { isoToDisplay } from '#domain/dates.ts';
import { resolveExampleDates } from '#domain/schema/example-dates.ts';

/** An example's expected message, with "{$today-5y}" written as the date the customer would see. */
export function expectedMessage(template: string): string {
  return template.replace(/\{(\$today[^}]*)\}/g, (_, token: string) =>
    isoToDisplay(resolveExampleDates(token)),
  );
}
