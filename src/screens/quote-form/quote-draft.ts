/**
 * The quote form's answers, saved in the browser on every change so a refresh or a closed tab loses
 * nothing (issue 3). A new quote's draft and each saved proposal's draft are kept apart.
 */

export interface QuoteDraft {
  risk: Record<string, unknown>;
  step: number;
  furthestStep: number;
  /** For a saved proposal: the server version these answers started from. */
  baseVersion?: number;
  savedAt: string;
}

export const draftKey = (uuid: string | null) => (uuid ? `vq.draft.${uuid}` : 'vq.draft.new');

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(uuid: string | null, store: DraftStorage | null = storage()): QuoteDraft | null {
  try {
    const raw = store?.getItem(draftKey(uuid));
    if (!raw) return null;
    const draft = JSON.parse(raw) as QuoteDraft;
    return draft && typeof draft.risk === 'object' && draft.risk !== null ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(
  uuid: string | null,
  draft: Omit<QuoteDraft, 'savedAt'>,
  store: DraftStorage | null = storage(),
): void {
  try {
    store?.setItem(draftKey(uuid), JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // Quota or private mode: the answers still live in memory for this visit.
  }
}

export function removeDraft(uuid: string | null, store: DraftStorage | null = storage()): void {
  try {
    store?.removeItem(draftKey(uuid));
  } catch {
    // ignore
  }
}
