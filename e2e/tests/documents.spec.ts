import { expect, test } from '@playwright/test';
import { seedUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { jobText, makePdf, resumeLines } from '../support/documents.ts';
import { fillWorkspace, listWorkspaces, runModule, setPlan, signInWithSession } from '../support/session.ts';

test('a resume PDF and a pasted job become the workspace documents; replacing the resume warns first', async ({
  page,
  request,
}) => {
  const user = await seedUser(request);
  await signInWithSession(page, user);
  const { defaultWid } = await listWorkspaces(request, user);

  // A path without a workspace gets the user's workspace inserted.
  await page.goto('/app/documents');
  await expect(page).toHaveURL(`/app/w/${defaultWid}/documents`);
  const resume = page.getByRole('region', { name: 'Resume', exact: true });
  const job = page.getByRole('region', { name: 'Target Job' });
  await expect(resume.getByRole('button', { name: 'Analyze Resume' })).toBeDisabled();
  await expect(page.getByText('Step 0 of 9 • 0%')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Upload a real PDF: nothing exists yet, so 'Continue' initializes the workspace.
  await resume
    .getByLabel('Upload resume file')
    .setInputFiles({ name: 'jane-doe.pdf', mimeType: 'application/pdf', buffer: await makePdf(resumeLines) });
  const first = page.getByRole('alertdialog', { name: 'Add your resume?' });
  await expect(first).toContainText("'Continue' will initialize this workspace with this resume.");
  await first.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Uploaded & saved.')).toBeVisible();
  const resumeText = resume.getByRole('region', { name: 'Current resume text' });
  await expect(resumeText).toContainText('Jane Doe');
  await expect(resumeText).toContainText('Built dashboards in Tableau used by 40 managers');
  await expect(resume.getByRole('link', { name: 'Analyze Resume' })).toHaveAttribute(
    'href',
    `/app/w/${defaultWid}/modules/1`,
  );

  // Paste the job and save it.
  await job.getByRole('tab', { name: 'Paste text' }).click();
  await job.getByRole('textbox', { name: 'Job description text' }).fill(jobText);
  await job.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(job.getByRole('region', { name: 'Current job description text' })).toContainText(
    'Own product analytics for the payments team',
  );
  await expect(job.getByRole('link', { name: 'Analyze Job' })).toHaveAttribute(
    'href',
    `/app/w/${defaultWid}/modules/2`,
  );

  // Two analyses exist before the resume changes: the progress shows them.
  await runModule(request, user, defaultWid, 'Module 1');
  await runModule(request, user, defaultWid, 'Module 2');
  await page.reload();
  await expect(page.getByText('Step 0 of 9 • 22%')).toBeVisible();
  expect((await listWorkspaces(request, user)).items.find((item) => item.wid === defaultWid)).toMatchObject({
    completedModules: 2,
  });

  // Replacing the resume warns that analyses and progress reset (a free plan cannot make another workspace).
  await resume.getByLabel('Upload resume file').setInputFiles({
    name: 'jane-doe-v2.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf(['Jane Doe', 'Senior Data Analyst', 'Led a team of 3 analysts']),
  });
  const warning = page.getByRole('alertdialog', { name: 'Replace your resume?' });
  await expect(warning).toContainText('Changing the resume resets all module analyses and progress in this workspace.');
  await expect(warning.getByRole('button', { name: 'Create New Workspace Instead' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await warning.getByRole('button', { name: 'Reset & Continue' }).click();
  await expect(resumeText).toContainText('Led a team of 3 analysts');
  await expect(resumeText).not.toContainText('Built dashboards');
  // The analyses are gone with the old resume, in the progress bar and on the server.
  await expect(page.getByText('Step 0 of 9 • 0%')).toBeVisible();
  const after = await listWorkspaces(request, user);
  expect(after.items.find((item) => item.wid === defaultWid)).toMatchObject({ completedModules: 0, documentsCount: 2 });

  // A scan without a text layer is refused with the server's reason; the stored resume stays.
  await resume
    .getByLabel('Upload resume file')
    .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: await makePdf([]) });
  await warning.getByRole('button', { name: 'Reset & Continue' }).click();
  await expect(resume.getByRole('alert')).toContainText('This PDF has no text layer');
  await expect(resumeText).toContainText('Led a team of 3 analysts');
});

test('on Pro a new resume can go to a new workspace instead, leaving the current one as it was', async ({
  page,
  request,
}) => {
  const user = await seedUser(request);
  await setPlan(request, user, 'pro');
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, {
    name: 'Data Analyst',
    cvText: 'Resume for the analyst role',
    jdText: jobText,
  });
  await signInWithSession(page, user);

  await page.goto(`/app/w/${defaultWid}/documents`);
  const resume = page.getByRole('region', { name: 'Resume', exact: true });
  await resume.getByRole('tab', { name: 'Paste text' }).click();
  await resume.getByRole('textbox', { name: 'Resume text' }).fill('Resume for a product manager role');
  await resume.getByRole('button', { name: 'Save' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Replace your resume?' });
  await warning.getByRole('button', { name: 'Create New Workspace Instead' }).click();

  await expect(page.getByText('New workspace created!')).toBeVisible();
  await expect(page).not.toHaveURL(`/app/w/${defaultWid}/documents`);
  await expect(page).toHaveURL(/\/app\/w\/ws_[A-Za-z0-9]{16}\/documents$/);
  await expect(page.getByRole('region', { name: 'Current resume text' })).toContainText(
    'Resume for a product manager role',
  );
  await expect(page.getByText('Saved in: New workspace')).toBeVisible();

  const { items } = await listWorkspaces(request, user);
  expect(items).toHaveLength(2);
  const original = await request.get(`/api/workspaces/${defaultWid}`, {
    headers: { authorization: `Bearer ${user.id_token}` },
  });
  expect(await original.json()).toMatchObject({ cvText: 'Resume for the analyst role', name: 'Data Analyst' });
});
