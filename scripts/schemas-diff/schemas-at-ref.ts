import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The commit a git ref names in a repository, or null when the repository has no such commit. */
export function commitOf(repoDir: string, ref: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      cwd: repoDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** The schemas/ folder as it was at a commit, written to a new temporary folder; its path. */
export function schemasAtCommit(repoDir: string, commit: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'vq-schemas-at-'));
  const tar = execFileSync('git', ['archive', '--format=tar', commit, 'schemas'], {
    cwd: repoDir,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  return join(dir, 'schemas');
}
