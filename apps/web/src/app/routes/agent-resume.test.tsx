import '../../testing/dom-stubs.ts';
import type { AgentProfile } from '@cp/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage-keys.ts';
import { apiError, fakeApi, json, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeBillingServer } from '../../testing/fake-billing.ts';
import { fakeJobSearchHandlers } from '../../testing/fake-job-search.ts';
import { renderApp } from '../../testing/render-app.tsx';

const WID = 'ws_test000000000001';
const profile: AgentProfile = {
  title: 'Registered Nurse',
  titles: ['Registered Nurse'],
  occupation: { code: '29-1141.00', title: 'Registered Nurses' },
  skills: ['Epic Systems', 'MEDITECH'],
  years: 8,
  seniority: 'senior',
  location: 'Dallas, TX',
  employers: ['Mercy Hospital'],
  education: [],
  source: 'workspace',
};
const file = (name: string, text = 'Jane Roe\nRegistered Nurse, Mercy Hospital') =>
  new File([text], name, { type: 'application/octet-stream' });
/** The chip's hidden file input, once the chip is shown. */
async function picker(): Promise<HTMLInputElement> {
  await screen.findByRole('button', { name: 'Upload resume for fit scores' });
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

beforeEach(() => {
  signOutLocally();
  signIn();
  localStorage.removeItem(storageKeys.agentState);
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function serve(extract: () => Response = () => json(profile)) {
  return fakeApi({
    ...fakeBillingServer().handlers,
    ...fakeJobSearchHandlers(12),
    'POST /api/agent/extract-profile': extract,
  });
}

describe('the agent: resume chip', () => {
  it('takes only a PDF or DOCX, stores it as the workspace resume, extracts the profile, and searches what the resume suggests', async () => {
    const fetchMock = serve();
    const { user } = renderApp(`/app/w/${WID}/agent`);
    const upload = await screen.findByRole('button', { name: 'Upload resume for fit scores' });
    expect(upload).toHaveAccessibleDescription('PDF or DOCX');
    expect(await picker()).toHaveAttribute('accept', '.pdf,.doc,.docx');

    await user.upload(await picker(), file('resume.doc'));
    expect(
      await screen.findByText('Only PDF or DOCX files are supported. Please upload a .pdf or .docx file.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/modules/extract-cv-text')).toHaveLength(0);

    await user.upload(await picker(), file('resume.pdf'));
    expect(await screen.findByText('Using your resume for fit scores')).toBeInTheDocument();
    expect(screen.getByText('(Registered Nurse · 8 years · 2 skills)')).toBeInTheDocument();
    const sent = requestsTo(fetchMock, 'POST /api/modules/extract-cv-text')[0]!;
    expect([sent.form?.get('wid'), sent.form?.get('type'), (sent.form?.get('file') as File).name]).toEqual([
      WID,
      'cv',
      'resume.pdf',
    ]);
    expect(requestsTo(fetchMock, 'POST /api/agent/extract-profile')[0]?.body).toEqual({ wid: WID });

    await user.click(screen.getByRole('button', { name: "search 'Registered Nurse in Dallas, TX'" }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/jobs/search')).toHaveLength(1), { timeout: 3000 });
    expect(requestsTo(fetchMock, 'POST /api/agent/normalize-query')[0]?.body).toMatchObject({
      query: 'Registered Nurse in Dallas, TX',
    });
    expect(requestsTo(fetchMock, 'POST /api/jobs/search')[0]?.body).toMatchObject({ wid: WID });
    expect(screen.getByRole('textbox', { name: 'What job are you looking for?' })).toHaveValue(
      'Registered Nurse in Dallas, TX',
    );
  });

  it('remove sets the deleted flag: no resume is used until the saved one is asked for again', async () => {
    serve();
    const { user } = renderApp(`/app/w/${WID}/agent`);
    await user.upload(await picker(), file('resume.docx'));
    await user.click(await screen.findByRole('button', { name: 'Remove my resume from the fit scores' }));
    expect(screen.getByRole('button', { name: 'Upload resume for fit scores' })).toHaveAccessibleDescription(
      'PDF or DOCX; it replaces this workspace’s resume',
    );
    expect(JSON.parse(localStorage.getItem(storageKeys.agentState)!)[WID].resumeRemoved).toBe(true);
    expect(screen.queryByRole('button', { name: /^search '/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use my saved resume' }));
    expect(await screen.findByText('Using your resume for fit scores')).toBeInTheDocument();
  });

  it("shows the server's detail when the profile cannot be read", async () => {
    serve(() => apiError(422, 'UNPROCESSABLE', 'We could not analyse this text in time.'));
    const { user } = renderApp(`/app/w/${WID}/agent`);
    await user.upload(await picker(), file('resume.pdf'));
    expect(await screen.findByText('We could not analyse this text in time.')).toBeInTheDocument();
  });
});

describe('the home: resume upload in the agent box', () => {
  it('uploads the resume, and the free preview counts the search the resume suggests', async () => {
    const fetchMock = serve();
    const { user } = renderApp(`/app/w/${WID}/home`);
    const section = await screen.findByRole('region', { name: 'Job Search Agent' });
    await user.upload(await picker(), file('resume.pdf'));
    expect(await within(section).findByText('Using your resume for fit scores')).toBeInTheDocument();
    const preview = within(section).getByRole('region', { name: 'Job matches for you' });
    expect(
      await within(preview).findByText(
        "12 jobs in the demo catalogue match 'Registered Nurse in Dallas, TX'",
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/agent/normalize-query')[0]?.body).toMatchObject({
      query: 'Registered Nurse in Dallas, TX',
    });
  });
});
