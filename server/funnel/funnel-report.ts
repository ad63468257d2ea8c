/**
 * The drop-off report (npm run report:dropoff, docs/analytics.md): the stored counters turned into a
 * funnel per step and page, and per question (answered, messages shown by rule, most first).
 */
import { funnelPlaces } from '#domain/funnel/funnel-events.ts';
import { quoteForm } from '#domain/schema/quote-form.ts';
import type { FunnelCountRow } from '#server/store/types.ts';
import { messageText, questionTitle } from './question-facts';

export interface PlaceFigures {
  step: string;
  title: string;
  reached: number;
  completed: number;
  /** Visits closed while on this place and not come back to (closed less returned). */
  abandoned: number;
  messagesShown: number;
}

export interface MessageFigures {
  rule: string;
  text: string;
  shown: number;
}

export interface QuestionFigures {
  step: string;
  question: string;
  title: string;
  answered: number;
  messagesShown: number;
  /** Most shown first. */
  messages: MessageFigures[];
}

export interface FunnelReport {
  from: string;
  to: string;
  places: PlaceFigures[];
  /** Questions with any figure, by step then most messages shown. */
  questions: QuestionFigures[];
}

/** A step's title from its schema file; a page's name in words ("PaymentOption" is "Payment option"). */
function placeTitle(step: string): string {
  const formStep = quoteForm.steps.find((s) => s.id === step);
  if (formStep) return `Step ${formStep.number}: ${formStep.title}`;
  const words = step.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const sum = (rows: FunnelCountRow[]) => rows.reduce((total, r) => total + r.count, 0);

export function buildFunnelReport(rows: readonly FunnelCountRow[], from: string, to: string): FunnelReport {
  const of = (kind: string, step: string) => rows.filter((r) => r.kind === kind && r.step === step);
  const places = funnelPlaces.map((step) => ({
    step,
    title: placeTitle(step),
    reached: sum(of('step_reached', step)),
    completed: sum(of('step_completed', step)),
    abandoned: Math.max(0, sum(of('step_abandoned', step)) - sum(of('step_returned', step))),
    messagesShown: sum(of('message_shown', step)),
  }));
  const keys = new Map<string, { step: string; question: string }>();
  for (const r of rows)
    if (r.question) keys.set(`${r.step} ${r.question}`, { step: r.step, question: r.question });
  const questions = [...keys.values()].map(({ step, question }) => {
    const mine = rows.filter((r) => r.step === step && r.question === question);
    const byRule = new Map<string, number>();
    for (const r of mine.filter((m) => m.kind === 'message_shown'))
      byRule.set(r.rule, (byRule.get(r.rule) ?? 0) + r.count);
    const messages = [...byRule]
      .map(([rule, shown]) => ({ rule, text: messageText(step, question, rule), shown }))
      .sort((a, b) => b.shown - a.shown);
    return {
      step,
      question,
      title: questionTitle(step, question),
      answered: sum(mine.filter((m) => m.kind === 'question_answered')),
      messagesShown: messages.reduce((total, m) => total + m.shown, 0),
      messages,
    };
  });
  const order = (step: string) => funnelPlaces.indexOf(step);
  questions.sort(
    (a, b) => order(a.step) - order(b.step) || b.messagesShown - a.messagesShown || b.answered - a.answered,
  );
  return { from, to, places, questions };
}

/** Completed as a share of reached, as a whole percentage ("-" before anyone reached it, and for the end). */
export const completionRate = (p: PlaceFigures): string =>
  p.reached === 0 || p.step === funnelPlaces.at(-1) ? '-' : `${Math.round((100 * p.completed) / p.reached)}%`;
