import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../testing/fixtures.ts';

const engine = testEngine();
const RESUME = [
  'Jordan Vale',
  'jordan.vale@example.com',
  '',
  'Experience',
  'Marketing Manager, Brightline Analytics (2021 - Present)',
  '- Planned seasonal email campaigns and wrote the newsletter',
  'Account Coordinator, Meridian Health Insurance (2018 - 2021)',
  '- Kept client files and scheduled renewal calls',
].join('\n');
const POSTING = [
  'Campaign Lead',
  '',
  'Requirements',
  '- Strong analytical skills',
  '- Healthcare or insurance domain knowledge',
].join('\n');

describe('an employer name as evidence', () => {
  const fit = engine.scoreFit(engine.parseResume(RESUME, { asOf: AS_OF }), engine.parsePosting(POSTING));
  const match = (label: RegExp) => fit.requirements.find((m) => label.test(m.requirement.label))!;

  it("shows no skill: 'Brightline Analytics' is no evidence of analytical skills", () => {
    expect(match(/analytical/)).toMatchObject({ status: 'missing', evidence: [] });
  });

  it("shows a domain: 'Meridian Health Insurance' evidences an insurance domain", () => {
    const domain = match(/domain/);
    expect(domain.status).not.toBe('missing');
    expect(domain.evidence[0]?.text).toMatch(/Meridian Health Insurance/);
  });
});
