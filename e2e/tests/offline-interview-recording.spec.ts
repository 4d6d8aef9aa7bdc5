import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seedUser } from '../support/accounts.ts';
import { jobText, resumeLines } from '../support/documents.ts';
import { fillWorkspace, listWorkspaces, runModule, signInWithSession } from '../support/session.ts';
import { scriptSpeechRecognition } from '../support/speech.ts';

const HEARD =
  'At Initech I rewrote our SQL reports in PostgreSQL and as a result they run in one hour instead of two days.';

// The microphone is a file of espeak-ng speech (Chromium's fake capture device), made before the browser starts.
const microphone = path.join(mkdtempSync(path.join(os.tmpdir(), 'cp-e2e-mic-')), 'speech.wav');
execFileSync('espeak-ng', [
  '-s',
  '150',
  '-w',
  microphone,
  'At Initech I rewrote our reports. As a result they run in one hour.',
]);

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${microphone}`,
    ],
  },
});

test('recording in the browser: a WebM named for what it is, the live transcript from speech recognition, and feedback', async ({
  page,
  request,
}) => {
  await scriptSpeechRecognition(page, HEARD, 500);
  const user = await seedUser(request);
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, { cvText: resumeLines.join('\n'), jdText: jobText });
  await runModule(request, user, defaultWid, 'Module 5');
  await signInWithSession(page, user);
  await page.goto(`/app/w/${defaultWid}/modules/6`);
  const main = page.getByRole('main');

  await main.getByLabel('Select a Question').selectOption({ index: 1 });
  await main.getByRole('radio', { name: 'Record Audio' }).click();
  await main.getByRole('button', { name: 'Start recording' }).click();
  await expect(main.getByText('Recording', { exact: true })).toBeVisible();
  await expect(main.getByRole('timer')).toHaveText('00:02', { timeout: 5000 });
  await expect(main.getByLabel('What you said (transcript)')).toHaveValue(HEARD);
  await main.getByRole('button', { name: 'Stop recording' }).click();
  await expect(main.getByText(/^Saved as recording\.webm \(\d+ KB\)\.$/)).toBeVisible();

  await main.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(main.getByRole('button', { name: /^Answer Feedback — \d+\/100$/ })).toBeVisible({ timeout: 30_000 });
  const delivery = main.getByRole('region', { name: 'Delivery (WEBM audio)' });
  await expect(delivery).toContainText('this server cannot decode WEBM audio yet');
  await main.getByRole('button', { name: 'Transcribed Answer' }).click();
  await expect(main.getByText("Transcript written by your browser's speech recognition.")).toBeVisible();

  // a new question clears the recording and its transcript
  await main.getByLabel('Select a Question').selectOption({ index: 2 });
  await expect(main.getByText(/^Saved as recording/)).toHaveCount(0);
  await expect(main.getByLabel('What you said (transcript)')).toHaveValue('');
});
