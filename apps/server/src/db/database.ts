import { createHash } from 'node:crypto';
import pg from 'pg';

export type Queryable = {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
};

export type Database = Queryable & {
  /** Runs `work` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly pool: pg.Pool;
};

// Timestamps arrive as Date; BIGINT counts as numbers (they stay far below 2^53).
pg.types.setTypeParser(20, (v) => Number(v));

/** How many distinct parameterised statements are prepared by name; past it, queries go unnamed. */
const MAX_NAMED_STATEMENTS = 2000;

/**
 * Parameterised queries run as named prepared statements, so PostgreSQL parses and plans each one once
 * per connection instead of on every call (about a third of a primary-key read's cost; README
 * 'Performance'). A query with parameters is always a single statement, which a prepared one must be.
 */
function statementNamer() {
  const names = new Map<string, string>();
  return (text: string, values: unknown[] | undefined): pg.QueryConfig => {
    if (!values || values.length === 0) return { text, values };
    let name = names.get(text);
    if (!name) {
      if (names.size >= MAX_NAMED_STATEMENTS) return { text, values };
      name = `cp_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
      names.set(text, name);
    }
    return { name, text, values };
  };
}

export function createDatabase(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  pool.on('connect', (client) => {
    // A connection dropped while checked out (e.g. the server shutting down) must not crash the
    // process; the query in flight rejects with the error instead.
    client.on('error', () => undefined);
  });
  const named = statementNamer();
  return {
    pool,
    query: (text, values) => pool.query(named(text, values)),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: (text, values) => client.query(named(text, values)) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL's unique_violation, for repositories that turn it into a domain error. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
