import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seedUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { getCredits } from '../support/billing.ts';
import { jobText, resumeLines } from '../support/documents.ts';
import { fillWorkspace, listWorkspaces, runModule, signInWithSession } from '../support/session.ts';

const RUN_TIMEOUT = 30_000;
const SPOKEN =
  'At my last job our weekly SQL report took two days. I rewrote the queries and automated the refresh. As a result the report now takes one hour.';
const TYPED = `At Initech in 2022 the finance team waited two days for the weekly SQL report. My task was to make it reliable.
I rewrote the queries in PostgreSQL, added tests, and scheduled the refresh in Airflow myself. As a result the report now takes one hour and nobody waits for it.`;

/** A spoken answer made with espeak-ng (a real WAV: RIFF header, 16-bit PCM, pauses between sentences). */
function spokenWav(): Buffer {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cp-e2e-audio-')), 'answer.wav');
  execFileSync('espeak-ng', ['-s', '150', '-g', '20', '-w', file, SPOKEN]);
  return readFileSync(file);
}

async function openOfflineInterview(
  page: import('@playwright/test').Page,
  request: import('@playwright/test').APIRequestContext,
) {
  const user = await seedUser(request);
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, { cvText: resumeLines.join('\n'), jdText: jobText });
  await runModule(request, user, defaultWid, 'Module 5');
  await signInWithSession(page, user);
  await page.goto(`/app/w/${defaultWid}/modules/6`);
  return { user, main: page.getByRole('main') };
}

test('a free user picks a question, types an answer and gets the rubric feedback for 1 credit', async ({
  page,
  request,
}) => {
  const { user, main } = await openOfflineInterview(page, request);
  await expect(main.getByLabel('Select a Question')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(main.getByRole('alert')).toHaveText('Please select a question to answer.');

  const picker = main.getByLabel('Select a Question');
  const firstQuestion = (await picker.locator('option').nth(1).getAttribute('value'))!;
  await picker.selectOption(firstQuestion);
  await main.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(main.getByRole('alert')).toHaveText('Please provide a typed answer.');
  await main.getByLabel('Your answer').fill('Too short');
  await main.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'Answer must be at least 10 characters. Please provide a more detailed response.',
  );

  // a new question clears the answer
  await main.getByLabel('Your answer').fill(TYPED);
  await expect(main.getByText(`${TYPED.length}/5000`)).toBeVisible();
  await picker.selectOption({ index: 2 });
  await expect(main.getByLabel('Your answer')).toHaveValue('');

  await picker.selectOption(firstQuestion);
  await main.getByLabel('Your answer').fill(TYPED);
  const before = (await getCredits(request, user)).available;
  await main.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(main.getByRole('button', { name: /^Answer Feedback — \d+\/100$/ })).toBeVisible({
    timeout: RUN_TIMEOUT,
  });
  await expect(main.getByText('How the answer was graded')).toBeVisible();
  await expect(main.getByText(/^Structure \(.+\): \d+\/100\.$/)).toBeVisible();
  await expect(main.getByText('A stronger answer, from your resume')).toBeVisible();
  expect((await getCredits(request, user)).available).toBe(before - 1);
  await expectNoSeriousA11yViolations(page);

  // stored in the workspace: shown again after a reload
  await page.reload();
  await expect(main.getByRole('button', { name: /^Answer Feedback — \d+\/100$/ })).toBeVisible();
});

test('an uploaded WAV answer (espeak-ng) gets feedback with speaking time and pauses measured from the audio', async ({
  page,
  request,
}) => {
  const { main } = await openOfflineInterview(page, request);
  await main.getByLabel('Select a Question').selectOption({ index: 1 });
  await main.getByRole('radio', { name: 'Upload Audio' }).click();
  await expect(main.getByText('This server has no speech-to-text.', { exact: false })).toBeVisible();

  // a text file named .wav is refused before it is sent
  await main
    .getByLabel('Audio file (WAV or MP3, up to 10 MB)')
    .setInputFiles({ name: 'answer.wav', mimeType: 'audio/wav', buffer: Buffer.from('not audio at all') });
  await expect(main.getByRole('alert')).toHaveText(
    'Only WAV or MP3 files are supported. Please upload a valid audio file.',
  );

  await main
    .getByLabel('Audio file (WAV or MP3, up to 10 MB)')
    .setInputFiles({ name: 'answer.wav', mimeType: 'audio/wav', buffer: spokenWav() });
  await expect(main.getByText(/answer\.wav \(\d+\.\d MB\)/)).toBeVisible();
  await main.getByLabel('What you said (transcript)').fill(SPOKEN);
  await main.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(main.getByRole('button', { name: /^Answer Feedback — \d+\/100$/ })).toBeVisible({
    timeout: RUN_TIMEOUT,
  });
  const delivery = main.getByRole('region', { name: 'Delivery (WAV audio)' });
  await expect(delivery).toContainText(/Speaking time\s*\d+\.\d s/);
  await expect(delivery).toContainText(/Pauses\s*\d/);
  await expect(delivery).toContainText(/Words per minute\s*\d+/);
  await main.getByRole('button', { name: 'Transcribed Answer' }).click();
  await expect(main.locator('p', { hasText: SPOKEN })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
