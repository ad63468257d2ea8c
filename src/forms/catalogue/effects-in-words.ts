/**
 * The UI schemas' effects (ui:effects) in words, filed under every question they watch or change:
 * "Cleared when “Will you carry hazardous goods?” is No" on the description, and "When it is No:
 * clears “What hazardous goods will you carry?”" on the question watched.
 */
import type { Effect } from '#domain/effects/apply-effects.ts';
import { effectTriggerInWords, type NamedQuestion } from '#domain/schema/condition-words.ts';

const quoted = (label: string) => `“${label}”`;

function valueInWords(value: unknown, question: NamedQuestion): string {
  if (Array.isArray(value))
    return value.length === 1 && JSON.stringify(value[0]) === '{}'
      ? 'one empty item'
      : `${value.length} item(s)`;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return question.valueName(value);
}

const fields = (item: Record<string, unknown>) =>
  Object.entries(item)
    .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
    .join(', ');

/** Every effect's sentences by the path of the question they belong to. */
export function effectsByPath(
  effects: readonly Effect[],
  question: (path: string) => NamedQuestion,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (path: string, sentence: string) => out.set(path, [...(out.get(path) ?? []), sentence]);
  for (const effect of effects) {
    const watched = question(effect.watch);
    const trigger = `${quoted(watched.label)} ${effectTriggerInWords(effect.when, watched)}`;
    const actions: string[] = [];
    for (const [path, value] of Object.entries(effect.set ?? {})) {
      const target = question(path);
      add(path, `Set to ${valueInWords(value, target)} when ${trigger}`);
      actions.push(`sets ${quoted(target.label)} to ${valueInWords(value, target)}`);
    }
    for (const path of effect.clear ?? []) {
      add(path, `Cleared when ${trigger}`);
      actions.push(`clears ${quoted(question(path).label)}`);
    }
    if (effect.copy) {
      const { from, to } = effect.copy;
      add(to, `Copied from ${quoted(question(from).label)} when ${trigger}`);
      actions.push(`copies ${quoted(question(from).label)} to ${quoted(question(to).label)}`);
    }
    for (const [path, item] of Object.entries(effect.include ?? {})) {
      add(path, `Gets an item with ${fields(item)} when ${trigger}`);
      actions.push(`adds an item with ${fields(item)} to ${quoted(question(path).label)}`);
    }
    for (const [path, item] of Object.entries(effect.exclude ?? {})) {
      add(path, `Loses its item with ${fields(item)} when ${trigger}`);
      actions.push(`removes the item with ${fields(item)} from ${quoted(question(path).label)}`);
    }
    add(effect.watch, `When it ${effectTriggerInWords(effect.when, watched)}: ${actions.join('; ')}`);
  }
  return out;
}
