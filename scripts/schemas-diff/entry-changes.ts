import type { CatalogueEntry } from '#forms/catalogue/catalogue-model.ts';

/** One change to the questions, in words; `breaking` when stored proposals need something done. */
export interface Change {
  section: 'added' | 'removed' | 'reworded' | 'messages' | 'conditions' | 'options' | 'other';
  text: string;
  breaking?: { why: string; remedy: string };
}

const REFUSED =
  'The server checks a stored proposal again whenever it is saved or bought, and refuses it with the message';

/** How a question is named in a change: “title” (`path`, step N). */
export function nameOf(entry: CatalogueEntry): string {
  const step = `step ${entry.step.split('-')[0]}`;
  return entry.title ? `“${entry.title}” (\`${entry.path}\`, ${step})` : `\`${entry.path}\` (${step})`;
}

const list = (values: readonly unknown[]) => values.map((v) => `\`${JSON.stringify(v)}\``).join(', ');

/** Whether every value the old type allowed is still allowed ("integer" to "integer|null" widens). */
function typeWidened(before: string, after: string): boolean {
  const next = new Set(after.split('|'));
  return before.split('|').every((t) => next.has(t) || (t === 'integer' && next.has('number')));
}

/** A rule's bound that narrows what an answer may be (a higher minimum, a lower maximum). */
const NARROWING: Record<string, (before: number, after: number) => boolean> = {
  minimum: (b, a) => a > b,
  exclusiveMinimum: (b, a) => a > b,
  minLength: (b, a) => a > b,
  maximum: (b, a) => a < b,
  exclusiveMaximum: (b, a) => a < b,
  maxLength: (b, a) => a < b,
  maxItems: (b, a) => a < b,
};

function ruleChanges(before: CatalogueEntry, after: CatalogueEntry, name: string): Change[] {
  const out: Change[] = [];
  const old = new Map(before.rules.map((r) => [r.rule, r]));
  const now = new Map(after.rules.map((r) => [r.rule, r]));
  for (const [rule, r] of now) {
    const was = old.get(rule);
    if (!was) {
      out.push({
        section: 'messages',
        text: `${name}: new rule \`${rule}\`${r.detail ? ` (${r.detail})` : ''}, message “${r.message}”`,
      });
      continue;
    }
    if (was.message !== r.message)
      out.push({
        section: 'messages',
        text: `${name}: the \`${rule}\` message changed from “${was.message}” to “${r.message}”`,
      });
    if (was.detail !== r.detail) {
      const narrows = NARROWING[rule]?.(Number(was.detail), Number(r.detail)) ?? false;
      out.push({
        section: 'other',
        text: `${name}: rule \`${rule}\` changed from ${was.detail || 'on'} to ${r.detail || 'on'}`,
        ...(narrows
          ? {
              breaking: {
                why: `Stored answers allowed by ${was.detail} but not by ${r.detail} are refused (${REFUSED} of this rule).`,
                remedy:
                  'Check the stored proposals for such answers and correct them, or keep the old bound until those quotes have expired (30 days).',
              },
            }
          : {}),
      });
    }
  }
  for (const [rule] of old)
    if (!now.has(rule)) out.push({ section: 'messages', text: `${name}: rule \`${rule}\` removed` });
  return out;
}

/** "was always asked; now asked only when X", "was asked when X; now when Y". */
function sometimesWords(verb: string, before: readonly string[], after: readonly string[]): string {
  const when = (lines: readonly string[]) => lines.join('; or ');
  if (!before.length) return `was always ${verb}; now ${verb} only when ${when(after)}`;
  if (!after.length) return `was ${verb} only when ${when(before)}; now always ${verb}`;
  return `was ${verb} when ${when(before)}; now when ${when(after)}`;
}

const requiredWords = (e: CatalogueEntry) =>
  e.required === 'sometimes'
    ? `required only when ${e.requiredWhen.join('; or ')}`
    : e.required === 'always'
      ? 'required'
      : 'optional';

/** The changes between two versions of the question at one path. */
export function entryChanges(before: CatalogueEntry, after: CatalogueEntry): Change[] {
  const name = nameOf(after);
  const out: Change[] = [];
  if (before.title !== after.title)
    out.push({
      section: 'reworded',
      text: `\`${after.path}\`: “${before.title ?? '(no title)'}” is now “${after.title ?? '(no title)'}”`,
    });
  if (before.step !== after.step)
    out.push({ section: 'other', text: `${name} moved from ${before.step} to ${after.step}` });
  if (before.jsonType !== after.jsonType)
    out.push({
      section: 'other',
      text: `${name}: type changed from \`${before.jsonType}\` to \`${after.jsonType}\``,
      ...(typeWidened(before.jsonType, after.jsonType)
        ? {}
        : {
            breaking: {
              why: `Stored answers of type \`${before.jsonType}\` are refused.`,
              remedy:
                'Convert the stored answers to the new type (a data migration), or keep the old type and add a new question.',
            },
          }),
    });
  if (before.shownWhen.join('\n') !== after.shownWhen.join('\n'))
    out.push({
      section: 'conditions',
      text: `${name}: ${sometimesWords('asked', before.shownWhen, after.shownWhen)}`,
    });
  if (before.disabledWhen !== after.disabledWhen)
    out.push({
      section: 'conditions',
      text: `${name}: ${before.disabledWhen ? `was disabled when ${before.disabledWhen}` : 'was never disabled'}; now ${after.disabledWhen ? `disabled when ${after.disabledWhen}` : 'never disabled'}`,
    });
  if (requiredWords(before) !== requiredWords(after))
    out.push({
      section: 'conditions',
      text: `${name}: was ${requiredWords(before)}, now ${requiredWords(after)}`,
      ...(before.required === 'no' && after.required === 'always'
        ? {
            breaking: {
              why: 'Stored proposals have no answer to it, so re-quoting one is refused until the customer answers it in the form.',
              remedy:
                'Accept that those customers answer it when they next edit their quote, or leave it optional.',
            },
          }
        : {}),
    });
  out.push(...ruleChanges(before, after, name));
  const values = [new Set(before.values ?? []), new Set(after.values ?? [])];
  const removed = [...values[0]].filter((v) => after.values && !values[1].has(v));
  const added = [...values[1]].filter((v) => before.values && !values[0].has(v));
  if (added.length) out.push({ section: 'options', text: `${name}: options added: ${list(added)}` });
  if (removed.length)
    out.push({
      section: 'options',
      text: `${name}: options removed: ${list(removed)}`,
      breaking: {
        why: `Stored proposals answering ${list(removed)} are refused (“Please select one of the available options.”).`,
        remedy:
          'Map the stored answers to an option that remains (a data migration), or keep the option and leave it out of the form with ui:options.exclude.',
      },
    });
  if (before.tooltip !== after.tooltip)
    out.push({
      section: 'reworded',
      text: `${name}: tooltip “${before.tooltip ?? '(none)'}” is now “${after.tooltip ?? '(none)'}”`,
    });
  if (before.widget !== after.widget)
    out.push({
      section: 'other',
      text: `${name}: shown by \`${after.widget}\` instead of \`${before.widget}\``,
    });
  if (before.effects.join('\n') !== after.effects.join('\n'))
    out.push({ section: 'conditions', text: `${name}: effects now: ${after.effects.join('; ') || 'none'}` });
  return out;
}
