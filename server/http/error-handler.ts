import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '#server/store/unavailable.ts';
import { ApiError } from './errors';

/** What a customer reads when the database cannot be reached (a 503, which the client shows as Exception). */
export const DATABASE_UNAVAILABLE =
  'We cannot reach our records just now, so nothing was saved. Please try again in a minute.';

/** Maps framework errors to the API's error body; bad input is never a 500. */
export function toApiError(error: FastifyError | Error): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as FastifyError;
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'malformed_json', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
    case 'FST_ERR_BAD_URL':
      return new ApiError(400, 'bad_request', 'The address is not a valid one.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError(414, 'bad_request', 'The address is too long.');
  }
  if (e instanceof SyntaxError || e.statusCode === 400) {
    return new ApiError(400, 'malformed_json', 'The request body is not valid JSON.');
  }
  if (e.validation) {
    return new ApiError(
      422,
      'invalid',
      'Some answers need attention.',
      e.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'is invalid',
      })),
    );
  }
  if (isDatabaseUnavailable(error)) return new ApiError(503, 'unavailable', DATABASE_UNAVAILABLE);
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return new ApiError(e.statusCode, 'bad_request', 'The request could not be understood.');
  }
  return new ApiError(500, 'server_error', 'Something went wrong on our side. Please try again.');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.statusCode === 503 && !(error instanceof ApiError)) {
      // The database's own words (a code and a short message) are no customer's data: log them.
      request.log.warn({ error: (error as { code?: string }).code ?? error.message }, 'database unavailable');
      reply.header('Retry-After', '5');
    } else if (apiError.statusCode >= 500) request.log.error({ err: error }, 'unhandled error');
    reply.status(apiError.statusCode).send(apiError.toBody());
  });
}
