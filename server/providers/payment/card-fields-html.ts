import { escapeHtml } from '#server/documents/html.ts';
import { CARD_FIELDS, type CardField, type CardFieldErrors } from './card-form';
import { TEST_CARDS } from './test-cards';

/** The card form's inputs: labels, hints and autocomplete tokens (WCAG 1.3.5 input purpose). */
interface FieldSpec {
  id: string;
  label: string;
  hint?: string;
  autocomplete: string;
  numeric: boolean;
  short: boolean;
  maxlength: number;
}

const FIELDS: Record<CardField, FieldSpec> = {
  card_number: {
    id: 'card-number',
    label: 'Card number',
    autocomplete: 'cc-number',
    numeric: true,
    short: false,
    maxlength: 23,
  },
  expiry: {
    id: 'card-expiry',
    label: 'Expiry date',
    hint: 'MM/YY, e.g. 04/29',
    autocomplete: 'cc-exp',
    numeric: true,
    short: true,
    maxlength: 7,
  },
  cvc: {
    id: 'card-cvc',
    label: 'Security code',
    hint: '3 or 4 digits, on the back or front',
    autocomplete: 'cc-csc',
    numeric: true,
    short: true,
    maxlength: 4,
  },
  name: {
    id: 'card-name',
    label: 'Name on card',
    autocomplete: 'cc-name',
    numeric: false,
    short: false,
    maxlength: 60,
  },
};

/** One labelled input, its hint and its error, tied together by aria-describedby. */
export function fieldOf(name: CardField, error: string | undefined, value: string): string {
  const f = FIELDS[name];
  const hintId = f.hint ? `${f.id}-hint` : '';
  const errorId = error ? `${f.id}-error` : '';
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return `<div class="field${error ? ' field--error' : ''}">
<label for="${f.id}">${escapeHtml(f.label)}</label>
${f.hint ? `<p class="hint" id="${hintId}">${escapeHtml(f.hint)}</p>` : ''}${
    error
      ? `<p class="error-message" id="${errorId}"><span class="visually-hidden">Error: </span>${escapeHtml(error)}</p>`
      : ''
  }
<input id="${f.id}" name="${name}" type="text"${f.numeric ? ' inputmode="numeric"' : ''} autocomplete="${f.autocomplete}"${
    f.short ? ' class="short"' : ''
  } maxlength="${f.maxlength}" spellcheck="false" autocapitalize="${f.numeric ? 'off' : 'words'}" required${
    describedBy ? ` aria-describedby="${describedBy}"` : ''
  }${error ? ' aria-invalid="true"' : ''} value="${escapeHtml(value)}">
</div>`;
}

/** The list of problems at the top of the form, each linking to its field (empty when none). */
export function errorSummaryOf(errors: CardFieldErrors): string {
  const items = CARD_FIELDS.filter((f) => errors[f])
    .map((f) => `<li><a href="#${FIELDS[f].id}">${escapeHtml(errors[f])}</a></li>`)
    .join('');
  if (!items) return '';
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" data-error-summary>
<h2 id="error-summary-title">There is a problem</h2>
<ul>${items}</ul>
</div>`;
}

/** The documented test cards, folded away under the form. */
export function testCardsOf(): string {
  const items = TEST_CARDS.map((c) => `<li><code>${c.number}</code>: ${escapeHtml(c.description)}</li>`).join(
    '',
  );
  return `<details class="test-cards"><summary>Sandbox test cards</summary>
<p>Use any future expiry date, any 3 digit security code and any name.</p><ul>${items}</ul></details>`;
}
