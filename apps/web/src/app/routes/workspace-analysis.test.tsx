import '../../testing/dom-stubs.ts';
import type { AnalysisModuleKey } from '@cp/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engineAdvice, engineResults } from '../../features/analysis/testing/engine-results.ts';
import { CREDITS_CHANGED_EVENT } from '../../lib/credits-events.ts';
import { apiError, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { A, serveAnalysis as serve } from '../testing/fake-analysis-server.ts';
import { renderApp } from '../../testing/render-app.tsx';

const main = () => within(screen.getByRole('main'));
const nextSteps = () => within(screen.getByRole('navigation', { name: 'Next steps' }));
const text = (key: AnalysisModuleKey) => JSON.stringify(engineResults[key]);

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('analysis steps', () => {
  it('Fit Matrix: Analyze posts Module 3 for this workspace, then shows the fit, its reasons and next steps', async () => {
    const fetchMock = serve();
    const credits = vi.fn();
    window.addEventListener(CREDITS_CHANGED_EVENT, credits);
    const { user } = renderApp(`/app/w/${A}/modules/3`);
    expect(await screen.findByRole('heading', { name: 'No Fit Matrix result yet' })).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Analyze' }));

    expect(await screen.findByText('Current Fit')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/modules/process').map((r) => r.body)).toEqual([
      { module: 'Module 3', wid: A },
    ]);
    expect(screen.getByRole('figure', { name: /Current Fit/ })).toHaveTextContent('84.3%');
    expect(
      within(screen.getByRole('region', { name: 'Reasons to reject' })).getByText(
        /No evidence of communication skills/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What matched and what did not' })).toHaveTextContent('Met');
    expect(screen.getByRole('button', { name: /Re-analyze/ })).toBeEnabled();
    expect(nextSteps().getByRole('link', { name: /Resume Improvement/ })).toHaveAttribute(
      'href',
      `/app/w/${A}/modules/4`,
    );
    expect(nextSteps().getByRole('link', { name: /Interview Questions/ })).toHaveAttribute(
      'href',
      `/app/w/${A}/modules/5`,
    );
    expect(await screen.findByText('Fit Matrix completed successfully.')).toBeInTheDocument();
    expect(credits).toHaveBeenCalled();
    window.removeEventListener(CREDITS_CHANGED_EVENT, credits);
  });

  it('Resume Audit: shows the stored score with its factors and the salary with its source', async () => {
    serve({ outputs: { 'Module 1': text('Module 1') } });
    renderApp(`/app/w/${A}/modules/1`);
    const ring = await screen.findByRole('figure', { name: /^Score/ });
    expect(ring).toHaveTextContent('70.6/100');
    expect(ring).toHaveTextContent('Good');
    expect(screen.getByRole('region', { name: 'Why this score' })).toHaveTextContent('Sections');
    expect(screen.getByRole('region', { name: 'Salary expectations' })).toHaveTextContent(
      'Source: BLS OEWS May 2024, SOC 15-2051',
    );
    expect(screen.getByRole('button', { name: /Re-analyze/ })).toBeInTheDocument();
    expect(nextSteps().getByRole('link', { name: /Next: Job Decoder/ })).toHaveAttribute(
      'href',
      `/app/w/${A}/modules/2`,
    );
  });

  it('free plan: blurs the salary and skill position behind Start Free Trial, without the figures', async () => {
    serve({ plan: 'free', outputs: { 'Module 1': text('Module 1') } });
    renderApp(`/app/w/${A}/modules/1`);
    const link = await screen.findByRole('link', { name: 'Start Free Trial to view salary expectations' });
    expect(link.getAttribute('href')).toContain('upgrade=trial');
    expect(screen.getByRole('link', { name: 'Start Free Trial to view skill position' })).toBeInTheDocument();
    expect(screen.queryByText(/BLS OEWS May 2024, SOC 15-2051/)).not.toBeInTheDocument();
  });

  it('a missing document disables Analyze and shows the spec text, the inline uploader and a link to My Documents', async () => {
    const fetchMock = serve({ jd: '' });
    renderApp(`/app/w/${A}/modules/3`);
    expect(
      await screen.findByText('Please provide both Resume and Job Description in My Documents first.'),
    ).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Analyze' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Go to My Documents' })).toHaveAttribute('href', `/app/w/${A}/documents`);
    expect(screen.getByRole('region', { name: 'Add your job description' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add your resume' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/modules/process')).toHaveLength(0);
  });

  it('the inline uploader saves the missing posting, says so, and the step can run', async () => {
    const fetchMock = serve({ jd: '' });
    const { user } = renderApp(`/app/w/${A}/modules/3`);
    const uploader = within(await screen.findByRole('region', { name: 'Add your job description' }));
    await user.click(uploader.getByRole('tab', { name: 'Paste text' }));
    await user.type(uploader.getByRole('textbox'), 'Data Analyst. Requirements: SQL and Tableau.');
    await user.click(uploader.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job Description uploaded successfully!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/modules/update-jd-text').map((r) => r.body)).toEqual([
      { wid: A, jd_text: 'Data Analyst. Requirements: SQL and Tableau.' },
    ]);
    // The workspace is fetched again: the prompt goes and Analyze is enabled.
    await waitFor(() => expect(main().getByRole('button', { name: 'Analyze' })).toBeEnabled());
    expect(screen.queryByRole('region', { name: 'Missing document' })).not.toBeInTheDocument();
  });

  it('both documents missing: an uploader for each', async () => {
    serve({ cv: '', jd: '' });
    renderApp(`/app/w/${A}/modules/9`);
    expect(await screen.findByRole('region', { name: 'Add your resume' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Add your job description' })).toBeInTheDocument();
  });

  it('Job Decoder without a posting says so in its own words', async () => {
    serve({ jd: '' });
    renderApp(`/app/w/${A}/modules/2`);
    expect(await screen.findByText('Please provide a job posting in Resume & Job first.')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Analyze' })).toBeDisabled();
  });

  it('402: the credit gate shows the detail and opens the upgrade dialog for a free user', async () => {
    serve({
      plan: 'free',
      process: () =>
        apiError(402, 'INSUFFICIENT_CREDITS', 'Module requires 1 credit but you have 0. Please upgrade to continue.'),
    });
    const { user, location } = renderApp(`/app/w/${A}/modules/1`);
    await user.click(await within(await screen.findByRole('main')).findByRole('button', { name: 'Analyze' }));
    expect(
      await screen.findByText('Module requires 1 credit but you have 0. Please upgrade to continue.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`/app/w/${A}/modules/1?upgrade=credits`));
  });

  it('free plan: Resume Improvement is locked with the upgrade prompt', async () => {
    const fetchMock = serve({ plan: 'free' });
    renderApp(`/app/w/${A}/modules/4`);
    expect(await screen.findByRole('heading', { name: 'Upgrade to unlock CV Improvement.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toContain('upgrade=module_4');
    expect(screen.queryByRole('button', { name: 'Generate Suggestions' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/modules/process')).toHaveLength(0);
  });

  it('Resume Improvement: a table of original and suggested phrases with bullet reasons and highlighted placeholders', async () => {
    serve({ outputs: { 'Module 4': engineResults['Module 4'] } });
    renderApp(`/app/w/${A}/modules/4`);
    const table = await screen.findByRole('table');
    const change = (
      engineResults['Module 4'] as { changes: { old_phrase: string; new_phrase: string; rationale: string }[] }
    ).changes[0]!;
    expect(within(table).getByRole('columnheader', { name: 'Original Phrase' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Suggested Phrase' })).toBeInTheDocument();
    const row = within(table).getByText(change.old_phrase).closest('tr')!;
    expect(row).toHaveTextContent(change.new_phrase);
    expect(within(row).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(row).getAllByRole('listitem')[0]).not.toHaveTextContent(/^- /);
    if (change.new_phrase.includes('[')) expect(row.querySelector('mark')).not.toBeNull();
    expect(nextSteps().getByRole('link', { name: /Next: Interview Questions/ })).toHaveAttribute(
      'href',
      `/app/w/${A}/modules/5`,
    );
  });

  it('invalid stored data shows the message and Rerun Analysis', async () => {
    serve({ outputs: { 'Module 4': { nope: true } } });
    renderApp(`/app/w/${A}/modules/4`);
    expect(await screen.findByText('Invalid data received from analysis. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rerun Analysis' })).toBeEnabled();
  });

  it('Interview Questions: one collapsible group per category', async () => {
    serve({ outputs: { 'Module 5': engineResults['Module 5'] } });
    const { user } = renderApp(`/app/w/${A}/modules/5`);
    const categories = Object.entries(engineResults['Module 5'] as Record<string, { question: string }[]>);
    const [firstName, firstItems] = categories[0]!;
    const trigger = await screen.findByRole('button', { name: new RegExp(`^${firstName}`) });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(firstItems[0]!.question)).toBeVisible();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(firstItems[0]!.question)).not.toBeInTheDocument();
    if (categories[1]) {
      const second = screen.getByRole('button', { name: new RegExp(`^${categories[1][0]}`) });
      expect(second).toHaveAttribute('aria-expanded', 'false');
      await user.click(second);
      expect(screen.getByText(categories[1][1][0]!.question)).toBeInTheDocument();
    }
  });

  it('Cover Letter: the letter is editable, Copy copies the edited text', async () => {
    serve({ outputs: { 'Module 9': text('Module 9') } });
    const { user } = renderApp(`/app/w/${A}/modules/9`);
    // After userEvent.setup(), which installs its own clipboard.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const box = await screen.findByRole('textbox', { name: 'Your cover letter' });
    expect(box).toHaveValue((engineResults['Module 9'] as { letter: string }).letter);
    await user.clear(box);
    await user.type(box, 'Dear team');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Dear team');
    expect(screen.getByRole('button', { name: 'Save as PDF' })).toBeInTheDocument();
  });
});

describe("each step's advice", () => {
  it.each([1, 2, 3, 4, 5, 9] as const)(
    'step %i leads with What to do next, before the scores and evidence',
    async (step) => {
      const key = `Module ${step}` as AnalysisModuleKey;
      serve({ outputs: { [key]: step === 4 || step === 5 ? engineResults[key] : text(key) } });
      renderApp(`/app/w/${A}/modules/${step}`);
      const lead = await screen.findByRole('region', { name: 'What to do next' });
      const items = within(lead)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(items).toEqual(engineAdvice[key]);
      // the lead comes before every other section of the result
      const sections = main().getAllByRole('heading', { level: 2 });
      expect(sections[0]).toHaveTextContent('What to do next');
      expect(main().queryByText(/\d{2}-\d{4}\.\d{2}|\bpoints\b|\bweight\b/)).toBeNull();
    },
  );
});
