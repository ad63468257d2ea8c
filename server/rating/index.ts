/** The rating engine (docs/rating.md): import from here. */
export { rateRisk, netPremium, iptOn } from './rate';
export { monthlyFinance, aprPercent, solveAnnualRate, type CashFlow } from './finance';
export { ADDON_CATALOGUE, selectAddons, addonsTotal, monthlyAddonPrice } from './addons';
export { RATING_TABLES, checkTables } from './tables';
export { UnknownAddonError, RatingInputError } from './errors';
export type * from './types';
