import type { FieldMessage } from '#domain/schema/error-paths.ts';
import { holds, type Effect } from './apply-effects';
import { bind, getAt, parsePath } from './data-paths';

/** The repeater items a dotted path takes at a pattern's `*`s, or null where it is not the pattern's. */
function indicesAt(pattern: readonly string[], path: readonly string[]): number[] | null {
  if (pattern.length !== path.length) return null;
  const indices: number[] = [];
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '*' && /^\d+$/u.test(path[i])) indices.push(Number(path[i]));
    else if (pattern[i] !== path[i]) return null;
  }
  return indices;
}

/**
 * The messages without those on a copied answer whose source has a message of its own (SPEC.md 4:
 * the overnight postcode copied to the postcode the van is kept at). The copy is not a question the
 * customer sees: its message would say the source's again, under no question. A copy with a message
 * and no message on its source keeps it, so a Continue never fails without saying why. Only a copy
 * the answers make now counts (its condition holds: the van kept away from home copies the overnight
 * postcode, at home the home one), and both messages must be in the same list (one step's): the
 * source's message is then on the same page.
 */
export function withoutCopiedEchoes(
  messages: FieldMessage[],
  effects: readonly Effect[],
  answers: unknown,
): FieldMessage[] {
  if (messages.length < 2) return messages;
  const withMessage = new Set(messages.map((m) => m.path));
  const copies = effects.flatMap((e) =>
    e.copy ? [{ effect: e, to: parsePath(e.copy.to), from: e.copy.from }] : [],
  );
  const kept = messages.filter((m) => {
    const path = m.path.split('.');
    return !copies.some((copy) => {
      const indices = indicesAt(copy.to, path);
      return (
        indices !== null &&
        holds(copy.effect.when, getAt(answers, bind(copy.effect.watch, indices))) &&
        withMessage.has(bind(copy.from, indices).join('.'))
      );
    });
  });
  // The same list when nothing is taken out: the same answers give the same messages (decision 053).
  return kept.length === messages.length ? messages : kept;
}
