import { useRef, useState } from 'react';
import { useSaveAddons } from '#api/save-addons.ts';
import type { Proposal } from '#domain/contract/proposal.ts';
import type { Addon } from '#domain/contract/quote.ts';
import { useAppState } from '#journey/app-state-context.tsx';

/** A choice of covers as one comparable value: its codes, sorted. */
export const codesOf = (addons: readonly Pick<Addon, 'code'>[] | null | undefined): string =>
  (addons ?? [])
    .map((a) => a.code)
    .sort()
    .join();

/** How the price of the chosen covers stands: being worked out, not worked out (the save failed), or done. */
export type Repricing = 'running' | 'failed' | null;

/**
 * The optional covers the customer chooses, priced by the server as the choice changes
 * (docs/decisions/021). Each change is saved at once in the background (the server re-rates and the
 * answer goes into the cache), one save at a time and the latest choice last, so the price box's
 * figures always come from the quote of the covers it lists. `settle` finishes before leaving the
 * screen: it waits for a save still running, and saves again, with the loading overlay, a choice
 * the server has not priced yet.
 */
export function useAddonChoice(proposal: Proposal | undefined) {
  const saveAddons = useSaveAddons();
  const { dispatch } = useAppState();
  const [chosen, setChosen] = useState<Addon[] | null>(null);
  const [running, setRunning] = useState(0);
  const [failed, setFailed] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** The covers the server last priced, as codes (null: none saved from this screen yet). */
  const priced = useRef<string | null>(null);
  const saved = proposal?.addons ?? [];
  const selected = chosen ?? saved;
  const uuid = proposal?.uuid ?? '';

  const save = (next: Addon[], quiet: boolean) => {
    setRunning((n) => n + 1);
    const run = queue.current.then(() => saveAddons(uuid, next, { quiet }));
    queue.current = run.catch(() => undefined);
    return run
      .then((answer) => {
        priced.current = codesOf(answer.addons);
        setFailed(false);
      })
      .catch((error: unknown) => {
        setFailed(true);
        throw error;
      })
      .finally(() => setRunning((n) => n - 1));
  };

  const toggle = (addon: Addon) => {
    const next = selected.some((a) => a.code === addon.code)
      ? selected.filter((a) => a.code !== addon.code)
      : [...selected, addon];
    setChosen(next);
    dispatch({ type: 'addons/changed', changed: codesOf(next) !== codesOf(saved) });
    save(next, true).catch((error: unknown) => console.warn('The optional covers were not priced', error));
  };

  const pending = codesOf(selected) !== codesOf(saved);
  /** Something to finish before leaving: a save running, or a choice not yet priced. */
  const unsettled = running > 0 || pending;

  const settle = async () => {
    if (!unsettled || !chosen) return;
    dispatch({ type: 'loading/start' });
    try {
      await queue.current;
      if (priced.current !== codesOf(chosen)) await save(chosen, false);
      dispatch({ type: 'addons/changed', changed: false });
    } finally {
      dispatch({ type: 'loading/end' });
    }
  };

  const repricing: Repricing = running > 0 ? 'running' : failed && pending ? 'failed' : null;
  return { selected, toggle, unsettled, settle, repricing };
}
