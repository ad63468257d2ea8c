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

/** The address schema's own messages the field chooses from (messages live in schemas/). */
export interface AddressMessages {
  /** No postcode given (errorMessage.required.postcode). */
  required: string;
  /** A postcode that is not a UK one (the postcode property's message). */
  postcode: string;
  /** A postcode but no address picked (errorMessage.required.line_1). */
  select: string;
  /** A manual entry not confirmed (errorMessage.has_selected_address). */
  unconfirmed: string;
}

interface AddressSchemaMessages {
  errorMessage?: { has_selected_address?: string; required?: { postcode?: string; line_1?: string } };
  properties?: { postcode?: { errorMessage?: { postcode?: string } } };
}

export function addressMessagesOf(schema: unknown): AddressMessages {
  const { errorMessage, properties } = schema as AddressSchemaMessages;
  return {
    required: errorMessage?.required?.postcode ?? '',
    postcode: properties?.postcode?.errorMessage?.postcode ?? '',
    select: errorMessage?.required?.line_1 ?? '',
    unconfirmed: errorMessage?.has_selected_address ?? '',
  };
}

/** Where the customer is in the field: a postcode search (with the box's text) or manual entry. */
export type AddressStage = { stage: 'search'; postcode: string } | { stage: 'manual' } | { stage: 'chosen' };

/**
 * What the field says when the form has messages for it: for a chosen address, the messages
 * themselves (a line too long); before one is chosen, the one message that says what is missing
 * where the customer is (an empty box, a postcode that is not a UK one, a postcode with no address
 * picked, a manual entry not confirmed), not every rule the empty answer breaks.
 */
export function addressMessagesToShow(
  messages: readonly string[],
  where: AddressStage,
  words: AddressMessages,
): string[] {
  if (messages.length === 0) return [];
  if (where.stage === 'chosen') return [...new Set(messages)];
  if (where.stage === 'manual') return [words.unconfirmed];
  const postcode = searchPostcode(where.postcode);
  if (postcode === '') return [words.required];
  return [isValidPostcode(postcode) ? words.select : words.postcode];
}
