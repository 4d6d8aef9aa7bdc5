import '../../../testing/dom-stubs.ts';
import { emptyResumeDocument, RAW_PDF_MESSAGE, type BuilderImportResponse } from '@cp/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json, requestsTo, signIn, signOutLocally } from '../../../testing/fake-api.ts';
import { StartPanel } from './start-panel.tsx';

const WID = 'ws_AAAAAAAAAAAAAAAA';

function readResult(): BuilderImportResponse {
  const doc = emptyResumeDocument();
  doc.contact.name = 'Jane Doe';
  doc.experience = [
    {
      role: 'Data Analyst',
      company: 'Northwind',
      location: '',
      dates: 'Jun 2016 – Feb 2020',
      bullets: ['Modelled churn'],
    },
  ];
  doc.skills = ['SQL', 'Python'];
  const low = 'low' as const;
  return {
    doc,
    confidence: {
      contact: { name: 'high', title: low, email: low, phone: low, location: low, website: low },
      summary: low,
      experience: [{ role: 'high', company: 'medium', location: low, dates: 'high', bullets: 'high' }],
      education: [],
      skills: 'high',
      projects: low,
    },
    warnings: [],
    engine_version: '0.3.0',
  };
}

function renderStart(hasDocument = false) {
  const onUse = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <StartPanel wid={WID} hasDocument={hasDocument} onUse={onUse} />
    </QueryClientProvider>,
  );
  return { onUse, user: userEvent.setup() };
}

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('StartPanel', () => {
  it('shows what was read from the workspace resume, with confidences, and replaces nothing until "Use this resume"', async () => {
    fakeApi({ [`POST /api/workspaces/${WID}/builder/import-workspace`]: () => json(readResult()) });
    const { onUse, user } = renderStart(true);
    await user.click(screen.getByRole('button', { name: /Import from Workspace CV/ }));
    expect(
      await screen.findByRole('heading', { name: 'Check what was read from your workspace resume' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/replaces the document in the builder/)).toBeInTheDocument();
    expect(screen.getByText('Data Analyst')).toBeInTheDocument();
    expect(screen.getByText('Check')).toBeInTheDocument(); // the company was a medium-confidence guess
    expect(onUse).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use this resume' }));
    expect(onUse).toHaveBeenCalledExactlyOnceWith(readResult().doc);
  });

  it("says the spec's message when the workspace has no resume, and Cancel leaves the document alone", async () => {
    fakeApi({
      [`POST /api/workspaces/${WID}/builder/import-workspace`]: () =>
        apiError(
          404,
          'NOT_FOUND',
          'No Resume saved in this workspace yet. Try uploading a Resume in the Home → Smart Pair section first.',
        ),
    });
    const { onUse, user } = renderStart();
    await user.click(screen.getByRole('button', { name: /Import from Workspace CV/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No Resume saved in this workspace yet.');
    expect(onUse).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB before sending it, and shows the raw-PDF message from the server', async () => {
    const fetchMock = fakeApi({ 'POST /api/parse-resume': () => apiError(422, 'UNPROCESSABLE', RAW_PDF_MESSAGE) });
    const { onUse, user } = renderStart();
    const input = screen.getByLabelText('Resume file to upload');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 10 MB');
    expect(requestsTo(fetchMock, 'POST /api/parse-resume')).toHaveLength(0);
    await user.upload(input, new File(['%PDF-1.7 1 0 obj endobj'], 'raw.txt', { type: 'text/plain' }));
    expect(await screen.findByText(RAW_PDF_MESSAGE)).toBeInTheDocument();
    expect(onUse).not.toHaveBeenCalled();
  });

  it('refuses a JSON Resume file that is not JSON, and names the field the server refused', async () => {
    fakeApi({
      'POST /api/builder/import-json-resume': () =>
        apiError(
          400,
          'VALIDATION_ERROR',
          "This is not a JSON Resume the builder can read: 'work.0.highlights' Invalid input.",
        ),
    });
    const { user } = renderStart();
    const input = screen.getByLabelText('JSON Resume file to import');
    await user.upload(input, new File(['{ not json'], 'resume.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not valid JSON.');
    await user.upload(
      input,
      new File([JSON.stringify({ work: [{ highlights: 'x' }] })], 'resume.json', { type: 'application/json' }),
    );
    expect(await screen.findByText(/'work\.0\.highlights'/)).toBeInTheDocument();
  });

  it('asks before Start from Scratch replaces a document', async () => {
    const { onUse, user } = renderStart(true);
    await user.click(screen.getByRole('button', { name: /Start from Scratch/ }));
    expect(screen.getByRole('heading', { name: 'Start from an empty page?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start from Scratch' }));
    expect(onUse).toHaveBeenCalledExactlyOnceWith(emptyResumeDocument());
  });
});
