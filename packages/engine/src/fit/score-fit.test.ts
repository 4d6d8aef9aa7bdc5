import { describe, expect, it } from 'vitest';
import { AS_OF, POSTING, RESUME_LAYOUT, testEngine } from '../testing/fixtures.ts';
import { FIT_FACTORS } from './fit-factors.ts';

const engine = testEngine();
const posting = engine.parsePosting(POSTING);
const fit = engine.scoreFit(engine.parseResume(RESUME_LAYOUT, { asOf: AS_OF }), posting);
const byLabel = new Map(fit.requirements.map((m) => [m.requirement.label, m]));

describe('scoreFit', () => {
  it('scores a strong resume high, with a potential at least as high', () => {
    expect(fit.score).toBeGreaterThan(80);
    expect(fit.score).toBeLessThanOrEqual(100);
    expect(fit.potentialScore).toBeGreaterThanOrEqual(fit.score);
  });

  it('is the weighted sum of its factors, the factor table being data', () => {
    expect(fit.factors.map((f) => f.id)).toEqual(FIT_FACTORS.map((f) => f.id));
    expect(fit.factors.reduce((sum, f) => sum + f.points, 0)).toBeCloseTo(fit.score, 0);
    expect(fit.factors.every((f) => f.score >= 0 && f.score <= 100)).toBe(true);
  });

  it('gives every met requirement the resume text that supports it', () => {
    const kube = byLabel.get('Kubernetes and Docker')!;
    expect(kube.status).toBe('met');
    expect(kube.evidence[0]).toMatchObject({
      section: 'experience',
      role: { title: 'Senior Software Engineer', employer: 'Northwind Payments Inc' },
    });
    expect(kube.evidence[0]!.text).toMatch(/Kubernetes/);
    expect(byLabel.get('backend development')).toMatchObject({
      status: 'met',
      note: expect.stringMatching(
        /years in backend development \(asks 5; from Senior Software Engineer, Software Engineer\)/,
      ),
    });
  });

  it('names what is missing and what is only partly shown', () => {
    expect(byLabel.get('Kafka')).toMatchObject({ status: 'missing', missing: ['Kafka'] });
    expect(byLabel.get('AWS certification')).toMatchObject({ status: 'partial', missing: ['certification'] });
    expect(fit.reasonsToReject).toContain('Missing nice-to-haves: Kafka');
  });

  it('gives reasons to hire, items to focus on and improvements toward the potential', () => {
    expect(fit.reasonsToHire[0]).toBe('Shows 3 of 3 required skills: Go or Python, Kubernetes and Docker, PostgreSQL');
    expect(fit.focusItems[0]!.item).toBe('Senior Software Engineer, Northwind Payments Inc (Mar 2021 - Present)');
    expect(fit.improvements[0]).toMatchObject({ requirementId: 'req-7' });
    expect(fit.summary).toMatch(/^Fit \d+(\.\d)?\/100/);
  });

  it('finds experience short of what a role requirement asks', () => {
    const p = engine.parsePosting(
      'Job title: Survey Researcher\nRequired Experience\n- At least 4 years as a Survey Researcher',
    );
    const short = engine.scoreFit(engine.parseResume('EXPERIENCE\nSurvey Researcher (2019 - 2021)'), p);
    expect(short.requirements[0]).toMatchObject({
      status: 'partial',
      score: 0.5,
      note: 'asks 4 years as Survey Researcher; the resume shows 2',
    });
    expect(short.reasonsToReject).toContain('Experience: asks 4 years as Survey Researcher; the resume shows 2');
  });

  it("names the posting's occupation in words (no code) where the title factor explains itself", () => {
    const analyst = engine.parseResume('EXPERIENCE\nSenior Data Analyst (2019 - 2024)', { asOf: AS_OF });
    const same = engine.scoreFit(analyst, engine.parsePosting('Job title: Senior Data Analyst\nRequirements\n- SQL'));
    const detail =
      "Closest title 'Senior Data Analyst': same occupation (posting: Business Intelligence Analysts in O*NET)";
    expect(same.factors.find((f) => f.id === 'title')?.detail).toBe(detail);
    expect(same.reasonsToHire).toContain(detail);
    const unknown = engine.scoreFit(analyst, engine.parsePosting('Job title: Zxqv Blorp\nRequirements\n- SQL'));
    expect(unknown.factors.find((f) => f.id === 'title')?.detail).toBe("Closest title 'Senior Data Analyst': unknown");
  });

  it('leaves out factors the posting gives no basis for', () => {
    const bare = engine.scoreFit(engine.parseResume('SKILLS\nPython'), engine.parsePosting('Python developer'));
    expect(bare.factors.filter((f) => !f.isApplicable).map((f) => f.id)).toEqual([
      'required-skills',
      'experience',
      'duties',
      'preferred',
      'education',
    ]);
    expect(bare.score).toBeGreaterThanOrEqual(0);
  });

  it("credits the posting's core duties a role shows, with the line that shows it (docs/decisions/020)", () => {
    const p = engine.parsePosting(
      'Job title: Data Analyst\nResponsibilities\n- Build weekly SQL reports for the finance team\n- Negotiate vendor contracts\nRequirements\n- SQL',
    );
    const analyst = engine.parseResume(
      'EXPERIENCE\nData Analyst, Northwind (2019 - 2024)\n- Built weekly SQL reports for the finance team\nSKILLS\nvendor contracts',
      { asOf: AS_OF },
    );
    const duties = engine.scoreFit(analyst, p).factors.find((f) => f.id === 'duties')!;
    expect(duties.isApplicable).toBe(true);
    expect(duties.matches.map((m) => [m.requirement.label, m.status])).toEqual([
      ['Build weekly SQL reports', 'met'],
      ['Negotiate vendor contracts', 'missing'],
    ]);
    expect(duties.matches[0]!.evidence[0]).toMatchObject({
      text: 'Built weekly SQL reports for the finance team',
      role: { title: 'Data Analyst' },
    });
    expect(duties.detail).toBe("1 of 2 of the job's duties shown in the resume's roles");
    expect(engine.scoreFit(analyst, p).reasonsToHire).toContain(
      "Has done 1 of the job's 2 core duties: Build weekly SQL reports",
    );
    // a duty is no requirement: the requirement list stays the posting's own
    expect(engine.scoreFit(analyst, p).requirements.map((m) => m.requirement.label)).toEqual(['SQL']);
  });

  it('ranks a resume that lost a required skill and years below the full one', () => {
    const full = engine.parseResume(RESUME_LAYOUT, { asOf: AS_OF });
    const reduced = engine.parseResume(
      RESUME_LAYOUT.replace(/Kubernetes|k8s/g, 'servers').replace('Mar 2021 - Present', 'Mar 2021 - Mar 2022'),
      { asOf: AS_OF },
    );
    expect(engine.scoreFit(full, posting).score).toBeGreaterThan(engine.scoreFit(reduced, posting).score);
  });

  it('says when nothing the posting asks for could be read, and only then', () => {
    const bare = engine.scoreFit(
      engine.parseResume(RESUME_LAYOUT, { asOf: AS_OF }),
      engine.parsePosting('Senior Backend Engineer\nAcmecorp\nAustin, TX'),
    );
    expect(bare.summary).toContain('the score rests on the job title and keywords alone');
    expect(fit.summary).not.toContain('rests on the job title');
  });
  it("quotes the line that uses a skill, not a role's header or a line that only shares its stem", () => {
    const p = engine.parsePosting(
      'Job title: Marketing Manager\nRequirements\n- Hands-on experience with HubSpot or Marketo',
    );
    const resume = engine.parseResume(
      'EXPERIENCE\nMarketing Manager, Clearview Media (2019 - 2024)\n- Led a team of marketers running webinars\n- Rebuilt lead scoring in HubSpot with sales\nSKILLS\nHubSpot',
      { asOf: AS_OF },
    );
    const scored = engine.scoreFit(resume, p);
    // the line naming the skill leads the evidence every module quotes (the letter, the questions)
    expect(scored.requirements[0]!.evidence[0]!.text).toBe('Rebuilt lead scoring in HubSpot with sales');
    const reasons = scored.reasonsToHire;
    expect(reasons).toContain("HubSpot or Marketo: 'Rebuilt lead scoring in HubSpot with sales'");
    expect(reasons.join('\n')).not.toContain("'Marketing Manager, Clearview Media");
  });
});
