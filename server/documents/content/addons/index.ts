import { breakdown } from './breakdown';
import type { AddonDocuments } from './common';
import { goodsInTransit } from './goods-in-transit';
import { keyCover } from './key-cover';
import { legalExpenses } from './legal-expenses';
import { personalAccident } from './personal-accident';
import { replacementVan } from './replacement-van';
import { toolsInTransit } from './tools-in-transit';
import { windscreen } from './windscreen';

export type { AddonDocuments } from './common';
export { addonCommonSections } from './common';

/** Every optional cover with documents, in the order the addon catalogue lists them. */
export const addonDocuments: AddonDocuments[] = [
  breakdown,
  legalExpenses,
  replacementVan,
  toolsInTransit,
  goodsInTransit,
  windscreen,
  keyCover,
  personalAccident,
];
