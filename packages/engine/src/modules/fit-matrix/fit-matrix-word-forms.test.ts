import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';

const engine = testEngine();
const requirementOf = (resumeText: string, postingText: string, label: string) => {
  const fit = engine.runModule('Module 3', { resumeText, postingText, asOf: AS_OF });
  if (!fit.ok) throw new Error(fit.error.detail);
  return fit.value.requirements.find((r) => r.label === label);
};

const POSTING = `Job title: Science Lab Assistant
Company: Brightwater Learning Center
Requirements
- Prior teaching experience at a Community College or a similar adult learning setting is required for this role
- Troubleshooting of lab equipment`;

const resume = (bullets: string) => `Dana Reyes
Lab Technician
dana.reyes@example.com

EXPERIENCE
Lab Technician, Fernhill Biotech (2019 - Present)
${bullets}`;

describe('Fit Matrix (module 3) compares words by their forms, never by their first letters', () => {
  it("does not meet a 'Community College' requirement with 'Collected specimens and communicated results'", () => {
    const match = requirementOf(
      resume('- Collected specimens and communicated results to twelve field teams'),
      POSTING,
      'Community College',
    );
    expect(match).toMatchObject({ status: 'missing', evidence: [] });
  });

  it('meets a requirement with another form of its words', () => {
    const match = requirementOf(
      resume('- Troubleshoot lab equipment for four research groups'),
      POSTING,
      'Troubleshooting of lab equipment',
    );
    expect(match?.status).toBe('met');
  });
});
