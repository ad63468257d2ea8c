/** The screens of the journey by their SPEC.md 2.1 route names; the route table gives each its path. */
export const routeNames = [
  'Assumptions',
  'QuoteCreateForm',
  'QuoteEditForm',
  'PaymentOption',
  'Addons',
  'Summary',
  'Payment',
  'Instalments',
  'InstalmentsDeclined',
  'Accepted',
  'PaymentRedirect',
  'Complete',
  'Declined',
  'Expired',
  'Recall',
  'Exception',
  'NotFound',
] as const;

export type RouteName = (typeof routeNames)[number];
