import type { ErrorSchema } from '@rjsf/utils';
import type { AddressSearchResult, ProposalAddress } from '#domain/contract/lookups.ts';
import { formatPostcode, isValidPostcode } from '#domain/patterns.ts';

/** What the manual entry collects (SPEC.md 2.6: line 1, city/town, county, postcode). */
export interface ManualEntry {
  line_1: string;
  line_4: string;
  line_5: string;
  postcode: string;
}

/** The postcode as the address search wants it: spaces removed, upper case. */
export function searchPostcode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** True for a stored address the field can show: an object with a non-empty line_1. */
export function isChosenAddress(value: unknown): value is ProposalAddress {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ProposalAddress).line_1 === 'string' &&
    (value as ProposalAddress).line_1.trim() !== ''
  );
}

/** A search answer as the proposal stores it. */
export function fromSearchResult(result: AddressSearchResult): ProposalAddress {
  return {
    postcode: formatPostcode(result.postcode),
    line_1: result.line1,
    line_2: result.line2,
    line_3: result.line3,
    line_4: result.line4,
    line_5: result.line5,
  };
}

/** One search answer as a line of the 'Select your address' list. */
export function resultLabel(result: AddressSearchResult): string {
  return [result.line1, result.line2, result.line4, result.postcode]
    .filter((part) => part?.trim())
    .join(', ');
}

/** Manual entry can be confirmed once line 1 is given and the postcode is a UK postcode. */
export function canConfirmManual(entry: ManualEntry): boolean {
  return entry.line_1.trim() !== '' && isValidPostcode(entry.postcode);
}

/** A manual entry as the proposal stores it. */
export function fromManualEntry(entry: ManualEntry): ProposalAddress {
  return {
    postcode: formatPostcode(entry.postcode),
    line_1: entry.line_1.trim(),
    line_2: '',
    line_3: '',
    line_4: entry.line_4.trim(),
    line_5: entry.line_5.trim(),
  };
}

/** The lines to show for a chosen address, one per line, blanks left out. */
export function addressLines(address: ProposalAddress): string[] {
  return [address.line_1, address.line_2, address.line_3, address.line_4, address.line_5, address.postcode]
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '');
}

/** Every message under the field's properties (e.g. a required line_1), each once. */
export function nestedErrors(errorSchema: ErrorSchema | undefined): string[] {
  const found: string[] = [];
  const walk = (node: unknown, top: boolean) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '__errors') {
        if (!top && Array.isArray(child))
          found.push(...child.filter((m): m is string => typeof m === 'string'));
      } else {
        walk(child, false);
      }
    }
  };
  walk(errorSchema, true);
  return [...new Set(found)];
}
