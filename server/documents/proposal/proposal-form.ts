import type { ListsByName } from '#domain/lists.ts';
import type { AnswerItem, AnswerRow } from '#domain/schema/answers.ts';
import { quoteForm } from '#domain/schema/quote-form.ts';
import type { SchemaReader } from '#domain/schema/reader.ts';
import { escapeHtml, slug } from '#server/documents/html.ts';

/** The declaration printed under the answers (SPEC.md 2.10 links the proposal form from Summary). */
export const DECLARATION = [
  'You have told us that the information above is correct and complete to the best of your knowledge and belief. It is the information on which your quote, and your policy if you buy it, is based.',
  'Please check it carefully. If anything is wrong or missing, call {business} on {phone} straight away. If the information is not correct, your policy may be cancelled, a claim may be refused or not paid in full, or you may have to pay more.',
  'The Consumer Insurance (Disclosure and Representations) Act 2012 requires you to take reasonable care not to make a misrepresentation. You must also tell us about any change to this information while your policy is in force.',
  'You confirm that every person named above has agreed to you giving us their details, and that you have told them how we use them. We may check the information you have given with the DVLA, the Claims and Underwriting Exchange, credit reference agencies and fraud prevention agencies.',
];

/** Keeps element ids unique within one page (the same heading, e.g. "Claim 1", can appear twice). */
class Ids {
  private used = new Map<string, number>();
  next(text: string): string {
    const base = slug(text);
    const n = (this.used.get(base) ?? 0) + 1;
    this.used.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  }
}

function answerTable(rows: AnswerRow[], labelledBy: string, head = ['Question', 'Your answer']): string {
  const body = rows
    .map(
      (r) =>
        `<tr><th scope="row">${escapeHtml(r.question)}</th><td>${r.answer.map(escapeHtml).join('<br>')}</td></tr>`,
    )
    .join('\n');
  return `<table class="answers" aria-labelledby="${labelledBy}">
<thead><tr>${head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>
<tbody>
${body}
</tbody>
</table>`;
}

function renderItems(items: AnswerItem[], level: number, labelledBy: string, ids: Ids): string {
  const out: string[] = [];
  let rows: AnswerRow[] = [];
  const flush = () => {
    if (rows.length) out.push(answerTable(rows, labelledBy));
    rows = [];
  };
  for (const item of items) {
    if (item.kind === 'row') {
      rows.push(item);
      continue;
    }
    flush();
    const id = ids.next(item.heading);
    const h = Math.min(level, 6);
    const inner = item.items.length
      ? renderItems(item.items, level + 1, id, ids)
      : '<p class="empty">No details recorded.</p>';
    out.push(
      `<section aria-labelledby="${id}">\n<h${h} id="${id}">${escapeHtml(item.heading)}</h${h}>\n${inner}\n</section>`,
    );
  }
  flush();
  return out.join('\n');
}

/** The "Your quote" table that opens the proposal form: the reference and the policy basics. */
function quoteDetailsTable(details: [string, string][], ids: Ids): string {
  const id = ids.next('Your quote');
  const rows: AnswerRow[] = details
    .filter(([, v]) => v !== '')
    .map(([question, value]) => ({ kind: 'row', path: '', question, answer: [value] }));
  return `<section aria-labelledby="${id}">\n<h2 id="${id}">Your quote</h2>\n${answerTable(rows, id, ['Detail', 'Value'])}\n</section>`;
}

/**
 * The body of the proposal form: the quote details, then each quote-form step's questions and the
 * customer's answers (tables, with repeated items as sub-sections), then the declaration. Every answer
 * is escaped here; `fill` turns the declaration's placeholders into escaped text.
 */
export function proposalFormBody(
  risk: Record<string, unknown>,
  lists: ListsByName,
  details: [string, string][],
  fill: (text: string) => string,
  reader: SchemaReader = quoteForm,
): string {
  const ids = new Ids();
  const steps = reader.answers(risk, lists).map((step) => {
    const id = ids.next(step.title);
    const inner = step.items.length
      ? renderItems(step.items, 3, id, ids)
      : '<p class="empty">No answers recorded for this step.</p>';
    return `<section aria-labelledby="${id}">\n<h2 id="${id}">${escapeHtml(step.title)}</h2>\n${inner}\n</section>`;
  });
  const intro = `<div class="doc-intro"><p>${fill(
    'This proposal form records the answers you gave when you asked for a quote for {product}. Together with your policy wording and schedule it forms part of your contract of insurance. Please keep it with your policy documents.',
  )}</p></div>`;
  const declarationId = ids.next('Declaration');
  const declaration = `<section class="declaration" aria-labelledby="${declarationId}">
<h2 id="${declarationId}">Declaration</h2>
${DECLARATION.map((p) => `<p>${fill(p)}</p>`).join('\n')}
</section>`;
  return [intro, quoteDetailsTable(details, ids), ...steps, declaration].join('\n');
}
