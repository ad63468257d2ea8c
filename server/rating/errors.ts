import { ApiError } from '#server/http/errors.ts';

/**
 * An addon code that is not in tables/addons.json. An ApiError (422 invalid, field "addons"), so a
 * route that lets it propagate answers with the usual error body.
 */
export class UnknownAddonError extends ApiError {
  constructor(readonly unknownCodes: string[]) {
    super(422, 'invalid', 'Some answers need attention.', [
      { path: 'addons', message: `Unknown optional cover: ${unknownCodes.join(', ')}.` },
    ]);
    this.name = 'UnknownAddonError';
  }
}

/**
 * A risk missing an answer the engine needs, or an invalid quote date. Routes validate the risk
 * against the quote-form schemas first, so this signals a caller bug or a schema/table mismatch;
 * it is still a 422, never a 500.
 */
export class RatingInputError extends ApiError {
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(422, 'invalid', 'Some answers need attention.', [{ path, message: detail }]);
    this.name = 'RatingInputError';
  }
}
