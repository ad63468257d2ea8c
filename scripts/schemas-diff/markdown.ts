import type { Change } from './entry-changes';

const SECTIONS: [Change['section'], string][] = [
  ['added', 'Questions added'],
  ['removed', 'Questions removed or renamed'],
  ['reworded', 'Questions and tooltips reworded'],
  ['messages', 'Messages'],
  ['conditions', 'Conditions, requirements and effects'],
  ['options', 'Options'],
  ['other', 'Types, rules, widgets and steps'],
];

/** The change report as Markdown for a pull request: breaking changes first, then each kind. */
export function changesMarkdown(changes: readonly Change[], from: string): string {
  const lines = [`## Question changes since ${from}`, ''];
  if (changes.length === 0) return [...lines, 'No question changed.', ''].join('\n');
  const breaking = changes.filter((c) => c.breaking);
  if (breaking.length) {
    lines.push(
      `**${breaking.length} BREAKING** (stored proposals need something done):`,
      '',
      ...breaking.map(
        (c) => `- **BREAKING** ${c.text}. ${c.breaking?.why} **What to do:** ${c.breaking?.remedy}`,
      ),
      '',
    );
  } else lines.push('Nothing breaks stored proposals.', '');
  for (const [section, heading] of SECTIONS) {
    const plain = changes.filter((c) => c.section === section && !c.breaking);
    if (plain.length) lines.push(`### ${heading}`, '', ...plain.map((c) => `- ${c.text}`), '');
  }
  return lines.join('\n');
}
