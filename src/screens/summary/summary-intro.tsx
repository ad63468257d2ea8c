import type { ReactNode } from 'react';
import type { SummaryTop } from '#domain/journey/screen-tops.ts';

/**
 * The top of Summary: the heading, a payment's outcome where there is one, and the greeting. The
 * server's page holds it filled in from the proposal (src/app/route-shells.tsx, docs/decisions/051).
 * Each run of words is one piece of text, as in the server's page, so it paints the same.
 */
export function SummaryIntro({ top, notice }: { top: SummaryTop; notice?: ReactNode }) {
  return (
    <>
      <h1>Quote Summary</h1>
      {notice}
      <p>{`Hi ${top.forename}, please check the details of your cover before you continue.`}</p>
    </>
  );
}
