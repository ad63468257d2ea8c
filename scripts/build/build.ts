/**
 * npm run build: builds the client (dist/client) and the server (dist/server/main.js, started with
 * plain node by `npm run serve`). With --changed (npm start), builds only the targets whose inputs
 * changed since their last build, so a start after an unchanged checkout builds nothing.
 *
 *   tsx scripts/build/build.ts [--changed] [client] [server]
 *
 * Each finished build records a fingerprint of its inputs in dist/.stamps/. Builds of one checkout
 * take turns (a lock folder), so two test runs asking for the server at once build it once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '#server/project-files.ts';
import { fingerprint, targets, type BuildTarget } from './targets.ts';

const stamps = join(projectRoot, 'dist', '.stamps');
const lock = join(stamps, 'lock');
const STALE_LOCK_MS = 10 * 60 * 1000;

async function takeLock(): Promise<() => void> {
  mkdirSync(stamps, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS)
        rmSync(lock, { force: true, recursive: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function build(target: BuildTarget, print: string): void {
  const stamp = join(stamps, `${target.name}.sha256`);
  rmSync(stamp, { force: true }); // a build stopped half-way must not count as built
  for (const [tool, ...args] of target.steps) {
    const result = spawnSync(join(projectRoot, 'node_modules', '.bin', tool), args, {
      cwd: projectRoot,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`${target.name} build: ${tool} ${args.join(' ')} failed`);
  }
  writeFileSync(stamp, print);
}

const argv = process.argv.slice(2);
const onlyChanged = argv.includes('--changed');
const names = argv.filter((a) => !a.startsWith('--'));
const unknown = names.filter((n) => !targets.some((t) => t.name === n));
if (unknown.length > 0) throw new Error(`unknown build target(s): ${unknown.join(', ')} (client, server)`);
const chosen = targets.filter((t) => names.length === 0 || names.includes(t.name as string));

const release = await takeLock();
try {
  for (const target of chosen) {
    const print = fingerprint(target);
    const stamp = join(stamps, `${target.name}.sha256`);
    const built = existsSync(join(projectRoot, target.output)) && existsSync(stamp);
    if (onlyChanged && built && readFileSync(stamp, 'utf8') === print) {
      console.log(`${target.name}: up to date`);
      continue;
    }
    const started = Date.now();
    build(target, print);
    console.log(`${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  release();
}
