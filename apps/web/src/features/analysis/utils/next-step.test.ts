import { describe, expect, it } from 'vitest';
import { nextAnalysisStep } from './next-step.ts';

describe('nextAnalysisStep', () => {
  it('starts with the Resume Audit before any result', () => {
    expect(nextAnalysisStep([], 'pro')).toEqual({ step: 1, label: 'Start with Resume Audit' });
  });

  it('continues with the first step that has no result, whatever order the others were run in', () => {
    expect(nextAnalysisStep([1, 3], 'pro')).toEqual({ step: 2, label: 'Continue with Job Decoder' });
    expect(nextAnalysisStep([2], 'pro')).toEqual({ step: 1, label: 'Continue with Resume Audit' });
  });

  it('skips the steps a free plan cannot run', () => {
    expect(nextAnalysisStep([1, 2, 3], 'free')).toEqual({ step: 5, label: 'Continue with Interview Questions' });
    expect(nextAnalysisStep([1, 2, 3, 4], 'pro')).toEqual({ step: 5, label: 'Continue with Interview Questions' });
  });

  it('offers the results once every step the plan allows is done', () => {
    expect(nextAnalysisStep([1, 2, 3, 5], 'free')).toEqual({ step: 1, label: 'Review your results' });
    expect(nextAnalysisStep([1, 2, 3, 4, 5, 9], 'ultimate')).toEqual({ step: 1, label: 'Review your results' });
  });
});
