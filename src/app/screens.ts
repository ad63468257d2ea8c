import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from './route-table';

type Screen = LazyExoticComponent<ComponentType>;

/** Each route's screen, loaded on demand so a route only downloads its own code. */
const QuoteForm = lazy(() => import('../screens/quote-form/quote-form-screen'));

export const screens: Partial<Record<RouteName, Screen>> = {
  Assumptions: lazy(() => import('../screens/assumptions/assumptions-screen')),
  QuoteCreateForm: QuoteForm,
  QuoteEditForm: QuoteForm,
  PaymentOption: lazy(() => import('../screens/quote/payment-option-screen')),
  Addons: lazy(() => import('../screens/quote/addons-screen')),
  Summary: lazy(() => import('../screens/quote/summary-screen')),
  Declined: lazy(() => import('../screens/outcome/declined-screen')),
  Exception: lazy(() => import('../screens/outcome/exception-screen')),
  Expired: lazy(() => import('../screens/outcome/expired-screen')),
  NotFound: lazy(() => import('../screens/outcome/not-found-screen')),
};
