import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seedUser } from './accounts.ts';
import { fillWorkspace, listWorkspaces, setPlan, signInWithSession } from './session.ts';

/**
 * A Pro user whose workspace holds `resume` and `posting`, signed in at `viewport` in the Resume Builder
 * (step 7) with the workspace's resume imported and saved.
 */
export async function openBuilderWithWorkspaceResume(
  page: Page,
  request: APIRequestContext,
  { resume, posting, viewport }: { resume: string; posting: string; viewport: { width: number; height: number } },
) {
  const user = await seedUser(request);
  await setPlan(request, user, 'pro');
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, { cvText: resume, jdText: posting });
  await page.setViewportSize(viewport);
  await signInWithSession(page, user);
  await page.goto(`/app/w/${defaultWid}/modules/7`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /Import from Workspace CV/ }).click();
  await main.getByRole('button', { name: 'Use this resume' }).click();
  await expect(page.getByText('Saved to your account.')).toBeVisible();
  return { user, wid: defaultWid, main };
}

/** Opens Tailor (the builder's step 3). */
export async function openTailor(main: Locator) {
  await main.getByRole('button', { name: '3 Tailor' }).click();
}

/** Tailors to the workspace's job (its title `jobTitle`) and answers the proposals' cards once they show. */
export async function tailorToWorkspaceJob(main: Locator, jobTitle: string) {
  await main.getByRole('button', { name: /Tailor with AI/ }).click();
  await expect(
    main.getByRole('heading', { name: new RegExp(`Tailored to ‘${jobTitle}’: \\d+ proposals`) }),
  ).toBeVisible({
    timeout: 30_000,
  });
  return main.locator('li[aria-labelledby^="tailor-change-"]');
}
