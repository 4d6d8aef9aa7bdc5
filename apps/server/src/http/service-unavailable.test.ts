import { describe, expect, it } from 'vitest';
import { isServiceUnavailableError } from './service-unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isServiceUnavailableError', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an unreachable host', withCode('EHOSTUNREACH')],
    ['PostgreSQL shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection exception (08006)', withCode('08006')],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['the pool giving up', new Error('timeout exceeded when trying to connect')],
    [
      'every address of localhost refusing',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {}),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isServiceUnavailableError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a message that only mentions a refused connection', new Error('connect ECONNREFUSED 10.1.2.3:5432')],
    ['an aggregate of unrelated failures', new AggregateError([withCode('ECONNREFUSED'), new Error('bug')])],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isServiceUnavailableError(error)).toBe(false);
  });
});
