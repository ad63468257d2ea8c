import { ESLint } from 'eslint';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerZones } from '../../eslint.config.js';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

const ALIASES: [string, string][] = [
  ['src/app/', '#app/'],
  ['src/api/', '#api/'],
  ['src/domain/', '#domain/'],
  ['src/forms/', '#forms/'],
  ['src/journey/', '#journey/'],
  ['src/screens/', '#screens/'],
  ['widgets/', '#widgets/'],
  ['server/', '#server/'],
];

/** A source file in a folder to import from (not a test or story). */
function someModule(folder: string): string {
  for (const name of readdirSync(join(root, folder)).sort()) {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) {
      const inner = someModule(path);
      if (inner) return inner;
    } else if (/\.tsx?$/.test(name) && !/\.(test|stories|d)\.tsx?$/.test(name)) return path;
  }
  return '';
}

/** How a file in `target` would name `file`: by alias where there is one, else relatively. */
function specifier(file: string, targetDir: string): string {
  const alias = ALIASES.find(([dir]) => file.startsWith(dir));
  if (alias) return alias[1] + file.slice(alias[0].length);
  return relative(targetDir, file).replace(/^(?!\.)/, './');
}

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('the layer map is enforced by lint (eslint.config.js zones)', () => {
  const cases = layerZones.flatMap((zone) => {
    const froms = Array.isArray(zone.from) ? zone.from : [zone.from];
    return froms.map((from) => [zone.target, from, zone] as const);
  });

  it.each(cases)(
    '%s may not import from %s',
    async (target, from, zone) => {
      const targetDir = target.replace(/^\.\//, '');
      let fromDir = from.replace(/^\.\//, '');
      // A screen may import its own folder and shared: probe another screen's folder.
      if ('except' in zone && zone.except) {
        const allowed = zone.except.map((e: string) => join(fromDir, e.replace(/^\.\//, '')));
        const other = readdirSync(join(root, fromDir)).find((d) => !allowed.includes(join(fromDir, d)));
        fromDir = join(fromDir, other ?? '');
      }
      const module = someModule(fromDir);
      expect(module, `a module under ${fromDir}`).not.toBe('');
      const probe = join(targetDir, 'layer-probe.ts');
      const found = await problems(
        probe,
        `import * as m from '${specifier(module, targetDir)}';\nexport const probe = m;\n`,
      );
      expect(found).toContainEqual({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining(zone.message),
      });
      // The first lint loads the TypeScript project: seconds on a busy 2-core machine.
    },
    30_000,
  );

  it('allows what the map allows: screens to domain, api, journey, forms and a widget index', async () => {
    const code = [
      "import { todayIso } from '#domain/dates.ts';",
      "import { useProposal } from '#api/get-proposal.ts';",
      "import { useJourney } from '#journey/navigation.tsx';",
      "import { quoteSteps } from '#forms/quote-steps.ts';",
      "import { DateInput } from '#widgets/masked-date/index.ts';",
      'export const probe = [todayIso, useProposal, useJourney, quoteSteps, DateInput];',
    ].join('\n');
    expect(await problems('src/screens/summary/layer-probe.ts', code)).toEqual([]);
  });

  it('finds an import cycle', async () => {
    // rule-functions imports patterns: patterns importing rule-functions closes a cycle.
    const code =
      "import { ruleFunctions } from '#domain/rules/rule-functions.ts';\nexport const probe = ruleFunctions;\n";
    expect((await problems('src/domain/patterns.ts', code)).map((p) => p.rule)).toContain(
      'import-x/no-cycle',
    );
  });

  it('refuses imports climbing out of a folder and a widget internal in a screen', async () => {
    const climbing = await problems('src/screens/summary/layer-probe.ts', "import '../shared/review-box';\n");
    expect(climbing.map((p) => p.rule)).toContain('no-restricted-imports');
    const internal = await problems(
      'src/screens/summary/layer-probe.ts',
      "import { MaskedDateWidget } from '#widgets/masked-date/masked-date.tsx';\nexport const probe = MaskedDateWidget;\n",
    );
    expect(internal.map((p) => p.message).join()).toMatch(/registry\.ts or its folder index\.ts/);
  });

  it('keeps React out of src/domain', async () => {
    const found = await problems(
      'src/domain/layer-probe.ts',
      "import { useState } from 'react';\nexport const probe = useState;\n",
    );
    expect(found.map((p) => p.message).join()).toMatch(/no React/);
  });
});
