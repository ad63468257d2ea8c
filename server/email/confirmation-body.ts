import { BUSINESS_NAME } from '#domain/limits.ts';
import { escapeHtml } from '#server/documents/html.ts';

/** The confirmation's words, all plain text: the renderers below escape as their format needs. */
export interface EmailContent {
  title: string;
  greeting: string;
  intro: string[];
  /** Label and value rows of the policy schedule. */
  schedule: [string, string][];
  documentsIntro: string;
  /** Titles of the attached documents. */
  documents: string[];
  coolingOff: string;
  support: string;
  /** The support number inside `support`, linked as tel: in HTML. */
  supportPhone: string;
}

/** The plain-text part. */
export function renderText(c: EmailContent): string {
  const width = Math.max(...c.schedule.map(([label]) => label.length)) + 2;
  return [
    c.greeting,
    '',
    `${c.title}.`,
    '',
    ...c.intro.flatMap((p) => [p, '']),
    'YOUR SCHEDULE',
    ...c.schedule.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    'YOUR DOCUMENTS',
    c.documentsIntro,
    ...c.documents.map((title) => `- ${title}`),
    '',
    'CHANGED YOUR MIND?',
    c.coolingOff,
    '',
    c.support,
    '',
    BUSINESS_NAME,
    '',
  ].join('\n');
}

const FONT = 'font-family: Arial, Helvetica, sans-serif; color: #1d1d1b;';
const CELL =
  'padding: 8px 12px 8px 0; border-bottom: 1px solid #b1b4b6; text-align: left; vertical-align: top;';

function paragraph(text: string): string {
  return `<p style="margin: 0 0 16px;">${escapeHtml(text)}</p>`;
}

function heading(text: string): string {
  return `<h2 style="font-size: 20px; margin: 24px 0 8px;">${escapeHtml(text)}</h2>`;
}

/** Escapes the support sentence and links its phone number. */
function supportHtml(c: EmailContent): string {
  const tel = `<a href="tel:${escapeHtml(c.supportPhone.replace(/\s/g, ''))}">${escapeHtml(c.supportPhone)}</a>`;
  return c.support.split(c.supportPhone).map(escapeHtml).join(tel);
}

/**
 * The HTML part: one column, inline styles (mail clients drop style sheets), a real table for the
 * schedule. Every string is escaped here, so customer values can never become markup.
 */
export function renderHtml(c: EmailContent): string {
  const rows = c.schedule
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${CELL} font-weight: bold;">${escapeHtml(label)}</th>` +
        `<td style="${CELL}">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const documents = c.documents.map((title) => `<li>${escapeHtml(title)}</li>`).join('\n');
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(c.title)}</title>
</head>
<body style="margin: 0; padding: 16px; ${FONT} font-size: 16px; line-height: 1.5;">
<div style="max-width: 600px; margin: 0 auto;">
${paragraph(c.greeting)}
<h1 style="font-size: 28px; margin: 0 0 16px;">${escapeHtml(c.title)}</h1>
${c.intro.map(paragraph).join('\n')}
${heading('Your schedule')}
<table style="border-collapse: collapse; width: 100%; ${FONT}">
<caption style="text-align: left; padding-bottom: 8px;">Policy schedule</caption>
<tbody>
${rows}
</tbody>
</table>
${heading('Your documents')}
${paragraph(c.documentsIntro)}
<ul style="margin: 0 0 16px; padding-left: 24px;">
${documents}
</ul>
${heading('Changed your mind?')}
${paragraph(c.coolingOff)}
<p style="margin: 0 0 16px;">${supportHtml(c)}</p>
${paragraph(BUSINESS_NAME)}
</div>
</body>
</html>
`;
}
