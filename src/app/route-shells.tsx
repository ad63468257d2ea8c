/**
 * The route shells (docs/decisions/048): for a screen whose top is the same for every customer, that
 * top (heading and introduction) in the screen's own outer elements, made from the components the
 * screen itself renders. The build renders them into dist/client/route-shells.json
 * (scripts/prerender-shells.tsx) and the server puts a route's shell in its page, so the customer reads
 * it before the scripts arrive; the app keeps it on screen until the screen replaces it
 * (server-shell.tsx). Not imported by the app: its copy reaches the browser in the page only.
 */
import type { ReactElement, ReactNode } from 'react';
import type { RouteName } from '#domain/journey/route-names.ts';
import type { RouteEntry } from './routes';
import { ProgressBar } from './shell/progress-bar';
import { AssumptionsIntro } from '#screens/assumptions/assumptions-intro.tsx';
import { QuoteFormIntro } from '#screens/quote-form/quote-form-side.tsx';
import type { ScreenTopName, screenTops } from '#domain/journey/screen-tops.ts';
import { PaymentOptionIntro } from '#screens/payment-option/payment-option-intro.tsx';
import { SummaryIntro } from '#screens/summary/summary-intro.tsx';
import { InstalmentsIntro } from '#screens/instalments/instalments-intro.tsx';
import { RecallIntro } from '#screens/recall/recall-intro.tsx';

export const routeShells: Partial<Record<RouteName, () => ReactElement>> = {
  Assumptions: () => (
    <div className="assumptions">
      <AssumptionsIntro />
    </div>
  ),
  QuoteCreateForm: () => (
    <div className="quote-form">
      <div className="quote-form__main">
        <QuoteFormIntro />
      </div>
    </div>
  ),
  Recall: () => (
    <div className="card recall">
      <RecallIntro expired={false} />
    </div>
  ),
};

/** A screen top's values, as screen-tops.ts works them out from a proposal. */
type TopOf<N extends ScreenTopName> = NonNullable<ReturnType<(typeof screenTops)[N]>>;

/**
 * The shells of buying screens whose top shows the customer's proposal (docs/decisions/051): the
 * build renders each with a mark for every value (topMarks), and the server fills the marks from the
 * proposal the page is for, when the browser may open it.
 */
export const proposalShells: { [N in ScreenTopName]: (top: TopOf<N>) => ReactElement } = {
  PaymentOption: (top) => (
    <BuyingLayout>
      <PaymentOptionIntro top={top} />
    </BuyingLayout>
  ),
  Summary: (top) => (
    <BuyingLayout>
      <SummaryIntro top={top} />
    </BuyingLayout>
  ),
  Instalments: (terms) => (
    <BuyingLayout>
      <InstalmentsIntro terms={terms} beforeScripts />
    </BuyingLayout>
  ),
};

/** The outer elements of a buying screen (its main column), as the screens render them. */
function BuyingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="quote-layout">
      <div>{children}</div>
    </div>
  );
}

/** A route's shell as the page holds it: the progress bar (where the route has one) and the main area. */
export function ShellPage({ entry, children }: { entry: RouteEntry; children: ReactNode }) {
  return (
    <>
      {entry.progress ? <ProgressBar route={entry} /> : null}
      <main id="main" className="page" tabIndex={-1}>
        <div className="route-shell" data-route-shell="">
          {children}
        </div>
      </main>
    </>
  );
}
