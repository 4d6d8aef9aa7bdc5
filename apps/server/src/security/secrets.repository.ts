import type { Queryable } from '../db/database.ts';
import { newSecretToken } from './random.ts';

/**
 * Returns the named secret, creating it once. Keeps sessions valid across restarts of the
 * embedded default and shared by every instance on one database, without a key in the env.
 */
export async function getOrCreateSecret(db: Queryable, name: string): Promise<string> {
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    newSecretToken() + newSecretToken(),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
  return rows[0]!.value;
}
