import type { ListOption } from '#domain/contract/lookups.ts';

/** An RJSF enum option (props.options.enumOptions). */
export interface EnumOption {
  label: string;
  value: unknown;
}

/** A choice as the select shows it: the option's text, its value as text, and the value to emit. */
export interface SelectChoice {
  label: string;
  key: string;
  value: unknown;
}

/** Choices from a named list, without the excluded values (e.g. 'P' for the proposer). */
export function choicesFromList(
  options: readonly ListOption[],
  exclude: readonly unknown[] = [],
): SelectChoice[] {
  return options
    .filter((option) => !exclude.includes(option.value))
    .map((option) => ({ label: option.name, key: option.value, value: option.value }));
}

/** Choices from a schema enum; the emitted value keeps its type (a number stays a number). */
export function choicesFromEnum(
  options: readonly EnumOption[],
  exclude: readonly unknown[] = [],
): SelectChoice[] {
  return options
    .filter((option) => !exclude.includes(option.value))
    .map((option) => ({ label: option.label, key: String(option.value), value: option.value }));
}

/** The value to emit for the chosen option's key; undefined for the placeholder or an unknown key. */
export function valueForKey(choices: readonly SelectChoice[], key: string): unknown {
  return choices.find((choice) => choice.key === key)?.value;
}

/** The key the select shows for a stored value ('' shows the placeholder). */
export function keyForValue(choices: readonly SelectChoice[], value: unknown): string {
  return choices.find((choice) => choice.value === value)?.key ?? '';
}
