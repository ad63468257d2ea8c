import type { Catalogue, CatalogueEntry } from '#forms/catalogue/catalogue-model.ts';
import { entryChanges, nameOf, type Change } from './entry-changes';

const UNKNOWN = '“This answer is not part of the quote form.”';

function byPath(catalogue: Catalogue): Map<string, CatalogueEntry> {
  const out = new Map<string, CatalogueEntry>();
  for (const step of catalogue.steps) for (const e of step.entries) if (!out.has(e.path)) out.set(e.path, e);
  return out;
}

/** Whether a path lies inside another of the set (a claim's date inside the claims repeater). */
const insideAny = (path: string, paths: Set<string>) =>
  [...paths].some((p) => p !== path && (path.startsWith(`${p}.`) || path.startsWith(`${p}[*]`)));

function requiredWords(e: CatalogueEntry): string {
  if (e.required === 'always') return 'required';
  if (e.required === 'sometimes') return `required when ${e.requiredWhen.join('; or ')}`;
  return 'optional';
}

/** Pairs a removed and an added question with the same title and type: a rename. */
function renames(removed: CatalogueEntry[], added: CatalogueEntry[]): [CatalogueEntry, CatalogueEntry][] {
  const pairs: [CatalogueEntry, CatalogueEntry][] = [];
  const free = [...added];
  for (const r of removed) {
    const i = free.findIndex((a) => r.title !== null && a.title === r.title && a.jsonType === r.jsonType);
    if (i >= 0) pairs.push([r, free.splice(i, 1)[0]]);
  }
  return pairs;
}

/** Every change from one catalogue to another, in words, the breaking ones saying why and what to do. */
export function compareCatalogues(before: Catalogue, after: Catalogue): Change[] {
  const old = byPath(before);
  const now = byPath(after);
  const removedPaths = new Set([...old.keys()].filter((p) => !now.has(p)));
  const addedPaths = new Set([...now.keys()].filter((p) => !old.has(p)));
  const renamed = renames(
    [...removedPaths].map((p) => old.get(p) as CatalogueEntry),
    [...addedPaths].map((p) => now.get(p) as CatalogueEntry),
  );
  const changes: Change[] = renamed.map(([r, a]) => ({
    section: 'removed',
    text: `${nameOf(a)} renamed from \`${r.path}\``,
    breaking: {
      why: `Stored proposals hold the answer under \`${r.path}\`, which the server now refuses (${UNKNOWN})${a.required === 'no' ? '' : `, and \`${a.path}\` is required but unanswered`}.`,
      remedy: `Move the stored answers from \`${r.path}\` to \`${a.path}\` (a data migration), or keep the old name: a new title needs no new name.`,
    },
  }));
  for (const [r, a] of renamed) {
    removedPaths.delete(r.path);
    addedPaths.delete(a.path);
  }
  for (const path of removedPaths) {
    if (insideAny(path, removedPaths)) continue;
    const e = old.get(path) as CatalogueEntry;
    const inside = [...removedPaths].filter((p) => p !== path && insideAny(p, new Set([path]))).length;
    changes.push({
      section: 'removed',
      text: `${nameOf(e)} removed${inside ? `, with the ${inside} questions in it` : ''} (it was ${requiredWords(e)})`,
      breaking: {
        why: `Stored proposals that answered it are refused when saved or re-quoted (${UNKNOWN})${e.required === 'no' ? '' : '; it was required, so most of them did'}.`,
        remedy:
          'Keep it in the schema with "ui:widget": "hidden" until the stored quotes have expired (30 days), or delete the answer from the stored proposals (a data migration).',
      },
    });
  }
  for (const path of addedPaths) {
    const e = now.get(path) as CatalogueEntry;
    const within = insideAny(path, addedPaths);
    const asked = e.shownWhen.length ? `, asked when ${e.shownWhen.join('; or ')}` : '';
    changes.push({
      section: 'added',
      text: `${nameOf(e)}: ${e.type}, ${requiredWords(e)}${asked}`,
      ...(e.required === 'always' && !within
        ? {
            breaking: {
              why: 'Stored proposals have no answer to it: re-quoting one (a recalled or expired quote) is refused until the customer answers it in the form.',
              remedy:
                'Accept that those customers answer it when they next edit their quote, or make it optional (leave it out of "required").',
            },
          }
        : {}),
    });
  }
  for (const [path, e] of now) {
    const was = old.get(path);
    if (was) changes.push(...entryChanges(was, e));
  }
  return changes;
}
