/** One field message of a 422 answer: the dotted path of the field and the message the form shows. */
export interface FieldError {
  path: string;
  message: string;
}

/** An error the API answers on purpose, with the body shape of DESIGN.md 3. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody() {
    return { error: { code: this.code, message: this.message, fields: this.fields, ...this.extra } };
  }
}

export const notFound = (what = 'proposal') =>
  new ApiError(404, 'not_found', `No ${what} matches this request.`);

export const invalid = (fields: FieldError[], message = 'Some answers need attention.') =>
  new ApiError(422, 'invalid', message, fields);

export const conflict = () =>
  new ApiError(409, 'conflict', 'This proposal was changed elsewhere. Reload it to see the latest answers.');
