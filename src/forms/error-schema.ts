import type { ErrorSchema } from '@rjsf/utils';
import type { FieldMessage } from '#domain/schema/error-paths.ts';

/** Field messages to RJSF's nested ErrorSchema ({ vehicle: { weight: { __errors: [...] } } }). */
export function toErrorSchema(messages: readonly FieldMessage[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { path, message } of messages) {
    let node = root;
    for (const part of path.split('.').filter(Boolean)) node = (node[part] ??= {}) as Record<string, unknown>;
    const errors = ((node.__errors as string[] | undefined) ??= []);
    if (!errors.includes(message)) errors.push(message);
  }
  return root as ErrorSchema;
}

/** A field id such as "root.vehicle.weight" to its path "vehicle.weight". */
export function pathOfFieldId(id: string): string {
  return id.replace(/^root\.?/, '');
}

/**
 * The messages to show: those of touched fields, and after a failed Continue those of the questions
 * that Continue named (`named`, their paths), as long as they still break a rule. A question the
 * customer brings up after it (a Yes that opens claims) is not red before they have answered it:
 * its message comes when they leave it, or with the next Continue.
 */
export function visibleMessages(
  messages: readonly FieldMessage[],
  touched: ReadonlySet<string>,
  named: ReadonlySet<string> | null,
): FieldMessage[] {
  return messages.filter(
    (m) =>
      named?.has(m.path) === true ||
      touched.has(m.path) ||
      [...touched].some((t) => m.path.startsWith(`${t}.`)),
  );
}
