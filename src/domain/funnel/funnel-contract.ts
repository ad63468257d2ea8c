/**
 * The body of POST /api/events (issue 14.6): `{ "events": [{ kind, step, question?, rule? }] }`.
 * Only names the schema files declare get in: a place of the funnel, a question its step may ask, a
 * rule the schemas use. Anything else is refused, so no free text (and so no answer) is ever stored.
 */
import type { FieldError } from '#domain/contract/errors.ts';
import { MESSAGE_RULES } from '#domain/rules/rule-list.ts';
import {
  funnelKinds,
  funnelPlaces,
  MAX_FUNNEL_EVENTS,
  questionKinds,
  type FunnelEvent,
  type FunnelKind,
} from './funnel-events';
import { questionsOfStep } from './step-questions';

const isText = (v: unknown): v is string => typeof v === 'string';

function problemOf(event: unknown): { field: string; message: string } | null {
  if (event === null || typeof event !== 'object' || Array.isArray(event))
    return { field: '', message: 'Each event must be an object.' };
  const { kind, step, question, rule, ...rest } = event as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined)
    return { field: extra, message: 'Events carry only kind, step, question and rule.' };
  if (!isText(kind) || !(funnelKinds as readonly string[]).includes(kind))
    return { field: 'kind', message: `Use one of: ${funnelKinds.join(', ')}.` };
  if (!isText(step) || !funnelPlaces.includes(step))
    return { field: 'step', message: 'Name a step or page of the journey.' };
  const asksQuestion = questionKinds.has(kind as FunnelKind);
  if (!asksQuestion)
    return question === undefined && rule === undefined
      ? null
      : { field: 'question', message: 'Only question events name a question.' };
  if (!isText(question) || !questionsOfStep(step).has(question))
    return { field: 'question', message: 'Name a question of this step.' };
  if (kind === 'message_shown' ? !isText(rule) || !MESSAGE_RULES.has(rule) : rule !== undefined)
    return { field: 'rule', message: 'Name the rule whose message showed (message events only).' };
  return null;
}

/** The events of a report, or the field messages of a 422. */
export function parseFunnelEvents(
  body: unknown,
): { events: FunnelEvent[]; fields?: undefined } | { events?: undefined; fields: FieldError[] } {
  const events = (body as { events?: unknown } | null)?.events;
  if (body === null || typeof body !== 'object' || !Array.isArray(events) || events.length === 0)
    return { fields: [{ path: 'events', message: 'Send a list of events.' }] };
  if (events.length > MAX_FUNNEL_EVENTS)
    return { fields: [{ path: 'events', message: `Send at most ${MAX_FUNNEL_EVENTS} events at once.` }] };
  const fields = events.flatMap((event, i) => {
    const problem = problemOf(event);
    return problem
      ? [{ path: `events.${i}${problem.field ? `.${problem.field}` : ''}`, message: problem.message }]
      : [];
  });
  return fields.length > 0 ? { fields } : { events: events as FunnelEvent[] };
}
