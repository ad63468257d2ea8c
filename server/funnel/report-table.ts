import { completionRate, type FunnelReport } from './funnel-report';

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

/** The report as plain-text tables: the funnel, then the questions with their most shown message. */
export function reportTable(report: FunnelReport): string {
  const funnel = table(
    ['Step or page', 'Reached', 'Completed', 'Rate', 'Left here', 'Messages'],
    report.places.map((p) => [
      p.title,
      p.reached,
      p.completed,
      completionRate(p),
      p.abandoned,
      p.messagesShown,
    ]),
  );
  const questions = table(
    ['Question', 'Answered', 'Messages', 'Most shown message'],
    report.questions.map((q) => [
      q.title,
      q.answered,
      q.messagesShown,
      q.messages[0] ? `${q.messages[0].text} (${q.messages[0].rule}, ${q.messages[0].shown})` : '',
    ]),
  );
  return `Drop-off figures ${report.from} to ${report.to}\n\n${funnel}\n\n${questions}\n`;
}
