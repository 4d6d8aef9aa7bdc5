import '../../../testing/dom-stubs.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json, requestsTo, signIn, signOutLocally } from '../../../testing/fake-api.ts';
import { DOCUMENT_UPDATED_EVENT } from '../../../lib/document-events.ts';
import { InlineDocumentUploader, type InlineDocumentUploaderProps } from './inline-document-uploader.tsx';

const WID = 'ws_AAAAAAAAAAAAAAAA';
const saved = (chars: number) => json({ message: 'Saved.', wid: WID, chars, changed: true });
const pdf = (name = 'resume.pdf') => new File(['%PDF-1.7 Jane Doe'], name, { type: 'application/pdf' });

function renderUploader(props: Partial<InlineDocumentUploaderProps> = {}) {
  const onUploaded = vi.fn<InlineDocumentUploaderProps['onUploaded']>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <InlineDocumentUploader wid={WID} kind="cv" onUploaded={onUploaded} {...props} />
      <Toaster />
    </QueryClientProvider>,
  );
  const uploader = screen.getByRole('region', {
    name: props.kind === 'jd' ? 'Add your job description' : 'Add your resume',
  });
  return { user, onUploaded, uploader };
}

/** Records the document-updated events the uploader broadcasts. */
function listenForUpdates() {
  const events: unknown[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent).detail);
  window.addEventListener(DOCUMENT_UPDATED_EVENT, listener);
  return { events, stop: () => window.removeEventListener(DOCUMENT_UPDATED_EVENT, listener) };
}

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('InlineDocumentUploader', () => {
  it("saves a pasted resume, says 'Resume uploaded successfully!', announces it and calls onUploaded", async () => {
    const fetchMock = fakeApi({ 'POST /api/modules/update-cv-text': () => saved(22) });
    const updates = listenForUpdates();
    const { user, onUploaded, uploader } = renderUploader();
    await user.click(within(uploader).getByRole('tab', { name: 'Paste text' }));
    const textbox = within(uploader).getByRole('textbox', { name: 'Resume text' });
    await user.click(textbox);
    await user.paste('  Jane Doe, data analyst  ');
    await user.click(within(uploader).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Resume uploaded successfully!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/modules/update-cv-text').map((r) => r.body)).toEqual([
      { wid: WID, cv_text: 'Jane Doe, data analyst' },
    ]);
    expect(onUploaded).toHaveBeenCalledExactlyOnceWith('cv');
    expect(updates.events).toEqual([{ kind: 'cv', wid: WID }]);
    expect(textbox).toHaveValue('');
    updates.stop();
  });

  it("turns away a paste under 10 characters with the spec's message, sending nothing", async () => {
    const fetchMock = fakeApi({});
    const { user, onUploaded, uploader } = renderUploader();
    await user.click(within(uploader).getByRole('tab', { name: 'Paste text' }));
    const textbox = within(uploader).getByRole('textbox', { name: 'Resume text' });
    await user.type(textbox, ' Jane Doe ');
    await user.click(within(uploader).getByRole('button', { name: 'Save' }));

    expect(within(uploader).getByRole('alert')).toHaveTextContent(
      'Resume content must be at least 10 characters. Please add more details.',
    );
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveAccessibleDescription(
      'Resume content must be at least 10 characters. Please add more details.',
    );
    expect(textbox).toHaveValue(' Jane Doe ');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();

    // Typing more clears the message.
    await user.type(textbox, 'analyst');
    expect(within(uploader).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps the pasted text and shows the server's detail when saving fails", async () => {
    const fetchMock = fakeApi({
      'POST /api/modules/update-cv-text': () => apiError(404, 'WID_NOT_FOUND', 'This workspace no longer exists.'),
    });
    const { user, onUploaded, uploader } = renderUploader();
    await user.click(within(uploader).getByRole('tab', { name: 'Paste text' }));
    const textbox = within(uploader).getByRole('textbox', { name: 'Resume text' });
    await user.click(textbox);
    await user.paste('Jane Doe, data analyst');
    await user.click(within(uploader).getByRole('button', { name: 'Save' }));

    expect(await within(uploader).findByRole('alert')).toHaveTextContent('This workspace no longer exists.');
    expect(textbox).toHaveValue('Jane Doe, data analyst');
    expect(textbox).toBeEnabled();
    expect(within(uploader).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(requestsTo(fetchMock, 'POST /api/modules/update-cv-text')).toHaveLength(1);
    expect(screen.queryByText('Resume uploaded successfully!')).not.toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file that is not PDF or DOCX (even the .doc its picker lists), sending nothing', async () => {
    const fetchMock = fakeApi({});
    const { user, uploader } = renderUploader();
    const input = within(uploader).getByLabelText('Upload resume file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(input).toHaveAccessibleDescription('PDF or DOCX, up to 10 MB');

    await user.upload(input, new File(['old word'], 'resume.doc', { type: 'application/msword' }));
    expect(within(uploader).getByRole('alert')).toHaveTextContent(
      'Only PDF or DOCX files are supported. Please upload a .pdf or .docx file, or paste the text instead.',
    );

    // A dropped file skips the picker's filter.
    fireEvent.drop(within(uploader).getByText('Upload resume file').closest('label') as HTMLElement, {
      dataTransfer: { files: [new File(['Jane'], 'resume.txt', { type: 'text/plain' })] },
    });
    expect(within(uploader).getByRole('alert')).toHaveTextContent('Only PDF or DOCX files are supported.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads a PDF through the extract endpoint, showing progress, then the success and the extraction notes', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = fakeApi({
      'POST /api/modules/extract-cv-text': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user, onUploaded, uploader } = renderUploader();
    const input = within(uploader).getByLabelText('Upload resume file');
    await user.upload(input, pdf());

    expect(await within(uploader).findByRole('status')).toHaveTextContent('Uploading…');
    expect(input).toBeDisabled();
    expect(within(uploader).getByRole('tab', { name: 'Paste text' })).toBeEnabled();
    const upload = requestsTo(fetchMock, 'POST /api/modules/extract-cv-text')[0];
    expect(upload?.form?.get('wid')).toBe(WID);
    expect(upload?.form?.get('type')).toBe('cv');
    expect((upload?.form?.get('file') as File).name).toBe('resume.pdf');

    const note = 'Page 2 has no text layer (it may be a scanned image) and was skipped.';
    answer(
      json({
        message: 'Uploaded & saved.',
        wid: WID,
        chars: 20,
        pages: 2,
        warnings: [note],
        changed: true,
        cv_text: 'Jane Doe, data analyst',
        text: 'Jane Doe, data analyst',
      }),
    );
    expect(await screen.findByText('Resume uploaded successfully!')).toBeInTheDocument();
    expect(within(uploader).getByText(note)).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledExactlyOnceWith('cv');
    expect(within(uploader).queryByText('Uploading…')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it("offers a link for the job, says 'Job Description uploaded successfully!', and uses the job's too-short message", async () => {
    const fetchMock = fakeApi({
      'POST /api/modules/scrape-job-description': () =>
        json({
          jd_text: 'Senior analyst, SQL',
          message: 'Job description scraped.',
          wid: WID,
          source: 'json-ld',
          url: 'https://jobs.example.com/42',
          chars: 19,
          changed: true,
        }),
    });
    const { user, onUploaded, uploader } = renderUploader({ kind: 'jd' });
    expect(within(uploader).getByRole('tablist', { name: 'How to add the job description' })).toBeInTheDocument();
    expect(
      within(uploader)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Upload file', 'Paste text', 'From a link']);

    await user.click(within(uploader).getByRole('tab', { name: 'Paste text' }));
    await user.type(within(uploader).getByRole('textbox', { name: 'Job description text' }), 'Analyst');
    await user.click(within(uploader).getByRole('button', { name: 'Save' }));
    expect(within(uploader).getByRole('alert')).toHaveTextContent(
      'Job posting must be at least 10 characters. Please add more details.',
    );

    await user.click(within(uploader).getByRole('tab', { name: 'From a link' }));
    await user.click(within(uploader).getByRole('textbox', { name: 'Job posting link' }));
    await user.paste('https://jobs.example.com/42');
    await user.click(within(uploader).getByRole('button', { name: 'Fetch' }));
    expect(await screen.findByText('Job Description uploaded successfully!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/modules/scrape-job-description').map((r) => r.body)).toEqual([
      { wid: WID, url: 'https://jobs.example.com/42' },
    ]);
    expect(onUploaded).toHaveBeenCalledExactlyOnceWith('jd');
  });

  it('says that saving replaces a stored text that is too short', () => {
    fakeApi({});
    render(
      <QueryClientProvider client={new QueryClient()}>
        <InlineDocumentUploader wid={WID} kind="cv" storedText=" Jane " onUploaded={vi.fn()} />
      </QueryClientProvider>,
    );
    const uploader = screen.getByRole('region', { name: 'Replace your resume' });
    expect(uploader).toHaveTextContent(
      "The saved resume has only 4 characters. Adding one here replaces it and clears this workspace's module results.",
    );
    expect(within(uploader).queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
