import type { APIRequestContext, Page } from '@playwright/test';
import type { SeededUser } from './accounts.ts';

/**
 * Starts the page signed in as `user`: the session goes into local storage before any app code
 * runs (the keys of apps/web/src/lib/storage-keys.ts), and the loading splash counts as seen.
 */
export async function signInWithSession(page: Page, user: SeededUser) {
  await page.addInitScript((session) => {
    localStorage.setItem('cp.idToken', session.id_token);
    localStorage.setItem('cp.refreshToken', session.refresh_token);
    localStorage.setItem('cp.userId', session.user_id);
    localStorage.setItem('cp.email', session.email);
    sessionStorage.setItem('cp.splash.shown', '1');
  }, user);
}

const bearer = (user: SeededUser) => ({ authorization: `Bearer ${user.id_token}` });

/** Puts the user on a plan without a payment (POST /api/dev/subscription, DEV_ROUTES=true). */
export async function setPlan(request: APIRequestContext, user: SeededUser, plan: 'free' | 'pro' | 'ultimate') {
  const res = await request.post('/api/dev/subscription', { headers: bearer(user), data: { package: plan } });
  if (!res.ok()) throw new Error(`setting the plan failed: ${res.status()} ${await res.text()}`);
}

type WorkspaceList = {
  items: { wid: string; name: string; completedModules: number; documentsCount: number }[];
  defaultWid: string;
};

/** GET /api/workspaces as the user (the first call makes their first workspace). */
export async function listWorkspaces(request: APIRequestContext, user: SeededUser): Promise<WorkspaceList> {
  const res = await request.get('/api/workspaces', { headers: bearer(user) });
  if (!res.ok()) throw new Error(`listing workspaces failed: ${res.status()}`);
  return (await res.json()) as WorkspaceList;
}

/** Seeds a workspace's name and texts through the API. */
export async function fillWorkspace(
  request: APIRequestContext,
  user: SeededUser,
  wid: string,
  data: { name?: string; cvText?: string; jdText?: string },
) {
  const calls = [
    data.name ? request.patch(`/api/workspaces/${wid}`, { headers: bearer(user), data: { name: data.name } }) : null,
    data.cvText
      ? request.post('/api/modules/update-cv-text', { headers: bearer(user), data: { wid, cv_text: data.cvText } })
      : null,
    data.jdText
      ? request.post('/api/modules/update-jd-text', { headers: bearer(user), data: { wid, jd_text: data.jdText } })
      : null,
  ];
  for (const call of calls) {
    const res = await call;
    if (res && !res.ok()) throw new Error(`seeding the workspace failed: ${res.status()} ${await res.text()}`);
  }
}

/** Runs an analysis module through the API (POST /api/modules/process), as the module screens do. */
export async function runModule(request: APIRequestContext, user: SeededUser, wid: string, module: string) {
  const res = await request.post('/api/modules/process', { headers: bearer(user), data: { module, wid } });
  if (!res.ok()) throw new Error(`running ${module} failed: ${res.status()} ${await res.text()}`);
}
