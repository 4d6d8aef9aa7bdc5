import { describe, expect, it } from 'vitest';
import { AS_OF, POSTING, RESUME_LAYOUT, testEngine } from '../../testing/fixtures.ts';
import { POSTING_NURSE, RESUME_NURSE } from '../../testing/module-fixtures.ts';

const engine = testEngine();
const fitOf = (resumeText: string, postingText: string) =>
  engine.buildFitMatrix({ resumeText, postingText, asOf: AS_OF });

describe('buildFitMatrix (module 3)', () => {
  const fit = fitOf(RESUME_LAYOUT, POSTING);
  const core = engine.scoreFit(engine.parseResume(RESUME_LAYOUT, { asOf: AS_OF }), engine.parsePosting(POSTING));

  it("carries the core fit's scores, reasons and focus items in the spec's shape", () => {
    expect(fit.overall_fit.score).toBe(core.score);
    expect(fit.potential_score).toBe(core.potentialScore);
    expect(fit.reasons_to_hire).toEqual(core.reasonsToHire);
    expect(fit.reasons_to_reject).toContain('Missing nice-to-haves: Kafka');
    expect(fit.cv_items_to_focus[0]).toEqual({
      item: 'Senior Software Engineer, Northwind Payments Inc (Mar 2021 - Present)',
      description: expect.stringMatching(/^Evidence for /),
    });
  });

  it('explains the score: a markdown summary line per factor, every requirement with its evidence', () => {
    expect(fit.overall_fit.summary).toMatch(
      /^Fit \d+(\.\d)?\/100 .*\n\n- \*\*Required skills\*\*: 100\/100\. 3 of 3 required skills met/s,
    );
    expect(fit.factors.find((f) => f.id === 'required-skills')).toMatchObject({
      matched: ['Go or Python', 'Kubernetes and Docker', 'PostgreSQL'],
      missing: [],
    });
    expect(fit.requirements.find((r) => r.label === 'Kafka')).toMatchObject({
      status: 'missing',
      score: 0,
      missing: ['Kafka'],
    });
    expect(fit.requirements.find((r) => r.label === 'Kubernetes and Docker')!.evidence[0]).toMatch(
      /^Senior Software Engineer, Northwind Payments Inc: 'Led migration/,
    );
  });

  it("takes the posting's stated salary first, with BLS for comparison", () => {
    expect(fit.salary_expectation).toMatchObject({
      estimate: 165000,
      source: 'Job posting (stated salary)',
      basis: 'posting',
    });
    const nurse = fitOf(RESUME_NURSE, POSTING_NURSE).salary_expectation;
    expect(nurse).toMatchObject({
      basis: 'bls-percentiles',
      source: 'BLS OEWS May 2024, SOC 29-1141 Registered Nurses',
      experience_level: 'Expert (10+ years)',
    });
  });

  it('lists interview items by kind', () => {
    expect(fit.interview_items.technical[0]).toMatch(/^The role asks for Go or Python\. Walk me through/);
    expect(fit.interview_items.behavioral.length).toBeGreaterThan(0);
    expect(fit.interview_items.cv_related[0]).toMatch(
      /^As a Senior Software Engineer at Northwind Payments Inc, you wrote: 'Cut p99 latency by 40%/,
    );
    expect(fit.flags).toEqual([]);
  });
});
