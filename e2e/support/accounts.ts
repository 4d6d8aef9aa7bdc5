import type { APIRequestContext, Page } from '@playwright/test';

let counter = 0;
export function newEmail(prefix = 'e2e') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export type SeededUser = { email: string; password: string; user_id: string; id_token: string; refresh_token: string };

/** Seeds an account through the API (journeys other than sign-up do not click through sign-up). */
export async function seedUser(request: APIRequestContext, options: { onboarded?: boolean } = {}): Promise<SeededUser> {
  const email = newEmail();
  const password = 'e2e-password-1';
  const clientNonce = `seed${Date.now().toString(36)}${counter}nonce0123456789`;
  const res = await request.post('/api/auth/signup', {
    data: { email, password, terms_accepted: true, client_nonce: clientNonce },
  });
  if (res.status() !== 202) throw new Error(`signup failed: ${res.status()} ${await res.text()}`);
  // The verification link, opened with the sign-up's nonce, answers the session (docs/decisions/016).
  const link = new URL(await latestMailLink(request, email, '/auth/verify?token='), 'http://x');
  const verified = await request.post('/api/auth/verify-email', {
    data: { token: link.searchParams.get('token'), client_nonce: clientNonce },
  });
  const session = ((await verified.json()) as { session: Omit<SeededUser, 'password'> | null }).session;
  if (!session) throw new Error(`verification failed: ${verified.status()}`);
  if (options.onboarded ?? true) {
    const profile = await request.put('/api/me/profile', {
      headers: { authorization: `Bearer ${session.id_token}` },
      data: {
        job_category: 'Data Science',
        seniority_level: 'Mid-Level (2–5 years)',
        career_goals: ['Career Change'],
        career_context: '',
      },
    });
    if (!profile.ok()) throw new Error(`profile failed: ${profile.status()}`);
  }
  return { ...session, email, password };
}

/** Reads the newest mail of a kind from the dev outbox (DEV_ROUTES=true in the e2e server). */
export async function latestMailLink(request: APIRequestContext, to: string, pathPrefix: string): Promise<string> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const { items } = (await res.json()) as { items: { text: string }[] };
  for (const item of items) {
    const match = new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s]+`).exec(item.text);
    if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
  }
  throw new Error(`no mail with ${pathPrefix} for ${to}`);
}

export async function logInThroughForm(page: Page, user: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}
