/**
 * The local app state of SPEC.md 3, in one reducer. Acceptance of the assumptions and the current
 * proposal uuid also persist in localStorage (DESIGN.md 4).
 */

export interface AppState {
  /** Calls running now; the loading overlay shows while it is above 0. */
  pendingCalls: number;
  step: number;
  furthestStep: number;
  addonsHaveChanged: boolean;
  updatedReg: string;
  assumptionsAccepted: boolean;
  paymentIframeUrl: string | null;
  uuid: string | null;
}

export type AppAction =
  | { type: 'loading/start' }
  | { type: 'loading/end' }
  | { type: 'assumptions/accept' }
  | { type: 'step/go'; step: number }
  | { type: 'step/reset' }
  | { type: 'addons/changed'; changed: boolean }
  | { type: 'registration/updated'; registration: string }
  | { type: 'payment/iframe'; url: string | null }
  | { type: 'proposal/uuid'; uuid: string | null };

export const STORAGE_KEYS = {
  assumptionsAccepted: 'vq.assumptionsAccepted',
  uuid: 'vq.uuid',
} as const;

export function isLoading(state: AppState): boolean {
  return state.pendingCalls > 0;
}

export function initialAppState(storage: Pick<Storage, 'getItem'> | null): AppState {
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return {
    pendingCalls: 0,
    step: 0,
    furthestStep: 0,
    addonsHaveChanged: false,
    updatedReg: '',
    assumptionsAccepted: read(STORAGE_KEYS.assumptionsAccepted) === 'true',
    paymentIframeUrl: null,
    uuid: read(STORAGE_KEYS.uuid),
  };
}

export function appReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case 'loading/start':
      return { ...state, pendingCalls: state.pendingCalls + 1 };
    case 'loading/end':
      return { ...state, pendingCalls: Math.max(0, state.pendingCalls - 1) };
    case 'assumptions/accept':
      return { ...state, assumptionsAccepted: true };
    case 'step/go':
      return { ...state, step: action.step, furthestStep: Math.max(state.furthestStep, action.step) };
    case 'step/reset':
      return { ...state, step: 0, furthestStep: 0 };
    case 'addons/changed':
      return { ...state, addonsHaveChanged: action.changed };
    case 'registration/updated':
      return { ...state, updatedReg: action.registration };
    case 'payment/iframe':
      return { ...state, paymentIframeUrl: action.url };
    case 'proposal/uuid':
      return { ...state, uuid: action.uuid };
  }
}

/** Writes the persisted parts of the state; storage failures (private mode, quota) are ignored. */
export function persistAppState(
  state: AppState,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null,
): void {
  try {
    if (state.assumptionsAccepted) storage?.setItem(STORAGE_KEYS.assumptionsAccepted, 'true');
    if (state.uuid) storage?.setItem(STORAGE_KEYS.uuid, state.uuid);
    else storage?.removeItem(STORAGE_KEYS.uuid);
  } catch {
    // Storage can be unavailable; the state in memory still works for this visit.
  }
}
