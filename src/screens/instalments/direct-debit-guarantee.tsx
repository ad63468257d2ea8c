import { useRef, type ReactElement } from 'react';
import { BUSINESS_NAME, CREDIT_PROVIDER } from '#domain/limits.ts';

/**
 * The Direct Debit Guarantee (SPEC.md 2.11), in a modal dialog: the native <dialog> keeps focus inside
 * while open and closes on Escape; focus returns to the button that opened it, and the page does not
 * scroll behind it (SPEC.md 9). The button goes in a sentence, the dialog after the paragraph: a
 * <dialog> inside a <p> is not HTML a page can hold (a parser ends the paragraph before it).
 */
export function useDirectDebitGuarantee(): { opener: ReactElement; dialog: ReactElement } {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const open = () => {
    dialog.current?.showModal();
    // Start at the top of the guarantee, not at its Close button (a phone would open scrolled down).
    heading.current?.focus();
    document.documentElement.classList.add('dialog-open');
  };
  const onClose = () => {
    document.documentElement.classList.remove('dialog-open');
    opener.current?.focus();
  };
  return {
    opener: (
      <button ref={opener} type="button" className="link-button" aria-haspopup="dialog" onClick={open}>
        The Direct Debit Guarantee
      </button>
    ),
    dialog: (
      <dialog ref={dialog} className="modal" aria-labelledby="dd-guarantee-title" onClose={onClose}>
        <h2 id="dd-guarantee-title" ref={heading} tabIndex={-1}>
          The Direct Debit Guarantee
        </h2>
        <ul>
          <li>
            The Guarantee is offered by all banks and building societies that accept instructions to pay
            Direct Debits.
          </li>
          <li>
            If there are any changes to the amount, date or frequency of your Direct Debit, {CREDIT_PROVIDER}{' '}
            will notify you two working days in advance of your account being debited, or as otherwise agreed.
            If you ask {CREDIT_PROVIDER} to collect a payment, confirmation of the amount and date will be
            given to you at the time of the request.
          </li>
          <li>
            If an error is made in the payment of your Direct Debit, by {CREDIT_PROVIDER} or your bank or
            building society, you are entitled to a full and immediate refund of the amount paid from your
            bank or building society. If you receive a refund you are not entitled to, you must pay it back
            when asked.
          </li>
          <li>
            You can cancel a Direct Debit at any time by simply contacting your bank or building society.
            Written confirmation may be required. Please also let {BUSINESS_NAME} know.
          </li>
        </ul>
        <form method="dialog">
          <button type="submit" className="button">
            Close
          </button>
        </form>
      </dialog>
    ),
  };
}
