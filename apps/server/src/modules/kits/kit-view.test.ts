import { describe, expect, it } from 'vitest';
import { trackedJob } from './kit-view.ts';
import type { KitRow } from './kits.repository.ts';

const row = (apply_url: string | null, fit_score?: number) =>
  ({
    job: {
      id: 'job_1',
      title: 'Analyst',
      company: 'Globex',
      location: 'Chicago, IL',
      apply_url,
      contact_email: null,
      is_demo: true,
    },
    preview: { fit_score },
  }) as unknown as Pick<KitRow, 'job' | 'preview'>;

describe('trackedJob', () => {
  it("keeps the job's web link and the fit the preview scored", () => {
    expect(trackedJob(row('https://boards.example/jobs/1', 72.4))).toEqual({
      jobUrl: 'https://boards.example/jobs/1',
      fitScore: 72,
    });
  });

  it('drops a link the dashboard would refuse and a score a kit made before scores were kept does not have', () => {
    expect(trackedJob(row('mailto:jobs@globex.example'))).toEqual({ jobUrl: null, fitScore: null });
    expect(trackedJob(row(`https://boards.example/${'x'.repeat(3000)}`, Number.NaN))).toEqual({
      jobUrl: null,
      fitScore: null,
    });
    expect(trackedJob(row(null, 140))).toEqual({ jobUrl: null, fitScore: 100 });
  });
});
