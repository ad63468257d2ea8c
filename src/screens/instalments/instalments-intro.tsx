import type { ReactNode, Ref } from 'react';
import type { CreditTerms } from '#domain/journey/screen-tops.ts';
import { CreditNotice } from './credit-notice';

/**
 * The top of Instalments: the heading (focused when an answer stops the plan), the page's notices
 * where there are any, and the credit agreement's terms. The server's page holds it filled in from
 * the proposal (src/app/route-shells.tsx, docs/decisions/051).
 */
export function InstalmentsIntro({
  terms,
  headingRef,
  notices,
  beforeScripts = false,
}: {
  terms: CreditTerms;
  headingRef?: Ref<HTMLHeadingElement>;
  notices?: ReactNode;
  /** As the server's page holds it: only what works before the scripts run (credit-notice.tsx). */
  beforeScripts?: boolean;
}) {
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        Pay monthly by Direct Debit
      </h1>
      {notices}
      <CreditNotice terms={terms} beforeScripts={beforeScripts} />
    </>
  );
}
