import { useId, useLayoutEffect, useState, type MouseEvent } from 'react';
import type { FieldMessage } from '#domain/schema/error-paths.ts';
import pageMessages from '#schemas/page-messages.json';

interface Problem {
  /** The control the message describes (focus goes there), or the message itself. */
  targetId: string;
  label: string | null;
  message: string;
}

const textOf = (ids: string | null) =>
  (ids ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The question's words as the page gives them to the control: its label or legend, without "(optional)". */
function labelOf(control: HTMLElement): string | null {
  const text =
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
  const text = named === group ? textOf(group.getAttribute('aria-labelledby')) : named.textContent;
  return text?.trim() || null;
}

/**
 * The messages the page shows in a scope, in the order they stand, each with the control it
 * describes: the summary lists exactly what the questions show, whichever widget shows it.
 */
function problemsIn(scope: Element | null): Problem[] {
  if (!scope) return [];
  return [...scope.querySelectorAll<HTMLElement>('.error-message[id]')]
    .filter((message) => !message.closest('.error-summary, [hidden]') && message.textContent)
    .map((message) => {
      // The control itself (input, select, radio group), rather than a fieldset around it.
      const described = [
        ...document.querySelectorAll<HTMLElement>(`[aria-describedby~="${CSS.escape(message.id)}"]`),
      ];
      const control = described.find((e) => e.id && e.tagName !== 'FIELDSET') ?? described[0];
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
 * element whose shown messages are listed.
 */
export function ErrorSummary({ messages, scope }: { messages: readonly FieldMessage[]; scope: string }) {
  const titleId = useId();
  const [problems, setProblems] = useState<Problem[]>([]);
  // The shown messages are read once the questions have rendered them.
  useLayoutEffect(
    () => setProblems(messages.length > 0 ? problemsIn(document.querySelector(scope)) : []),
    [messages, scope],
  );
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
