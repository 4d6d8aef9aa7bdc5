import { describe, expect, it } from 'vitest';
import { AS_OF, POSTING, RESUME_LAYOUT, testEngine } from '../testing/fixtures.ts';

const engine = testEngine();

describe('runModule', () => {
  it('runs each analysis module by its key', () => {
    const input = { resumeText: RESUME_LAYOUT, postingText: POSTING, asOf: AS_OF };
    expect(engine.runModule('Module 1', input)).toEqual({ ok: true, value: engine.auditResume(input) });
    expect(engine.runModule('Module 2', input)).toEqual({ ok: true, value: engine.decodeJob(input) });
    expect(engine.runModule('Module 3', input)).toEqual({ ok: true, value: engine.buildFitMatrix(input) });
    expect(engine.runModule('Module 4', input)).toEqual({ ok: true, value: engine.suggestImprovements(input) });
    expect(engine.runModule('Module 5', input)).toEqual({ ok: true, value: engine.generateInterviewQuestions(input) });
    expect(engine.runModule('Module 9', input)).toEqual({ ok: true, value: engine.writeCoverLetter(input) });
  });

  it("answers the spec's texts when a document is missing", () => {
    expect(engine.runModule('Module 1', { postingText: POSTING, asOf: AS_OF })).toEqual({
      ok: false,
      error: { code: 'RESUME_REQUIRED', detail: 'Please upload your resume in Resume & Job to run this module.' },
    });
    expect(engine.runModule('Module 2', { resumeText: RESUME_LAYOUT, asOf: AS_OF })).toEqual({
      ok: false,
      error: { code: 'POSTING_REQUIRED', detail: 'Please provide a job posting in Resume & Job first.' },
    });
    expect(engine.runModule('Module 3', { resumeText: RESUME_LAYOUT, postingText: '  ', asOf: AS_OF })).toMatchObject({
      ok: false,
      error: { detail: 'Please provide both Resume and Job Description in My Documents first.' },
    });
    expect(engine.runModule('Module 4', { resumeText: RESUME_LAYOUT, asOf: AS_OF })).toMatchObject({ ok: true });
  });
});
