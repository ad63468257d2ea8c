/**
 * Questions as the drop-off figures name them: an answer's dotted path with every repeater position
 * replaced by "[]" ("drivers.additional_drivers.0.claims.1.date" is
 * "drivers.additional_drivers[].claims[].date"), so that the fifth claim counts with the first.
 */
import type { Shape } from '#domain/schema/schema-walk.ts';

export function questionOf(path: string): string {
  return path
    .split('.')
    .filter(Boolean)
    .reduce((out, part) => (/^\d+$/.test(part) ? `${out}[]` : out ? `${out}.${part}` : part), '');
}

/** Every question a step's shape may ask, groups and repeaters included (a message may name them). */
export function questionsOfShape(shape: Shape, prefix = ''): string[] {
  const own = prefix ? [prefix] : [];
  if (shape.kind === 'object')
    return [
      ...own,
      ...Object.entries(shape.properties).flatMap(([name, sub]) =>
        questionsOfShape(sub, prefix ? `${prefix}.${name}` : name),
      ),
    ];
  if (shape.kind === 'array' && shape.items?.kind === 'object')
    return [...own, ...questionsOfShape(shape.items, `${prefix}[]`).filter((q) => q !== `${prefix}[]`)];
  return own;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The questions that hold an answer, by their question name: leaves, and lists of plain values
 * (a multiple choice) as one question. Only whether a question is answered leaves this function.
 */
export function answeredQuestions(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (Array.isArray(value) && value.some((v) => v !== null && typeof v === 'object')) {
    for (const item of value) answeredQuestions(item, `${prefix}[]`, out);
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, sub] of Object.entries(value))
      answeredQuestions(sub, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix && !isEmpty(value)) {
    out.add(prefix);
  }
  return out;
}
