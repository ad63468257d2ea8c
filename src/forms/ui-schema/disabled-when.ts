/**
 * Questions shown but not answerable under some answers (SPEC.md 4: "Not purchased ticked disables
 * the purchase date"). A question's entry in a step's .ui.json says when:
 * `"ui:disabledWhen": { "watch": "vehicle.not_purchased", "when": true }`, with the watch paths and
 * conditions of "ui:effects". RJSF's UI schema is fixed, so the form renders the UI schema for the
 * current answers: the step's own, with `ui:disabled` on each question whose condition holds. The
 * schema's own condition makes the answer not required meanwhile; an effect clears it.
 */
import { holds, type Condition } from '#domain/effects/apply-effects.ts';
import { getAt, parsePath } from '#domain/effects/data-paths.ts';

type Ui = Record<string, unknown>;

/** Where a UI schema disables a question: the keys leading to its entry, and when. */
export interface DisabledWhen {
  at: string[];
  watch: string;
  when: Condition;
}

const isPlainObject = (v: unknown): v is Ui => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every "ui:disabledWhen" in a UI schema, with the keys leading to it. */
export function disabledWhenIn(ui: unknown, at: string[] = []): DisabledWhen[] {
  if (!isPlainObject(ui)) return [];
  const own = ui['ui:disabledWhen'];
  const found: DisabledWhen[] = isPlainObject(own)
    ? [{ at, watch: String(own.watch), when: own.when as Condition }]
    : [];
  for (const [key, child] of Object.entries(ui))
    if (!key.startsWith('ui:')) found.push(...disabledWhenIn(child, [...at, key]));
  return found;
}

function withDisabled(ui: Ui, at: readonly string[]): Ui {
  if (at.length === 0) return { ...ui, 'ui:disabled': true };
  const [head, ...rest] = at;
  const child = isPlainObject(ui[head]) ? ui[head] : {};
  return { ...ui, [head]: withDisabled(child, rest) };
}

const found = new WeakMap<Ui, { rules: DisabledWhen[]; built: Map<string, Ui> }>();

/**
 * The UI schema for these answers: the step's, with each question whose "ui:disabledWhen" holds
 * disabled. The same object comes back for the same questions disabled, so RJSF sees no change.
 */
export function uiForAnswers(ui: Ui, answers: unknown): Ui {
  let entry = found.get(ui);
  if (!entry) {
    entry = { rules: disabledWhenIn(ui), built: new Map() };
    found.set(ui, entry);
  }
  if (entry.rules.length === 0) return ui;
  const active = entry.rules.filter((rule) => holds(rule.when, getAt(answers, parsePath(rule.watch))));
  const key = active.map((rule) => rule.at.join('.')).join('|');
  let built = entry.built.get(key);
  if (!built) {
    built = active.reduce((out, rule) => withDisabled(out, rule.at), ui);
    entry.built.set(key, built);
  }
  return built;
}
