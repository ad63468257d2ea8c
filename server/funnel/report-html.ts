import { escapeHtml } from '#server/documents/html.ts';
import { completionRate, type FunnelReport, type PlaceFigures } from './funnel-report';

const STYLE = `
  body { font: 15px/1.45 system-ui, sans-serif; color: #1b1f23; margin: 2rem auto; max-width: 70rem; padding: 0 1rem; }
  table { border-collapse: collapse; width: 100%; margin-bottom: 2rem; }
  th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid #d8dde3; vertical-align: top; }
  td.n { text-align: right; font-variant-numeric: tabular-nums; }
  .bar { position: relative; height: 1.3rem; background: #eef1f4; min-width: 12rem; }
  .bar span { position: absolute; inset: 0 auto 0 0; }
  .reached { background: #9fd8d3; }
  .completed { background: #0b766f; }
  .shown { background: #c0392b; }
  .key span { display: inline-block; width: 0.9rem; height: 0.9rem; vertical-align: -0.1rem; margin: 0 0.3rem 0 1rem; }
  code { font-size: 0.85em; color: #555; }
  th.group { background: #f4f6f8; padding-top: 0.8rem; }
`;

const bar = (parts: { cls: string; value: number }[], max: number) =>
  `<div class="bar">${parts
    .map((p) => `<span class="${p.cls}" style="width:${max ? (100 * p.value) / max : 0}%"></span>`)
    .join('')}</div>`;

function placeRow(p: PlaceFigures, max: number): string {
  return `<tr><th scope="row">${escapeHtml(p.title)}</th>
    <td>${bar(
      [
        { cls: 'reached', value: p.reached },
        { cls: 'completed', value: p.completed },
      ],
      max,
    )}</td>
    <td class="n">${p.reached}</td><td class="n">${p.completed}</td><td class="n">${completionRate(p)}</td>
    <td class="n">${p.abandoned}</td><td class="n">${p.messagesShown}</td></tr>`;
}

/** The report as one self-contained HTML page: the funnel as bars, then the questions. */
export function reportHtml(report: FunnelReport): string {
  const maxReached = Math.max(0, ...report.places.map((p) => p.reached));
  const maxShown = Math.max(0, ...report.questions.map((q) => q.messagesShown));
  const titles = new Map(report.places.map((p) => [p.step, p.title]));
  const questions = report.questions
    .map(
      (q, i) =>
        (report.questions[i - 1]?.step === q.step
          ? ''
          : `<tr><th colspan="5" scope="rowgroup" class="group">${escapeHtml(titles.get(q.step) ?? q.step)}</th></tr>\n`) +
        `<tr><th scope="row">${escapeHtml(q.title)}<br><code>${escapeHtml(q.question)}</code></th>
      <td class="n">${q.answered}</td>
      <td>${bar([{ cls: 'shown', value: q.messagesShown }], maxShown)}</td><td class="n">${q.messagesShown}</td>
      <td>${q.messages.map((m) => `${escapeHtml(m.text)} <code>${escapeHtml(m.rule)}</code> ${m.shown}`).join('<br>')}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Drop-off figures ${escapeHtml(report.from)} to ${escapeHtml(report.to)}</title><style>${STYLE}</style></head>
<body><h1>Drop-off figures</h1>
<p>${escapeHtml(report.from)} to ${escapeHtml(report.to)}. Counts only: see docs/analytics.md for what is collected.</p>
<h2>Steps and pages</h2>
<p class="key"><span class="reached"></span>reached <span class="completed"></span>completed</p>
<table><thead><tr><th>Step or page</th><th>Funnel</th><th>Reached</th><th>Completed</th><th>Rate</th><th>Left here</th><th>Messages</th></tr></thead>
<tbody>${report.places.map((p) => placeRow(p, maxReached)).join('\n')}</tbody></table>
<h2>Questions</h2>
<table><thead><tr><th>Question</th><th>Answered</th><th>Messages shown</th><th></th><th>Messages by rule, most shown first</th></tr></thead>
<tbody>${questions}</tbody></table>
</body></html>
`;
}
