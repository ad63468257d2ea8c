import type { ListOption } from '#domain/contract/lookups.ts';
import { escapeHtml } from '#domain/escape-html.ts';
import { firstByKey } from '#domain/first-by-key.ts';

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

const valueOf = (choice: SelectChoice) => choice.value;

/** The key the select shows for a stored value ('' shows the placeholder). */
export function keyForValue(choices: readonly SelectChoice[], value: unknown): string {
  return firstByKey(choices, valueOf).get(value)?.key ?? '';
}

/**
 * The select's options as markup: 'Please select' (not choosable when the question is required)
 * and the choices. A select takes them as one piece of HTML, which the browser's parser builds far
 * faster than React builds an element per option: the largest step has over 3,000 options.
 */
export function optionsMarkup(
  choices: readonly SelectChoice[],
  placeholder: string,
  required: boolean,
): string {
  const first = `<option value=""${required ? ' disabled' : ''}>${escapeHtml(placeholder)}</option>`;
  return (
    first +
    choices.map((c) => `<option value="${escapeHtml(c.key)}">${escapeHtml(c.label)}</option>`).join('')
  );
}

/** Choices and their markup, worked out once per list (and exclusions, placeholder, required). */
const made = new WeakMap<object, Map<string, SelectContent>>();

/**
 * A select's choices and its options' markup, as React's `dangerouslySetInnerHTML` takes it. The
 * same object for the same list: React sets a select's markup again whenever the object is new.
 */
export interface SelectContent {
  choices: SelectChoice[];
  markup: { __html: string };
}

export function selectContent(
  source: readonly ListOption[] | readonly EnumOption[],
  fromList: boolean,
  exclude: readonly unknown[],
  placeholder: string,
  required: boolean,
): SelectContent {
  const variant = JSON.stringify([fromList, exclude, placeholder, required]);
  let byVariant = made.get(source);
  if (!byVariant) made.set(source, (byVariant = new Map()));
  let found = byVariant.get(variant);
  if (!found) {
    const choices = fromList
      ? choicesFromList(source as readonly ListOption[], exclude)
      : choicesFromEnum(source as readonly EnumOption[], exclude);
    found = { choices, markup: { __html: optionsMarkup(choices, placeholder, required) } };
    byVariant.set(variant, found);
  }
  return found;
}
