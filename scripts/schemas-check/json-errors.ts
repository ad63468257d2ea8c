/** A JSON file that does not parse, said as an editor would point at it: line, column and a likely fix. */
export interface JsonError {
  line: number;
  column: number;
  message: string;
  fix: string;
}

/** Line and column (from 1) of a character position in a text. */
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const lines = text.slice(0, position).split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

const FIXES: [RegExp, string][] = [
  [
    /Expected ',' or '[}\]]' after/,
    'A comma is probably missing just before this point (between two entries), or a closing } or ] is.',
  ],
  [
    /Expected double-quoted property name/,
    'Remove the comma before this point (JSON allows none after the last entry), or put the name in double quotes.',
  ],
  [/Unexpected end of JSON input/, 'The file ends too early: add the closing } or ] that is missing.'],
  [/Bad control character/, 'A text runs onto a new line: keep it on one line (write \\n for a line break).'],
  [/Unexpected non-whitespace character after JSON/, 'Remove what follows the last closing }.'],
  [
    /Unexpected token/,
    'Check the word or sign here: true, false and null are written in lower case, texts in double quotes.',
  ],
];

/**
 * The character position V8's message points at: "at position N", or for an unexpected token the
 * place of the quoted snippet it shows ('Unexpected token '}', ..."a": tru}"... is not valid JSON').
 */
function positionOf(message: string, text: string): number {
  const at = /at position (\d+)/.exec(message);
  if (at) return Number(at[1]);
  const token = /Unexpected token '(.)', (?:\.\.\.)?"(.*?)"(?:\.\.\.)? is not valid JSON/s.exec(message);
  const start = token ? text.indexOf(token[2]) : -1;
  return token && start >= 0 ? start + token[2].indexOf(token[1]) : text.length;
}

/** Where and why a text fails JSON.parse, with a fix in plain words; null when it parses. */
export function jsonError(text: string): JsonError | null {
  try {
    JSON.parse(text);
    return null;
  } catch (e) {
    const message = (e as Error).message;
    const position = positionOf(message, text);
    const { line, column } = lineAndColumn(text, position);
    const fix =
      FIXES.find(([pattern]) => pattern.test(message))?.[1] ??
      'Correct the JSON at this point: every name and text in double quotes, a comma between entries, none after the last.';
    const what = message
      .replace(/ at position \d+.*$/s, '')
      .replace(/ in JSON$/, '')
      .replace(/, (\.\.\.)?".*$/s, '');
    return { line, column, message: what, fix };
  }
}
