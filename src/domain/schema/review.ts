/**
 * The summary's review boxes (SPEC.md 2.10), built from the answers walk: each group declared in
 * schemas/summary/summary.ui.json ("ui:review") takes the answered questions under its paths, in
 * its declared order first and the form's order after. A question added to a step's schema shows
 * in the box that covers its path, with no code change.
 */
import type { AnswerItem } from './answers';

/** One review box as declared in the UI schema. */
export interface ReviewGroupDeclaration {
  title: string;
  /** Path prefixes the box covers ("vehicle", "drivers.proposer"); "*" covers what no box before it took. */
  include: string[];
  /** Paths shown first, in this order. */
  order?: string[];
  /** What the box says when it has nothing to show. */
  empty?: string;
}

/** A review box with its answers. */
export interface ReviewGroup {
  title: string;
  items: AnswerItem[];
  empty?: string;
  /** The step (0 is the first) of the first answer it shows: where its Edit opens the form. */
  step?: number;
}

const covers = (prefix: string, path: string) =>
  prefix === '*' || path === prefix || path.startsWith(`${prefix}.`);

/** Sorts the items of a box: the declared paths first, in declared order; the rest as they came. */
function ordered(items: AnswerItem[], order: readonly string[]): AnswerItem[] {
  const rank = (item: AnswerItem) => {
    const i = order.findIndex((p) => covers(p, item.path));
    return i === -1 ? order.length : i;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map((entry) => entry.item);
}

/** Splits the answered questions (in form order, one list for all steps) into the declared boxes. */
export function reviewGroups(
  items: readonly AnswerItem[],
  groups: readonly ReviewGroupDeclaration[],
  stepOf: (item: AnswerItem) => number | undefined = () => undefined,
): ReviewGroup[] {
  const taken = new Set<AnswerItem>();
  const boxes = groups.map((group) => {
    const specific = group.include.filter((p) => p !== '*');
    const mine = items.filter((item) => !taken.has(item) && specific.some((p) => covers(p, item.path)));
    mine.forEach((item) => taken.add(item));
    return { group, mine };
  });
  const catchAll = boxes.find((b) => b.group.include.includes('*'));
  if (catchAll) catchAll.mine.push(...items.filter((item) => !taken.has(item)));
  return boxes.map(({ group, mine }) => {
    const items = ordered(mine, group.order ?? []);
    const step = items.length > 0 ? stepOf(items[0]) : undefined;
    return {
      title: group.title,
      items,
      ...(group.empty ? { empty: group.empty } : {}),
      ...(step !== undefined ? { step } : {}),
    };
  });
}
