import catalogueFile from './tables/addons.json';
import { UnknownAddonError } from './errors';
import type { AddonEntry, RatedAddon } from './types';

/** premium / 10 rounded up to a whole penny: the monthly price of an addon, excluding credit. */
export const monthlyAddonPrice = (premiumPence: number): number => Math.ceil(premiumPence / 10);

/**
 * Checks a catalogue an actuary edited: unique ids and codes, whole-penny prices, and
 * monthly_premium_pence = ceil(premium_pence / 10). Throws an Error listing every problem.
 */
export function checkCatalogue(addons: readonly AddonEntry[]): AddonEntry[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const a of addons) {
    for (const key of [`id ${a.id}`, `code ${a.code}`]) {
      if (seen.has(key)) problems.push(`duplicate ${key}`);
      seen.add(key);
    }
    if (!Number.isInteger(a.premium_pence) || a.premium_pence < 0)
      problems.push(`${a.code}: premium_pence must be whole pence`);
    if (a.monthly_premium_pence !== monthlyAddonPrice(a.premium_pence))
      problems.push(`${a.code}: monthly_premium_pence must be ${monthlyAddonPrice(a.premium_pence)}`);
    if (!a.documents?.ipid || !a.documents?.policy_wording) problems.push(`${a.code}: documents missing`);
  }
  if (problems.length > 0) throw new Error(`tables/addons.json: ${problems.join('; ')}`);
  return [...addons];
}

/** The shipped catalogue (tables/addons.json), checked once at load. */
export const ADDON_CATALOGUE: readonly AddonEntry[] = Object.freeze(checkCatalogue(catalogueFile.addons));

/**
 * The whole catalogue, each addon marked is_selected when its code is among `codes` (duplicates
 * count once). Throws UnknownAddonError (a 422) listing every code the catalogue lacks.
 */
export function selectAddons(
  codes: readonly string[] = [],
  catalogue: readonly AddonEntry[] = ADDON_CATALOGUE,
): RatedAddon[] {
  const known = new Set(catalogue.map((a) => a.code));
  const unknown = [...new Set(codes.filter((c) => !known.has(c)))];
  if (unknown.length > 0) throw new UnknownAddonError(unknown);
  const chosen = new Set(codes);
  return catalogue.map((a) => ({ ...a, documents: { ...a.documents }, is_selected: chosen.has(a.code) }));
}

/** Sum of the annual prices (pence) of the selected addons. */
export const addonsTotal = (addons: readonly RatedAddon[]): number =>
  addons.reduce((sum, a) => sum + (a.is_selected ? a.premium_pence : 0), 0);
