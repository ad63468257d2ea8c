import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '#server/project-files.ts';
import { fingerprint, targets } from '../../../scripts/build/targets.ts';
import { ensureServerBuilt } from '#tests/support/server-process.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A checkout of a few source files. */
function checkout(): string {
  const root = mkdtempSync(join(tmpdir(), 'vq-build-'));
  dirs.push(root);
  mkdirSync(join(root, 'server', 'precompiled'), { recursive: true });
  writeFileSync(join(root, 'server', 'main.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'package-lock.json'), '{}\n');
  return root;
}
const inputs = { inputs: ['server', 'package-lock.json'] };

describe('npm start builds only what changed (scripts/build)', () => {
  it('gives the same fingerprint to the same contents, whatever the file times', () => {
    const root = checkout();
    const before = fingerprint(inputs, root);
    utimesSync(join(root, 'server', 'main.ts'), new Date(), new Date(Date.now() + 60_000));
    expect(fingerprint(inputs, root)).toBe(before);
  });

  it('gives a new fingerprint when a source changes, appears or is renamed', () => {
    const root = checkout();
    const seen = new Set([fingerprint(inputs, root)]);
    writeFileSync(join(root, 'server', 'main.ts'), 'export const a = 2;\n');
    seen.add(fingerprint(inputs, root));
    writeFileSync(join(root, 'server', 'extra.ts'), 'export {};\n');
    seen.add(fingerprint(inputs, root));
    rmSync(join(root, 'server', 'extra.ts'));
    writeFileSync(join(root, 'server', 'other.ts'), 'export {};\n');
    seen.add(fingerprint(inputs, root));
    writeFileSync(join(root, 'package-lock.json'), '{"v":2}\n');
    seen.add(fingerprint(inputs, root));
    expect(seen.size).toBe(5);
  });

  it('ignores tests, stories and generated validators beside the sources', () => {
    const root = checkout();
    const before = fingerprint(inputs, root);
    writeFileSync(join(root, 'server', 'main.test.ts'), 'test\n');
    writeFileSync(join(root, 'server', 'card.stories.tsx'), 'story\n');
    writeFileSync(join(root, 'server', 'precompiled', 'step.js'), 'generated\n');
    expect(fingerprint(inputs, root)).toBe(before);
  });

  it('builds the server from server/, src/domain and schemas, and the client from its own sources', () => {
    const byName = Object.fromEntries(targets.map((t) => [t.name, t]));
    expect(byName.server.inputs).toEqual(expect.arrayContaining(['server', 'src/domain', 'schemas']));
    expect(byName.server.output).toBe('dist/server/main.js');
    expect(byName.client.inputs).toEqual(expect.arrayContaining(['src', 'widgets', 'schemas', 'index.html']));
  });

  it('does nothing for a target already built from the same sources', () => {
    ensureServerBuilt();
    const again = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(projectRoot, 'scripts', 'build', 'build.ts'), '--changed', 'server'],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('server: up to date');
  }, 120_000);
});
