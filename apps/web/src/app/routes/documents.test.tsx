import '../../testing/dom-stubs.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, requestsTo, signIn, signOutLocally, type FakeRequest } from '../../testing/fake-api.ts';
import { fakeWorkspaceServer, workspace, type FakeWorkspace } from '../../testing/fake-workspaces.ts';
import { renderApp } from '../../testing/render-app.tsx';

const A = 'ws_AAAAAAAAAAAAAAAA';
type Overrides = Record<string, (req: FakeRequest) => Response | Promise<Response>>;

function serve(
  ws: Partial<FakeWorkspace> = {},
  { plan = 'pro', overrides = {} }: { plan?: 'free' | 'pro'; overrides?: Overrides } = {},
) {
  const server = fakeWorkspaceServer({
    plan,
    workspaces: [workspace({ wid: A, name: 'Data Analyst', isDefault: true, ...ws })],
  });
  const fetchMock = fakeApi({ ...server.handlers, ...overrides });
  return { ...server, fetchMock };
}

async function openDocuments() {
  const app = renderApp(`/app/w/${A}/documents`);
  await screen.findByRole('heading', { level: 2, name: 'Resume' });
  const panel = (name: 'Resume' | 'Target Job') => screen.getByRole('region', { name });
  return { ...app, panel };
}

const textFile = (text: string, name = 'resume.txt') => new File([text], name, { type: 'text/plain' });

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('My Documents', () => {
  it('enables Analyze Resume and Analyze Job only when that text exists', async () => {
    serve({ cvText: 'Jane Doe, analyst' });
    const { panel } = await openDocuments();
    expect(within(panel('Resume')).getByRole('link', { name: 'Analyze Resume' })).toHaveAttribute(
      'href',
      `/app/w/${A}/modules/1`,
    );
    const analyzeJob = within(panel('Target Job')).getByRole('button', { name: 'Analyze Job' });
    expect(analyzeJob).toBeDisabled();
    expect(analyzeJob).toHaveAccessibleDescription('Add the job description first.');
    expect(within(panel('Resume')).getByRole('region', { name: 'Current resume text' })).toHaveTextContent(
      'Jane Doe, analyst',
    );
    expect(within(panel('Resume')).getByText('Saved · 17 characters')).toBeInTheDocument();
  });

  it('keeps Fetch disabled while the link is empty, and Save while the text is blank', async () => {
    serve();
    const { user, panel } = await openDocuments();
    const job = panel('Target Job');
    await user.click(within(job).getByRole('tab', { name: 'From a link' }));
    const fetchButton = within(job).getByRole('button', { name: 'Fetch' });
    expect(fetchButton).toBeDisabled();
    await user.type(within(job).getByRole('textbox', { name: 'Job posting link' }), '   ');
    expect(fetchButton).toBeDisabled();
    await user.type(within(job).getByRole('textbox', { name: 'Job posting link' }), 'https://jobs.example.com/1');
    expect(fetchButton).toBeEnabled();

    await user.click(within(panel('Resume')).getByRole('tab', { name: 'Paste text' }));
    const save = within(panel('Resume')).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(panel('Resume')).getByRole('textbox', { name: 'Resume text' }), '  \n ');
    expect(save).toBeDisabled();
  });

  it('refuses a pasted text too short to analyze and a link that is not http(s) before any dialog or request', async () => {
    const { fetchMock } = serve();
    const { user, panel } = await openDocuments();
    const resume = panel('Resume');
    await user.click(within(resume).getByRole('tab', { name: 'Paste text' }));
    await user.type(within(resume).getByRole('textbox', { name: 'Resume text' }), 'Jane.');
    await user.click(within(resume).getByRole('button', { name: 'Save' }));
    expect(await within(resume).findByRole('alert')).toHaveTextContent(
      'Resume content must be at least 10 characters. Please add more details.',
    );

    const job = panel('Target Job');
    await user.click(within(job).getByRole('tab', { name: 'From a link' }));
    await user.type(within(job).getByRole('textbox', { name: 'Job posting link' }), 'jobs.example.com/42');
    await user.click(within(job).getByRole('button', { name: 'Fetch' }));
    expect(await within(job).findByRole('alert')).toHaveTextContent('Enter a valid http(s) link to a job posting.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/modules/update-cv-text')).toHaveLength(0);
    expect(requestsTo(fetchMock, 'POST /api/modules/scrape-job-description')).toHaveLength(0);
  });

  it('keeps Analyze Resume disabled, saying why, while the stored resume is too short to analyze', async () => {
    serve({ cvText: 'Jane.' });
    const { panel } = await openDocuments();
    const analyze = within(panel('Resume')).getByRole('button', { name: 'Analyze Resume' });
    expect(analyze).toBeDisabled();
    expect(analyze).toHaveAccessibleDescription(
      'Resume content must be at least 10 characters. Please add more details.',
    );
  });

  it("says 'Continue' will initialize the workspace when nothing exists yet, then uploads", async () => {
    const { fetchMock } = serve();
    const { user, panel } = await openDocuments();
    await user.upload(within(panel('Resume')).getByLabelText('Upload resume file'), textFile('Jane Doe\nData Analyst'));

    const dialog = await screen.findByRole('alertdialog', { name: 'Add your resume?' });
    expect(dialog).toHaveTextContent("'Continue' will initialize this workspace with this resume.");
    expect(dialog).toHaveTextContent('File: resume.txt');
    expect(within(dialog).queryByRole('button', { name: 'Reset & Continue' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create New Workspace Instead' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Uploaded & saved.')).toBeInTheDocument();
    expect(await within(panel('Resume')).findByRole('region', { name: 'Current resume text' })).toHaveTextContent(
      'Jane Doe Data Analyst',
    );
    const upload = requestsTo(fetchMock, 'POST /api/modules/extract-cv-text')[0];
    expect(upload?.form?.get('wid')).toBe(A);
    expect((upload?.form?.get('file') as File).name).toBe('resume.txt');
    expect(within(panel('Resume')).getByRole('link', { name: 'Analyze Resume' })).toBeInTheDocument();
  });

  it('warns before replacing: analyses and progress reset; Create New Workspace Instead only when the plan allows it', async () => {
    serve({ cvText: 'Old resume', completedModules: 3 });
    const pro = await openDocuments();
    await pro.user.click(within(pro.panel('Resume')).getByRole('tab', { name: 'Paste text' }));
    await pro.user.type(within(pro.panel('Resume')).getByRole('textbox', { name: 'Resume text' }), 'New resume');
    await pro.user.click(within(pro.panel('Resume')).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Replace your resume?' });
    expect(dialog).toHaveAccessibleDescription(
      'Changing the resume resets all module analyses and progress in this workspace.',
    );
    expect(dialog).toHaveTextContent('3 of 9 completed modules will be cleared.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Create New Workspace Instead', 'Reset & Continue']);
    await pro.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Nothing typed is lost by cancelling.
    expect(within(pro.panel('Resume')).getByRole('textbox', { name: 'Resume text' })).toHaveValue('New resume');
    pro.unmount();

    serve({ cvText: 'Old resume' }, { plan: 'free' });
    const free = await openDocuments();
    await free.user.upload(within(free.panel('Resume')).getByLabelText('Upload resume file'), textFile('Newer'));
    const freeDialog = await screen.findByRole('alertdialog', { name: 'Replace your resume?' });
    expect(
      within(freeDialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Reset & Continue']);
  });

  it('Reset & Continue saves, then the workspace is fetched again and the progress shows the cleared analyses', async () => {
    const { fetchMock } = serve({ cvText: 'Old resume', jdText: 'A job', completedModules: 4 });
    const { user, panel } = await openDocuments();
    expect(await within(screen.getByRole('banner')).findByText('Step 0 of 9 • 44%')).toBeInTheDocument();
    await user.click(within(panel('Resume')).getByRole('tab', { name: 'Paste text' }));
    await user.type(within(panel('Resume')).getByRole('textbox', { name: 'Resume text' }), '  New resume text  ');
    await user.click(within(panel('Resume')).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset & Continue' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/modules/update-cv-text')[0]?.body).toEqual({
      wid: A,
      cv_text: 'New resume text',
    });
    expect(await within(screen.getByRole('banner')).findByText('Step 0 of 9 • 0%')).toBeInTheDocument();
    expect(within(panel('Resume')).getByRole('region', { name: 'Current resume text' })).toHaveTextContent(
      'New resume text',
    );
    expect(within(panel('Resume')).getByRole('textbox', { name: 'Resume text' })).toHaveValue('');
    expect(requestsTo(fetchMock, `GET /api/workspaces/${A}`).length).toBeGreaterThanOrEqual(2);
  });

  it('Create New Workspace Instead puts the document in a new workspace and switches to it, leaving this one as it was', async () => {
    const { state } = serve({ cvText: 'Old resume', completedModules: 2 });
    const { user, panel, location } = await openDocuments();
    await user.upload(
      within(panel('Resume')).getByLabelText('Upload resume file'),
      textFile('Resume for another role'),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Create New Workspace Instead' }),
    );

    await waitFor(() => expect(location()).toMatch(/^\/app\/w\/ws_test\d+\/documents$/));
    expect(await screen.findByText('New workspace created!')).toBeInTheDocument();
    expect(await screen.findByText('Uploaded & saved.')).toBeInTheDocument();
    // The router's location changes before the new page renders: wait for the new workspace's text.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Current resume text' })).toHaveTextContent('Resume for another role'),
    );
    expect(state.workspaces.find((ws) => ws.wid === A)).toMatchObject({ cvText: 'Old resume', completedModules: 2 });
  });

  it("shows the server's detail when an upload fails, and the spec's default without one", async () => {
    let answer = apiError(
      422,
      'UNPROCESSABLE',
      'This PDF has no text layer (it may be a scan). Paste the text instead, or upload a DOCX.',
    );
    serve({}, { overrides: { 'POST /api/modules/extract-cv-text': () => answer } });
    const { user, panel } = await openDocuments();
    await user.upload(
      within(panel('Resume')).getByLabelText('Upload resume file'),
      new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await within(panel('Resume')).findByRole('alert')).toHaveTextContent(
      'This PDF has no text layer (it may be a scan).',
    );

    answer = new Response('<html>Bad gateway</html>', { status: 502 });
    await user.upload(
      within(panel('Resume')).getByLabelText('Upload resume file'),
      new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await within(panel('Resume')).findByText('Upload failed. Please try a different file.')).toBeInTheDocument();
  });

  it('keeps the typed text when saving fails', async () => {
    serve({}, { overrides: { 'POST /api/modules/update-jd-text': () => new Response('', { status: 500 }) } });
    const { user, panel } = await openDocuments();
    const job = panel('Target Job');
    await user.click(within(job).getByRole('tab', { name: 'Paste text' }));
    await user.type(within(job).getByRole('textbox', { name: 'Job description text' }), 'Senior analyst, SQL');
    await user.click(within(job).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));

    expect(await within(job).findByRole('alert')).toHaveTextContent('Failed to save document. Please try again.');
    expect(within(job).getByRole('textbox', { name: 'Job description text' })).toHaveValue('Senior analyst, SQL');
  });

  it("fetches a job from its link: 'Job description scraped.', or the server's detail / 'Scrape failed.'", async () => {
    let fail = true;
    const server = fakeWorkspaceServer({
      plan: 'pro',
      workspaces: [workspace({ wid: A, name: 'Data Analyst', isDefault: true })],
    });
    const fetchMock = fakeApi({
      ...server.handlers,
      'POST /api/modules/scrape-job-description': (req) =>
        fail ? new Response('', { status: 502 }) : server.handlers['POST /api/modules/scrape-job-description'](req),
    });
    const { user, panel } = await openDocuments();
    const job = panel('Target Job');
    await user.click(within(job).getByRole('tab', { name: 'From a link' }));
    await user.type(within(job).getByRole('textbox', { name: 'Job posting link' }), 'https://jobs.example.com/42');
    await user.click(within(job).getByRole('button', { name: 'Fetch' }));
    expect(await screen.findByRole('alertdialog', { name: 'Add your job description?' })).toHaveTextContent(
      'Link: https://jobs.example.com/42',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await within(job).findByRole('alert')).toHaveTextContent('Scrape failed.');
    expect(within(job).getByRole('textbox', { name: 'Job posting link' })).toHaveValue('https://jobs.example.com/42');

    fail = false;
    await user.click(within(job).getByRole('button', { name: 'Fetch' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Job description scraped.')).toBeInTheDocument();
    expect(await within(job).findByRole('region', { name: 'Current job description text' })).toHaveTextContent(
      'Job posted at https://jobs.example.com/42',
    );
    expect(requestsTo(fetchMock, 'POST /api/modules/scrape-job-description').at(-1)?.body).toEqual({
      wid: A,
      url: 'https://jobs.example.com/42',
    });
  });

  it("shows the extraction's warnings beside a successful upload", async () => {
    serve(
      {},
      {
        overrides: {
          'POST /api/modules/extract-cv-text': () =>
            new Response(
              JSON.stringify({
                message: 'Uploaded & saved.',
                wid: A,
                chars: 8,
                warnings: ['Page 2 has no text layer (it may be a scanned image) and was skipped.'],
                changed: true,
                cv_text: 'Jane Doe',
                text: 'Jane Doe',
              }),
              { status: 200 },
            ),
        },
      },
    );
    const { user, panel } = await openDocuments();
    await user.upload(
      within(panel('Resume')).getByLabelText('Upload resume file'),
      new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(
      await within(panel('Resume')).findByText('Page 2 has no text layer (it may be a scanned image) and was skipped.'),
    ).toBeInTheDocument();
  });

  it('takes a dropped file, and turns away a wrong type before sending it', async () => {
    const { fetchMock } = serve();
    const { panel } = await openDocuments();
    const zone = within(panel('Target Job')).getByText('Upload job description file').closest('label') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['png'], 'photo.png', { type: 'image/png' })] } });
    expect(await within(panel('Target Job')).findByRole('alert')).toHaveTextContent(
      'Choose a .pdf, .doc, .docx or .txt file.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    fireEvent.drop(zone, { dataTransfer: { files: [textFile('Job text', 'job.txt')] } });
    expect(await screen.findByRole('alertdialog', { name: 'Add your job description?' })).toHaveTextContent(
      'File: job.txt',
    );
    expect(requestsTo(fetchMock, 'POST /api/modules/extract-jd-text')).toHaveLength(0);
  });
});
