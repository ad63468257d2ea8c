import { readFileSync } from 'node:fs';
import type { AddressSearchResult } from '#domain/contract/lookups.ts';
import { projectPath } from '#server/project-files.ts';

/** One address of a postcode lookup (SPEC.md 7): the shape the address widget reads. */
export type Address = AddressSearchResult;

/** Finds the addresses at a postcode. A real provider (e.g. PAF) can stand in by configuration. */
export interface AddressProvider {
  /** The addresses at a postcode in any spacing or case; an empty list when none are known. */
  search(postcode: string): Promise<Address[]>;
}

export const ADDRESS_DATA_FILE = projectPath('server', 'providers', 'address', 'data', 'addresses.json');

/** The key of addresses.json: upper case, spaces removed. */
export function postcodeKey(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

const loaded = new Map<string, Map<string, Address[]>>();

/** The addresses of a data file keyed by postcodeKey, read on first use and kept. */
function addressesOf(file: string): Map<string, Address[]> {
  let byPostcode = loaded.get(file);
  if (!byPostcode) {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Address[]>;
    byPostcode = new Map(Object.entries(data).map(([key, list]) => [postcodeKey(key), list]));
    loaded.set(file, byPostcode);
  }
  return byPostcode;
}

/** The embedded provider over the shipped demo dataset (data/README.md). */
export function embeddedAddressProvider(file = ADDRESS_DATA_FILE): AddressProvider {
  const byPostcode = addressesOf(file);
  return {
    async search(postcode) {
      return (byPostcode.get(postcodeKey(postcode)) ?? []).map((address) => ({ ...address }));
    },
  };
}
