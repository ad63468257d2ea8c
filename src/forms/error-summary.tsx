import { useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import type { FieldMessage } from '#domain/schema/error-paths.ts';
import pageMessages from '#schemas/page-messages.json';
import { errorIdFor } from '#widgets/shared/a11y.ts';

interface Problem {
  /** The control the message describes (focus goes there), or the message itself. */
  targetId: string;
  label: string | null;
  message: string;
}

/** An element's words as a screen reader reads them: without what is hidden from it (a step's number). */
function wordsOf(element: Element | null): string {
  if (!element) return '';
  if (!element.querySelector('[aria-hidden="true"]')) return element.textContent ?? '';
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

const textOf = (ids: string | null) =>
  (ids ?? '')
    .split(/\s+/)
    .map((id) => wordsOf(document.getElementById(id)))
    .join(' ');

/**
 * The question's words as the page gives them to the control: its label or legend, without
 * "(optional)". The label is looked for in the control's own question first: a control's `labels`
 * looks through the whole page (15-30 ms at 4x on the largest step, for every message). A question
 * of several controls (a fieldset: the address's postcode box and its Find, marked `data-question`)
 * is named by its legend.
 */
function labelOf(control: HTMLElement): string | null {
  const question = control.id ? control.closest('[data-field], [data-question]') : null;
  const near =
    (question?.tagName === 'FIELDSET' ? question.querySelector(':scope > legend') : null) ??
    question?.querySelector(`label[for="${CSS.escape(control.id)}"]`);
  const text =
    near?.textContent ??
    (control as HTMLInputElement).labels?.[0]?.textContent ??
    control.querySelector(':scope > legend')?.textContent ??
    (control.getAttribute('aria-labelledby') ? textOf(control.getAttribute('aria-labelledby')) : null) ??
    control.getAttribute('aria-label');
  const tidy = text?.replace(/\s*\(optional\)\s*$/, '').trim();
  return tidy || null;
}

/** For a message no control points at (a lookup's own message): the words of the group it is in. */
function groupLabelOf(message: HTMLElement): string | null {
  const group = message.closest('fieldset, [role=group], [role=region], section');
  const named =
    group?.querySelector(':scope > legend') ??
    (group?.getAttribute('aria-labelledby') ? group : null) ??
    group?.querySelector('h2, h3, h4, label');
  if (!named) return null;
  const text = named === group ? textOf(group.getAttribute('aria-labelledby')) : wordsOf(named);
  return text?.trim() || null;
}

const describes = (element: Element, messageId: string) =>
  (element.getAttribute('aria-describedby') ?? '').split(/\s+/).includes(messageId);

/**
 * The control a message describes (input, select, radio group), rather than a fieldset around it.
 * A question's message is its control's id with `__error` (widgets/shared/a11y.ts); any other (a
 * widget's own message) is looked for among the elements that name it, once for all of them.
 */
function controlOf(
  message: HTMLElement,
  describers: () => Map<string, HTMLElement[]>,
): HTMLElement | undefined {
  const own = message.id.endsWith(ERROR_SUFFIX)
    ? document.getElementById(message.id.slice(0, -ERROR_SUFFIX.length))
    : null;
  if (own && own.tagName !== 'FIELDSET' && describes(own, message.id)) return own;
  const described = describers().get(message.id) ?? [];
  return described.find((e) => e.id && e.tagName !== 'FIELDSET') ?? described[0];
}

const ERROR_SUFFIX = errorIdFor('');

/** The scope's elements by each message id their `aria-describedby` names (one pass for all). */
function describersIn(scope: Element): Map<string, HTMLElement[]> {
  const found = new Map<string, HTMLElement[]>();
  for (const element of scope.querySelectorAll<HTMLElement>('[aria-describedby]'))
    for (const id of (element.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
      if (!id) continue;
      const list = found.get(id);
      if (list) list.push(element);
      else found.set(id, [element]);
    }
  return found;
}

/**
 * The messages the page shows in a scope, in the order they stand, each with the control it
 * describes: the summary lists exactly what the questions show, whichever widget shows it.
 */
function problemsIn(scope: Element | null): Problem[] {
  if (!scope) return [];
  let describers: Map<string, HTMLElement[]> | undefined;
  const lookUp = () => (describers ??= describersIn(scope));
  return [...scope.querySelectorAll<HTMLElement>('.error-message[id]')]
    .filter((message) => !message.closest('.error-summary, [hidden]') && message.textContent)
    .map((message) => {
      const control = controlOf(message, lookUp);
      return {
        targetId: control?.id || message.id,
        label: control ? labelOf(control) : groupLabelOf(message),
        message: message.textContent ?? '',
      };
    });
}

/** Focus on the control (a radio group's first choice), brought into view. */
function focusOn(targetId: string) {
  const target = document.getElementById(targetId);
  const control = target?.matches('[role=radiogroup]')
    ? (target.querySelector<HTMLElement>('input:checked, input') ?? target)
    : target;
  control?.focus({ preventScroll: true });
  target?.scrollIntoView({ block: 'center' });
}

/**
 * After a failed Continue, the problems the step shows as a list of links (GOV.UK's error summary):
 * each names the question and its message and takes focus to it. Announced when it appears.
 * `messages` are the step's messages after the failed Continue (none: no summary); `scope` is the
 * element whose shown messages are listed; `attempt` counts the failed Continues: each reads the page
 * again, as a widget may say the same message from the form in other words by then (the address
 * lookup: a postcode typed since).
 */
export function ErrorSummary({
  messages,
  scope,
  attempt = 0,
}: {
  messages: readonly FieldMessage[];
  scope: string;
  attempt?: number;
}) {
  const titleId = useId();
  const [problems, setProblems] = useState<Problem[]>([]);
  // The shown messages are read once the questions have rendered them, and again only when the
  // messages are others: the step's messages are worked out anew on every change and blur.
  const read = useRef('');
  useLayoutEffect(() => {
    const key = `${scope}\n${attempt}\n${messages.map((m) => `${m.path}\t${m.message}`).join('\n')}`;
    if (key === read.current) return;
    read.current = key;
    const shown = messages.length > 0 ? problemsIn(document.querySelector(scope)) : [];
    // No messages before and none now is no update: a state set in a layout effect makes React
    // render again and run the page's pending effects before the paint (the step's first render).
    setProblems((before) => (before.length === 0 && shown.length === 0 ? before : shown));
  }, [messages, scope, attempt]);
  if (messages.length === 0 || problems.length === 0) return null;
  const follow = (event: MouseEvent, targetId: string) => {
    event.preventDefault();
    focusOn(targetId);
  };
  return (
    <div className="error-summary" role="alert" aria-labelledby={titleId}>
      <h3 id={titleId} className="error-summary__title">
        {pageMessages.error_summary_title}
      </h3>
      <ul className="error-summary__list">
        {problems.map((p) => (
          <li key={`${p.targetId} ${p.message}`}>
            <a href={`#${p.targetId}`} onClick={(event) => follow(event, p.targetId)}>
              {p.label ? <span className="error-summary__question">{p.label} </span> : null}
              <span className="error-summary__message">{p.message}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
