import type { ErrorBody, ErrorCode, FieldError } from '#domain/contract/errors.ts';

/** An error the API answers on purpose, with the body shape of DESIGN.md 3 (contract/errors.ts). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, fields: this.fields, ...this.extra } };
  }
}

export const notFound = (what = 'proposal') =>
  new ApiError(404, 'not_found', `No ${what} matches this request.`);

/** 422 with one message per field (the wire carries each field's path and message only). */
export const invalid = (fields: readonly FieldError[], message = 'Some answers need attention.') =>
  new ApiError(
    422,
    'invalid',
    message,
    fields.map(({ path, message: text }) => ({ path, message: text })),
  );

export const conflict = () =>
  new ApiError(
    409,
    'conflict',
    'This quote was changed in another window. Reload the page to see the latest answers.',
  );

export const purchased = () =>
  new ApiError(409, 'purchased', 'This policy has already been bought and can no longer be changed.');
