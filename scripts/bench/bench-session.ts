// A signed-in user for the benches: sign-up answers 'check your e-mail' (docs/decisions/016), and the
// verification link, opened with the sign-up's nonce, answers the session. The link is read from the
// e-mail outbox the server writes in its default mode.
import type { Database } from '../../apps/server/src/db/database.ts';

const NONCE = 'benchNonce0123456789abcdef';

export async function signUpForBench(
  appUrl: string,
  db: Database,
  emailPrefix: string,
): Promise<{ token: string; email: string }> {
  const email = `${emailPrefix}.${Date.now()}@example.com`;
  const signup = await fetch(`${appUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', terms_accepted: true, client_nonce: NONCE }),
  });
  if (signup.status !== 202) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const mail = await db.query<{ text_body: string }>(
    `SELECT text_body FROM email_outbox WHERE to_address = $1 AND kind = 'verify_email'`,
    [email],
  );
  const verifyToken = /token=([A-Za-z0-9_-]+)/.exec(mail.rows[0]?.text_body ?? '')?.[1];
  const verified = await fetch(`${appUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: verifyToken, client_nonce: NONCE }),
  });
  const { session } = (await verified.json()) as { session: { id_token: string } | null };
  if (!session) throw new Error(`verification failed: ${verified.status}`);
  return { token: session.id_token, email };
}
