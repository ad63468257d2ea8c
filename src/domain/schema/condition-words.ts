/**
 * Conditions and effects in words, for product staff reading the question catalogue and the schema
 * diff: "“Are you the legal owner and registered keeper of the van?” is No". A tested value is named
 * as the customer sees it (Yes/No, a list option's name, an enum's ui:enumNames).
 */
import type { Condition as EffectCondition } from '#domain/effects/apply-effects.ts';
import type { ConditionTest } from './declarations';
import { isObject, type Schema } from './schema-walk';

/** What the words need to know of a tested question. */
export interface NamedQuestion {
  /** The question as asked, or its name when it has no title. */
  label: string;
  /** The value's name as the customer reads it. */
  valueName(value: unknown): string;
  /** Every value the question can take, when it is a fixed set (yes/no, a list, an enum). */
  values?: readonly unknown[];
}

const quoted = (label: string) => `“${label}”`;

function oneOf(values: readonly unknown[], question: NamedQuestion): string {
  const names = values.map((v) => question.valueName(v));
  return names.length <= 1 ? (names[0] ?? 'nothing') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** The values of a fixed set matching a pattern, named (the first few). */
function matching(pattern: string, question: NamedQuestion): string {
  const re = new RegExp(pattern, 'u');
  const hits = (question.values ?? []).filter((v) => re.test(String(v)));
  if (!question.values) return `matches the pattern ${pattern}`;
  const shown = hits.slice(0, 4).map((v) => question.valueName(v));
  const more = hits.length > shown.length ? ` and ${hits.length - shown.length} more` : '';
  return `is one matching ${pattern} (${shown.join(', ')}${more})`;
}

/** One property's test in words, held or negated. */
function testWords(schema: Schema, question: NamedQuestion, negated: boolean): string[] {
  const words: string[] = [];
  if ('const' in schema) words.push(`${negated ? 'is not' : 'is'} ${question.valueName(schema.const)}`);
  if (Array.isArray(schema.enum)) words.push(`${negated ? 'is not' : 'is'} ${oneOf(schema.enum, question)}`);
  if (typeof schema.minimum === 'number')
    words.push(negated ? `is less than ${schema.minimum}` : `is at least ${schema.minimum}`);
  if (typeof schema.maximum === 'number')
    words.push(negated ? `is more than ${schema.maximum}` : `is at most ${schema.maximum}`);
  if (typeof schema.pattern === 'string')
    words.push(negated ? `is not one matching ${schema.pattern}` : matching(schema.pattern, question));
  if (isObject(schema.not)) words.push(...testWords(schema.not, question, !negated));
  return words;
}

/**
 * An "if" test in words. Held: every tested answer as the test needs it ("A is Yes and B is at
 * least 1"). Negated (an "else"): any of them otherwise ("A is not Yes").
 */
export function conditionInWords(
  condition: ConditionTest,
  questionNamed: (name: string) => NamedQuestion,
): string {
  const { test, negated } = condition;
  const properties = isObject(test.properties) ? test.properties : {};
  const parts = Object.entries(properties).flatMap(([name, schema]) => {
    const question = questionNamed(name);
    const words = isObject(schema) ? testWords(schema, question, negated) : [];
    return words.length ? [`${quoted(question.label)} ${words.join(negated ? ' or ' : ' and ')}`] : [];
  });
  const required = Array.isArray(test.required) ? (test.required as string[]) : [];
  for (const name of required.filter((n) => !(n in properties)))
    parts.push(`${quoted(questionNamed(name).label)} ${negated ? 'is not answered' : 'is answered'}`);
  return parts.join(negated ? ' or ' : ' and ') || (negated ? 'never' : 'always');
}

/** An effect's trigger in words: "is Yes", "is one of None, 1 year", "does not match ^D[RG]". */
export function effectTriggerInWords(when: EffectCondition, question: NamedQuestion): string {
  if (when === null || typeof when !== 'object') return `is ${question.valueName(when)}`;
  if ('in' in when) return `is ${oneOf(when.in, question)}`;
  if ('notIn' in when) return `is not ${oneOf(when.notIn, question)}`;
  if ('match' in when) return `matches ${when.match}`;
  return `does not match ${when.notMatch}`;
}
