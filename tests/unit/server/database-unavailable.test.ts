import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, toApiError } from '#server/http/error-handler.ts';
import { isDatabaseUnavailable } from '#server/store/unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('which failures mean the database is unreachable (503, not 500)', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    [
      'a server shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['too many connections (53300)', withCode('53300', 'sorry, too many clients already')],
    ['a connection exception (class 08)', withCode('08006', 'connection failure')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool with no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a pool already ended', new Error('Cannot use a pool after calling end on the pool')],
    ['a SQLite file locked past busy_timeout', withCode('SQLITE_BUSY', 'database is locked')],
    ['a SQLite disk error', withCode('SQLITE_IOERR_WRITE', 'disk I/O error')],
    ['a closed SQLite handle', new TypeError('The database connection is not open')],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    const answer = toApiError(error);
    expect(answer.statusCode).toBe(503);
    expect(answer.toBody().error).toMatchObject({ code: 'unavailable', message: DATABASE_UNAVAILABLE });
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error in our SQL', withCode('42601', 'syntax error at or near "SELEC"')],
    ['a SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'risk')")],
    ['not an Error', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(toApiError(error).statusCode).toBe(500);
  });
});
