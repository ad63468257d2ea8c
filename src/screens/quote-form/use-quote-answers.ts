import { useCallback, useEffect, useRef, useState } from 'react';
import type { Proposal, Risk } from '#domain/contract/proposal.ts';
import { readDraft, writeDraft } from './quote-draft';

/**
 * How long the draft waits after a change before it is written: a run of keys is one write, not one
 * per key (each writes all the answers to localStorage). Not a wait for anything: the page going or
 * being hidden writes it at once.
 */
const DRAFT_SAVE_DELAY_MS = 250;

/**
 * The quote form's answers and where the customer is in it: from the draft saved in this browser
 * when there is one for the same proposal version, else from the saved proposal (edit) or empty
 * (create); saved as a draft a moment after every change, so a refresh loses nothing. `openAt` (a
 * step the address asks for: the Summary's Edit of a box) opens that step when it can be opened.
 */
export function useQuoteAnswers(
  uuid: string | null,
  proposal: Proposal | undefined,
  lastStep: number,
  openAt?: number,
) {
  const [initial] = useState(() => {
    const draft = readDraft(uuid);
    const found =
      draft && (!proposal || draft.baseVersion === proposal.version)
        ? draft
        : proposal
          ? { risk: proposal.risk, step: 0, furthestStep: lastStep }
          : { risk: {}, step: 0, furthestStep: 0 };
    return openAt !== undefined && openAt <= found.furthestStep ? { ...found, step: openAt } : found;
  });
  const [risk, setRisk] = useState<Risk>(initial.risk);
  const [step, setStep] = useState(initial.step);
  const [furthest, setFurthest] = useState(initial.furthestStep);
  // The newest answers, set with the state by changeRisk only: a change given in a transition (a
  // box's text after its paint, a step's defaults) is here at once, and no render takes it back (a
  // tap or a box left renders the answers committed before the keys still waiting).
  const riskRef = useRef(risk);
  const baseVersion = proposal?.version;

  // The draft is written a moment after the newest change, and at once when the page goes or is
  // hidden (a reload or a closed tab within that moment would otherwise lose the change, and a phone
  // may freeze or discard a page moved to the background without telling it again).
  const unsaved = useRef<(() => void) | null>(null);
  useEffect(() => {
    const save = () => {
      unsaved.current = null;
      writeDraft(uuid, { risk, step, furthestStep: furthest, baseVersion });
    };
    unsaved.current = save;
    const timer = window.setTimeout(save, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [risk, step, furthest, uuid, baseVersion]);
  useEffect(() => {
    const saveNow = () => unsaved.current?.();
    const saveIfHidden = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', saveIfHidden);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('visibilitychange', saveIfHidden);
    };
  }, []);

  /** The answers after a change (kept in a ref too, so handlers always read the newest). */
  const changeRisk = useCallback((next: Risk) => {
    riskRef.current = next;
    setRisk(next);
    return next;
  }, []);
  return { risk, riskRef, changeRisk, step, setStep, furthest, setFurthest };
}
