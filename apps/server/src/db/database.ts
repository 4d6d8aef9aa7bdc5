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
  return {
    pool,
    query: (text, values) => pool.query(text, values as unknown[]),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: (text, values) => client.query(text, values as unknown[]) });
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
