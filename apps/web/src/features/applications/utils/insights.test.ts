import type { Application, ApplicationStatus, CloseReason } from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { applicationFixture } from '../testing/application-fixture.ts';
import { funnelByStatus, gotResponse, responseByFitBand } from './insights.ts';

let n = 0;
const app = (
  status: ApplicationStatus,
  fitScore: number | null = null,
  closeReason: CloseReason | null = null,
): Application => applicationFixture({ id: `a${(n += 1)}`, status, fitScore, closeReason, appliedAt: null });

describe('insights', () => {
  it('counts the funnel by status, legacy values with their modern twin', () => {
    expect(
      funnelByStatus([app('draft'), app('tailored'), app('sent'), app('applied'), app('offer')]).map((b) => [
        b.label,
        b.count,
      ]),
    ).toEqual([
      ['Kit Generated', 2],
      ['Applied', 2],
      ['Interview', 0],
      ['Offer', 1],
      ['Rejected', 0],
    ]);
  });

  it('tells a response from silence', () => {
    expect(gotResponse(app('interview'))).toBe(true);
    expect(gotResponse(app('rejected'))).toBe(true);
    expect(gotResponse(app('rejected', null, 'no_response'))).toBe(false);
    expect(gotResponse(app('applied'))).toBe(false);
  });

  it('gives the response rate per fit band over applications that went out', () => {
    const bars = responseByFitBand([
      app('interview', 90),
      app('applied', 88),
      app('rejected', 72, 'no_response'),
      app('offer', 40),
      app('draft', 95),
      app('applied'),
    ]);
    expect(bars).toEqual([
      { label: 'Fit 85–100', count: 1, of: 2 },
      { label: 'Fit 70–84', count: 0, of: 1 },
      { label: 'Fit 50–69', count: 0, of: 0 },
      { label: 'Fit under 50', count: 1, of: 1 },
      { label: 'No fit score', count: 0, of: 1 },
    ]);
  });
});
