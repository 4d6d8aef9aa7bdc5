import '../../testing/dom-stubs.ts';
import type { Job, Kit } from '@cp/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { KitPanel } from './components/kit-panel.tsx';

const job = {
  id: 'dev:1',
  title: 'Senior Marketing Manager',
  company: 'Globex',
  location: 'Chicago, IL',
  posted: '2026-11-20T00:00:00.000Z',
  fetched_at: '2026-11-20T00:00:00.000Z',
  description: 'Lead demand generation.',
  apply_url: null,
  employment_type: 'FULLTIME',
  work_mode: 'onsite',
  fit_score: 80,
  reason: null,
  reasons: [],
  tag: null,
  source: 'dev',
  is_demo: false,
  flags: [],
  contact_email: 'jobs@globex.example',
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
  salary_yearly_min: null,
  salary_yearly_max: null,
  distance_km: null,
  skills: [],
} satisfies Job;

const LETTER =
  'Dear Globex Hiring Team,\n\nI am applying for the Senior Marketing Manager position at Globex.\n\nAt Acme Analytics, I managed a team of three marketers and a $1.2M budget.\n\nSincerely,\nJane Roe';
const preview: Kit = {
  kit_id: 'kit_1',
  preview_id: 'kp_1',
  generated_at: '2026-11-24T10:00:00.000Z',
  status: 'preview',
  finalized_at: null,
  job_id: 'dev:1',
  job: {
    id: 'dev:1',
    title: 'Senior Marketing Manager',
    company: 'Globex',
    location: 'Chicago, IL',
    apply_url: null,
    contact_email: 'jobs@globex.example',
    is_demo: false,
  },
  cover_letter: LETTER,
  resume_content: 'Jane Roe\n- Own the monthly board report',
  letter_sentences: [
    {
      text: 'I am applying for the Senior Marketing Manager position at Globex.',
      basis: 'framing',
      evidence: [],
      posting_text: null,
    },
    {
      text: 'At Acme Analytics, I managed a team of three marketers and a $1.2M budget.',
      basis: 'resume',
      evidence: [
        { requirement: 'Experience managing budgets', resume_line: 'Managed a team of 3 marketers and a $1.2M budget' },
      ],
      posting_text: null,
    },
  ],
  tailored_resume_sections: [
    {
      section: 'experience',
      original: 'Responsible for the monthly board report',
      tailored: 'Own the monthly board report',
      reasons: ['Strong verb first.'],
      rationale: 'Strong verb first.',
      flagged: false,
      kind: 'rewrite',
      where: 'Marketing Manager, Acme Analytics, line 3',
      evidence: [{ text: 'Responsible for the monthly board report', where: 'Marketing Manager, Acme Analytics' }],
      requirement: null,
    },
    {
      section: 'experience',
      original: 'Built dashboards on Postgres',
      tailored: 'Built dashboards on PostgreSQL',
      reasons: ["The posting says 'PostgreSQL' where this line says 'Postgres'."],
      rationale: '',
      flagged: false,
      kind: 'keyword',
      where: 'Analyst, Initech, line 1',
      evidence: [{ text: 'Built dashboards on Postgres', where: 'Analyst, Initech' }],
      requirement: 'Strong PostgreSQL experience',
    },
    {
      section: 'skills',
      original: 'HubSpot, SEO',
      tailored: 'HubSpot, SEO, PostgreSQL',
      reasons: ['Your work lines already show it.'],
      rationale: '',
      flagged: false,
      kind: 'add-skills',
      where: 'Skills',
      evidence: [{ text: 'Built dashboards on Postgres', where: 'Analyst, Initech' }],
      requirement: 'Strong PostgreSQL experience',
    },
  ],
  not_shown: ['Terraform'],
  refused_changes: 1,
  flags: [],
  email_body: '',
  summary: '',
  template: 'ats-classic',
  documents: [],
  application_id: null,
  application_status: null,
  sends: [],
  pdf_available: true,
};
const ready: Kit = {
  ...preview,
  status: 'kit_ready',
  finalized_at: '2026-11-24T10:05:00.000Z',
  application_id: 'app_1',
  application_status: 'draft',
  summary: 'A cover letter with 1 sentence drawn from your resume.',
  documents: [
    {
      name: 'resume',
      format: 'pdf',
      filename: 'resume.pdf',
      mime: 'application/pdf',
      bytes: 40_000,
      sha256: 'a'.repeat(64),
      url: '/api/agent/kits/kit_1/resume.pdf',
    },
  ],
};

function renderPanel(props: { plan?: 'free' | 'pro'; available?: number } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <KitPanel
      wid="ws_AAAAAAAAAAAAAAAA"
      job={job}
      plan={props.plan ?? 'pro'}
      available={props.available ?? 300}
      upgradeHref="/app/w/ws_AAAAAAAAAAAAAAAA/agent?upgrade=open"
      userEmail="jane@example.com"
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/app/w/ws_AAAAAAAAAAAAAAAA/agent'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('KitPanel', () => {
  it('offers free users the upgrade path instead of generating', async () => {
    const api = fakeApi({ 'GET /api/agent/kit': () => json({ kit: null }) });
    renderPanel({ plan: 'free' });
    expect(await screen.findByRole('link', { name: 'Upgrade to Generate Kits' })).toHaveAttribute(
      'href',
      '/app/w/ws_AAAAAAAAAAAAAAAA/agent?upgrade=open',
    );
    expect(screen.queryByRole('button', { name: /Generate Kit/ })).toBeNull();
    expect(requestsTo(api, 'POST /api/agent/preview-kit')).toHaveLength(0);
  });

  it('says exactly what is missing under 10 credits, and does not offer to generate', async () => {
    fakeApi({ 'GET /api/agent/kit': () => json({ kit: null }) });
    renderPanel({ available: 4 });
    expect(await screen.findByText('Not enough credits. You have 4, need 10.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate Kit/ })).toBeDisabled();
  });

  it('generates a preview whose sentences show their resume evidence, then finalizes the edited letter', async () => {
    const api = fakeApi({
      'GET /api/agent/kit': () => json({ kit: null }),
      'POST /api/agent/preview-kit': () => json(preview),
      'POST /api/agent/finalize-kit': () => json(ready),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: /Generate Kit/ }));
    const letter = await screen.findByLabelText('Cover letter');
    expect(requestsTo(api, 'POST /api/agent/preview-kit')[0]?.body).toMatchObject({
      wid: 'ws_AAAAAAAAAAAAAAAA',
      job: { id: 'dev:1' },
    });
    await user.click(screen.getByText('What each sentence rests on'));
    expect(screen.getByText('Managed a team of 3 marketers and a $1.2M budget')).toBeInTheDocument();
    expect(screen.getByText('Letter wording: claims nothing about you')).toBeInTheDocument();
    // each resume change with what it does, the resume line it rests on and the posting line it answers
    const changes = within(
      screen.getByRole('heading', { name: 'Tailored resume: the changes for this job' }).parentElement!,
    )
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(changes).toHaveLength(3);
    expect(changes[0]).toHaveTextContent('Wording · Marketing Manager, Acme Analytics, line 3');
    expect(changes[0]).toHaveTextContent('Your resume saysResponsible for the monthly board report');
    expect(changes[1]).toHaveTextContent("The posting's word · Analyst, Initech, line 1");
    expect(within(changes[1]!).getByText('Built dashboards on PostgreSQL')).toBeInTheDocument();
    // a one-line change rests on the line it changes: shown once, as what the resume says
    expect(within(changes[1]!).getAllByText(/Built dashboards on Postgres\b/)).toHaveLength(1);
    expect(changes[2]).toHaveTextContent('Rests on your resume:Built dashboards on Postgres (Analyst, Initech)');
    expect(changes[1]).toHaveTextContent('Answers the posting: Strong PostgreSQL experience');
    expect(changes[2]).toHaveTextContent('Added to your skills list: PostgreSQL');
    expect(
      screen.getByText(
        /The posting also asks for Terraform\. Your resume does not show it, so the kit does not add it/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 possible change was left out/)).toBeInTheDocument();
    await user.type(letter, ' Thanks.');
    await user.click(screen.getByRole('button', { name: 'Finalize Kit' }));
    expect(await screen.findByText(/Kit ready/)).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/agent/finalize-kit')[0]?.body).toMatchObject({
      preview_id: 'kp_1',
      cover_letter: `${LETTER} Thanks.`,
      template: 'ats-classic',
    });
  });

  it('says plainly when there was nothing to tailor: the resume goes as it is', async () => {
    fakeApi({
      'GET /api/agent/kit': () =>
        json({ kit: { ...preview, tailored_resume_sections: [], not_shown: [], refused_changes: 0 } }),
    });
    renderPanel();
    expect(
      await screen.findByText(
        'Nothing to tailor for this job: no line of your resume needed a change, so the kit uses your resume as it is.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Rests on your resume/)).toBeNull();
  });

  it('shows the flags of an edit the resume does not back, and finalizes only when the user keeps them', async () => {
    const api = fakeApi({
      'GET /api/agent/kit': () => json({ kit: preview }),
      'POST /api/agent/finalize-kit': ({ body }) =>
        (body as { keep_flagged?: boolean }).keep_flagged
          ? json(ready)
          : json(
              {
                detail: 'Your edit says things your resume does not show.',
                code: 'UNPROCESSABLE',
                request_id: 'r',
                flags: [
                  {
                    kind: 'employer',
                    text: 'Microsoft',
                    field: 'cover_letter',
                    message:
                      "'Microsoft' is an employer your resume does not show. Remove it, or keep it only if it is true.",
                  },
                ],
              },
              422,
            ),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Finalize Kit' }));
    expect(await screen.findByText(/'Microsoft' is an employer your resume does not show/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'They are true: finalize anyway' }));
    expect(await screen.findByText(/Kit ready/)).toBeInTheDocument();
    expect(
      requestsTo(api, 'POST /api/agent/finalize-kit').map((r) => (r.body as { keep_flagged?: boolean }).keep_flagged),
    ).toEqual([undefined, true]);
  });

  it('applies only after a confirmation naming the job, the company and where the e-mail goes', async () => {
    const api = fakeApi({
      'GET /api/agent/kit': () => json({ kit: ready }),
      'POST /api/agent/apply-job': () =>
        json({
          method: 'email',
          apply_url: null,
          sent_to: 'jobs@globex.example',
          reply_to: 'jane@example.com',
          application_status: 'applied',
          send: {
            id: 's1',
            method: 'email',
            destination: 'jobs@globex.example',
            reply_to: 'jane@example.com',
            subject: 'Application',
            delivery: 'logged',
            created_at: '2026-11-24T10:06:00.000Z',
            files: [],
          },
          kit: {
            ...ready,
            application_status: 'applied',
            sends: [
              {
                id: 's1',
                method: 'email',
                destination: 'jobs@globex.example',
                reply_to: 'jane@example.com',
                subject: 'Application',
                delivery: 'logged',
                created_at: '2026-11-24T10:06:00.000Z',
                files: [],
              },
            ],
          },
        }),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply for Senior Marketing Manager at Globex?' });
    expect(dialog).toHaveTextContent('to jobs@globex.example, sent by Career Prep with your address as reply-to');
    expect(within(dialog).getByText('jane@example.com')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/agent/apply-job')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await screen.findByText(/E-mailed to jobs@globex.example, replies to jane@example.com/)).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/agent/apply-job')[0]?.body).toMatchObject({
      job_id: 'dev:1',
      confirm: { job_id: 'dev:1', destination: 'jobs@globex.example' },
    });
  });

  it("after a reload, says when the apply link was opened (the server's send log) and offers Mark as Applied first", async () => {
    const linkJob = { ...ready.job, apply_url: 'https://globex.example/careers/42' };
    const opened: Kit = {
      ...ready,
      job: linkJob,
      sends: [
        {
          id: 's1',
          method: 'link',
          destination: linkJob.apply_url,
          reply_to: null,
          subject: null,
          delivery: 'opened',
          created_at: '2026-11-24T15:00:00.000Z',
          files: [],
        },
      ],
    };
    const api = fakeApi({
      'GET /api/agent/kit': () => json({ kit: opened }),
      'PUT /api/workspaces/:wid/applications/:id/status': () => json({ id: 'app_1', status: 'applied' }),
    });
    const user = renderPanel();
    expect(
      await screen.findByText(
        "You opened the apply link on Nov 24, 2026. Once you have sent the application on the employer's site, mark it as applied.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Open the apply link again/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply$/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark as Applied' }));
    expect(await screen.findByText(/^Applied\./)).toBeInTheDocument();
    expect(requestsTo(api, 'PUT /api/workspaces/ws_AAAAAAAAAAAAAAAA/applications/app_1/status')[0]?.body).toEqual({
      status: 'applied',
    });
    expect(screen.queryByText(/You opened the apply link/)).toBeNull();
  });

  it('shows a failed generation in a dismissible toast with the server detail, else the spec default', async () => {
    fakeApi({
      'GET /api/agent/kit': () => json({ kit: null }),
      'POST /api/agent/preview-kit': () => apiError(503, 'UNAVAILABLE', ''),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: /Generate Kit/ }));
    expect(await screen.findByText('Failed to generate preview')).toBeInTheDocument();
  });
});
