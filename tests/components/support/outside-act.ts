import { afterEach, beforeEach } from 'vitest';

type Flagged = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * The file's tests render as the browser does, task by task, not inside act() (which runs every
 * transition at its end): for a test of what React does in one task and what it leaves for later.
 */
export function renderOutsideAct(): void {
  let actEnvironment: boolean | undefined;
  beforeEach(() => {
    actEnvironment = (globalThis as Flagged).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as Flagged).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as Flagged).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
}
