import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import {
  POSTING_DATA_ANALYST,
  POSTING_FRONTEND,
  RESUME_DATA_ANALYST,
  RESUME_NURSE,
} from '../../testing/module-fixtures.ts';
import { LIVE_PLAN_MAX } from './plan-session.ts';

const engine = testEngine();
const SQL_QUESTION = 'The role asks for SQL and PostgreSQL. Walk me through the piece of work that best shows it.';
const SQL_BASIS =
  'The posting requires SQL and PostgreSQL, and your resume shows it in your work: expect to be asked for detail.';
const STRONG_SQL = `At Quillfeather Health in 2022 the finance team planned budgets from spreadsheets that were always two weeks late.
My task was to give them weekly numbers they could trust. I wrote a set of SQL queries in PostgreSQL over the claims tables, and I added
window functions to compute rolling costs per region. I then scheduled the report and checked it against last quarter's totals with the
finance lead. As a result the team moved to weekly planning, and the report cut their preparation time from 3 days to 4 hours.`;

describe('planLiveInterview: the questions a live interview asks', () => {
  it('opens, then asks the Fit Matrix gaps early among the focus questions, from the engine questions only', () => {
    const plan = engine.planLiveInterview({
      resumeText: RESUME_NURSE,
      postingText: POSTING_DATA_ANALYST,
      focus: 'technical',
      asOf: AS_OF,
    });
    expect(plan.questions[0]!.aim).toBe('opening');
    expect(plan.gaps.length).toBeGreaterThan(0);
    const aims = plan.questions.map((q) => q.aim);
    expect(aims.indexOf('gap')).toBeGreaterThan(0);
    expect(aims.indexOf('gap')).toBeLessThanOrEqual(3);
    expect(plan.questions.length).toBeLessThanOrEqual(LIVE_PLAN_MAX);
    const module5 = Object.values(
      engine.generateInterviewQuestions({ resumeText: RESUME_NURSE, postingText: POSTING_DATA_ANALYST, asOf: AS_OF }),
    )
      .flat()
      .map((q) => q.question);
    for (const q of plan.questions.slice(1)) expect(module5).toContain(q.question);
  });

  it('follows the focus: a technical plan asks technical questions first, a resume plan asks about the resume', () => {
    const technical = engine.planLiveInterview({
      resumeText: RESUME_DATA_ANALYST,
      postingText: POSTING_DATA_ANALYST,
      focus: 'technical',
      asOf: AS_OF,
    });
    const cv = engine.planLiveInterview({
      resumeText: RESUME_DATA_ANALYST,
      postingText: POSTING_DATA_ANALYST,
      focus: 'cv',
      asOf: AS_OF,
    });
    expect(technical.questions.find((q) => q.aim === 'focus')!.category).toBe('Technical');
    expect(cv.questions.find((q) => q.aim === 'focus')!.category).toBe('About your resume');
  });

  it('is deterministic', () => {
    const input = {
      resumeText: RESUME_DATA_ANALYST,
      postingText: POSTING_FRONTEND,
      focus: 'behavioral' as const,
      asOf: AS_OF,
    };
    expect(engine.planLiveInterview(input)).toEqual(engine.planLiveInterview(input));
  });
});

describe('liveFollowUp: one probe on a thin answer', () => {
  const turn = (answer: string) =>
    engine.liveFollowUp({
      question: SQL_QUESTION,
      basis: SQL_BASIS,
      answer,
      resumeText: RESUME_DATA_ANALYST,
      asOf: AS_OF,
    });
  it('a strong answer gets none', () => {
    expect(turn(STRONG_SQL).followUp).toBeNull();
  });
  it('a short answer is asked for an example; an empty one is given time; an off-topic one is brought back', () => {
    expect(turn('I used SQL a lot.').followUp).toMatch(/example/i);
    expect(turn('').followUp).toMatch(/Take your time/);
    const offTopic = turn(
      'My favourite holiday was a long walk along the coast with my family and our two dogs, eating ice cream in the sun every afternoon.',
    );
    expect(offTopic.followUp).toMatch(/connect to SQL and PostgreSQL/);
  });
  it('a story without a result is asked how it ended', () => {
    const noResult = `At Quillfeather Health the finance team planned budgets from late spreadsheets. My task was to give them weekly numbers.
I wrote SQL queries in PostgreSQL over the claims tables, I added window functions for rolling costs per region, and I scheduled the report
for the finance lead every Monday morning, checking each query with the data engineers before it went out to the finance team.`;
    const f = turn(noResult);
    if (f.score !== null && f.score < 55) expect(f.followUp).toMatch(/result|end/i);
    else expect(f.followUp).toBeNull();
  });
});

describe('gradeLiveSession: feedback on the whole session', () => {
  const turns = [
    { question: SQL_QUESTION, basis: SQL_BASIS, category: 'Technical', answer: STRONG_SQL },
    { question: 'Tell me about a time you disagreed with a stakeholder.', category: 'Behavioral', answer: '' },
  ];
  it('grades answered questions with the rubric; practice skips the unanswered one', () => {
    const f = engine.gradeLiveSession({ turns, resumeText: RESUME_DATA_ANALYST, asOf: AS_OF, style: 'practice' });
    expect(f).toMatchObject({ asked: 2, answered: 1 });
    expect(f.answers).toHaveLength(1);
    expect(f.score).toBeGreaterThanOrEqual(80);
    expect(f.markdown).toContain('1 of 2 questions answered');
    expect(f.spoken).toContain(`${f.score} out of 100`);
    // the plain markdown the screens render: a block with a bullet holds only bullets
    for (const block of f.markdown.split(/\n{2,}/))
      if (block.split('\n').some((l) => l.startsWith('- ')))
        expect(block.split('\n').every((l) => l.startsWith('- '))).toBe(true);
    expect(f.markdown).not.toContain('#');
  });
  it('a screening rehearsal counts the unanswered question as 0 and says so', () => {
    const practice = engine.gradeLiveSession({
      turns,
      resumeText: RESUME_DATA_ANALYST,
      asOf: AS_OF,
      style: 'practice',
    });
    const rehearsal = engine.gradeLiveSession({
      turns,
      resumeText: RESUME_DATA_ANALYST,
      asOf: AS_OF,
      style: 'rehearsal',
    });
    expect(rehearsal.score).toBe(Math.round(practice.score! / 2));
    expect(rehearsal.markdown).toContain('unanswered questions count as 0');
  });
  it('nothing answered: no score and no praise', () => {
    const f = engine.gradeLiveSession({
      turns: [{ question: SQL_QUESTION, answer: null }],
      asOf: AS_OF,
      style: 'practice',
    });
    expect(f.score).toBeNull();
    expect(f.priorities).toEqual([]);
    expect(f.spoken).toMatch(/No answer was given/);
  });
});
