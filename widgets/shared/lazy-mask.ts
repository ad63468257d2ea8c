import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type InputMask from 'imask/esm/controls/input';
import type { MaskDefinition } from '#widgets/masked-text/mask-tokens.ts';

/** The pattern options our masked boxes give imask. */
export interface PatternOptions {
  mask: string;
  definitions?: Record<string, MaskDefinition>;
  lazy?: boolean;
}

/** A box's attached mask: its text and its text without literals. */
export type AttachedMask = InputMask<PatternOptions>;

type Controller = new (el: HTMLInputElement, options: PatternOptions) => AttachedMask;
let controller: Controller | undefined;
let pending: Promise<void> | undefined;

/**
 * Fetches imask (once): on a masked box's first focus or input, never with the page (docs/decisions/046).
 * A failed fetch is tried again on the next focus.
 */
export function loadMask(): Promise<void> {
  pending ??= import('./imask-pattern').then(
    (module) => {
      controller = module.InputMask as unknown as Controller;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Whether imask is in (a box mounted now is masked at once). */
export function isMaskLoaded(): boolean {
  return controller !== undefined;
}

/**
 * imask on a box of our own, fetched when the customer first comes to the box. Until then the box is
 * a plain input showing the same text (the widget shapes it with conformToMask, which gives what the
 * mask would), with the same id, name, label and size: nothing moves when the mask arrives. The mask
 * then takes the box's text as it stands, so keys typed while it was on its way are kept (shaped as
 * if typed with it), and `onAccept` hears of it at once, as of every later change the mask accepts.
 * Once imask is in, boxes mounted later are masked as they mount.
 */
export function useLazyMask(
  input: RefObject<HTMLInputElement | null>,
  options: PatternOptions,
  onAccept: (mask: AttachedMask) => void,
) {
  const mask = useRef<AttachedMask | null>(null);
  const latest = useRef({ options, onAccept });
  latest.current = { options, onAccept };

  const attach = useCallback((): AttachedMask | null => {
    const el = input.current;
    if (mask.current || !el || !controller) return mask.current;
    const attached = new controller(el, latest.current.options);
    attached.on('accept', () => latest.current.onAccept(attached));
    mask.current = attached;
    return attached;
  }, [input]);

  useLayoutEffect(() => {
    attach();
    return () => {
      mask.current?.destroy();
      mask.current = null;
    };
  }, [attach]);

  // A changed mask (a story's controls) is given to an attached mask as react-imask did.
  const { mask: pattern, lazy } = options;
  useLayoutEffect(() => {
    mask.current?.updateOptions(latest.current.options as never);
  }, [pattern, lazy]);

  /** The customer came to the box (focus, or input without focus, as autofill): fetch and attach. */
  const starting = useRef(false);
  const start = useCallback(() => {
    if (mask.current || starting.current) return;
    starting.current = true;
    loadMask().then(
      () => {
        starting.current = false;
        const attached = attach();
        if (attached) latest.current.onAccept(attached);
      },
      (error: unknown) => {
        starting.current = false;
        console.warn('The input mask did not load; the box stays plain', error);
      },
    );
  }, [attach]);

  return { mask, start };
}
