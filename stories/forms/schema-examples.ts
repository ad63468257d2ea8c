/**
 * The example answers under schemas/quote-form/examples/, read through Vite (a new or edited file
 * shows on save), for the live preview's "start from" control.
 */
import { exampleAnswers, type ExampleFile } from '#domain/schema/example-answers.ts';

const exampleFiles = import.meta.glob<ExampleFile>('../../schemas/quote-form/examples/*.json', {
  eager: true,
  import: 'default',
});
const byName = new Map(
  Object.entries(exampleFiles).map(([path, file]) => [path.replace(/^.*\/(.*)\.json$/, '$1'), file]),
);

/** "none", then every example by file name (without .json). */
export const exampleNames = ['none', ...[...byName.keys()].sort()];

function readExample(file: string): ExampleFile {
  const found = byName.get(file.replace(/\.json$/, ''));
  if (!found) throw new Error(`There is no example ${file} under schemas/quote-form/examples/`);
  return found;
}

/** An example's answers by name, with its dates resolved; no answers for "none". */
export function answersOfExample(name: string): Record<string, unknown> {
  return name === 'none' ? {} : exampleAnswers(`${name}.json`, readExample);
}
