import { describe, expect, it } from 'vitest';
import { assistantSteps, isServedStep } from './assistant-steps.ts';
import type { GoalInput, GoalWorkspaceState } from './goal-types.ts';
import { planGoal } from './plan-goal.ts';

const emptyWorkspace: GoalWorkspaceState = {
  hasResume: false,
  hasJob: false,
  completedSteps: [],
  resumeScore: null,
  resumePotential: null,
  fitScore: null,
  fitPotential: null,
  missingMustHaves: [],
};
const costs = { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1 };

function input(
  overrides: Omit<Partial<GoalInput>, 'workspace'> & { workspace?: Partial<GoalWorkspaceState> } = {},
): GoalInput {
  return {
    question: 'I have an interview next week',
    firstName: null,
    plan: 'pro',
    creditsAvailable: 300,
    trialAvailable: true,
    creditCosts: costs,
    proSteps: [4, 7, 8, 9],
    ...overrides,
    workspace: { ...emptyWorkspace, ...overrides.workspace },
  };
}

describe('planGoal', () => {
  it('builds an interview plan with the spec time estimates, credits and module links', () => {
    const answer = planGoal(input());
    expect(answer.intent).toBe('interview_soon');
    const steps = answer.assistant_copy_v2.steps;
    expect(steps.map((s) => s.module_step)).toEqual([3, 5, 6, 8, 2]);
    expect(steps[0]).toMatchObject({ title: 'Fit Matrix', time: '2–4 min', credits: 1, pro: false, done: false });
    expect(steps[1]!.time).toBe('5–8 min');
    expect(answer.uc_flow.map((f) => f.step)).toEqual([3, 5, 6, 8, 2]);
    expect(steps[3]).toMatchObject({ title: 'Live Interview', time: '12–15 min', pro: true });
    expect(answer.primary_index).toBe(0);
  });

  it('links only steps this build serves', () => {
    for (const question of [
      'find me a job',
      'switch careers',
      'first job',
      'interview tomorrow',
      'negotiate',
      'gap',
      'promotion',
      '',
    ]) {
      for (const step of planGoal(input({ question })).assistant_copy_v2.steps)
        expect(isServedStep(step.module_step)).toBe(true);
    }
    // every step of the table has its screen now (Live Interview was the last one switched on)
    expect(Object.values(assistantSteps).every((s) => s.served)).toBe(true);
  });

  it('ends a job search plan with the Application Dashboard now that it is served', () => {
    expect(
      planGoal(input({ question: 'I was laid off and need a new job' })).assistant_copy_v2.steps.map(
        (s) => s.module_step,
      ),
    ).toEqual([10, 1, 2, 3, 11]);
  });

  it('checks off steps already done and starts from the first open one', () => {
    expect(
      planGoal(input({ workspace: { hasResume: true, hasJob: true, completedSteps: [3] } })).assistant_copy_v2.steps[0]!
        .how,
    ).toMatch(/^Done: open Fit Matrix to review/);
    const answer = planGoal(
      input({
        workspace: {
          hasResume: true,
          hasJob: true,
          completedSteps: [3],
          fitScore: 62,
          fitPotential: 80,
          missingMustHaves: ['SQL', 'Tableau'],
        },
      }),
    );
    const steps = answer.assistant_copy_v2.steps;
    expect(steps[0]).toMatchObject({ module_step: 3, done: true });
    expect(steps[0]!.why).toBe(
      'Your fit with this posting is 62 of 100, with 2 must-have requirements not shown on your resume.',
    );
    expect(answer.primary_index).toBe(1);
    expect(answer.assistant_copy_v2.progress).toEqual({ done: 1, total: 5 });
    expect(answer.assistant_copy_v2.direct_answer.summary).toContain('1 of 5 steps done in this workspace.');
    expect(answer.assistant_copy_v2.quick_wins.join(' ')).toContain("'SQL' and 'Tableau'");
  });

  it('says nothing about scores, gaps or names the workspace does not hold', () => {
    const answer = planGoal(input({ question: 'improve my resume' }));
    const all = JSON.stringify(answer);
    expect(all).not.toMatch(/scored \d|fit with this posting is|found no evidence/);
    expect(answer.assistant_copy_v2.greeting).toBe('Hi there!');
    expect(answer.assistant_copy_v2.quick_wins[0]).toContain('Add your resume');
    expect(answer.assistant_copy_v2.steps[0]!.how).toBe(
      'Add your resume on the Documents page, then open Resume Audit.',
    );
  });

  it('uses the saved first name and the audit score when they exist', () => {
    const answer = planGoal(
      input({
        question: 'better resume',
        firstName: 'Ana',
        workspace: { hasResume: true, completedSteps: [1], resumeScore: 58, resumePotential: 74 },
      }),
    );
    expect(answer.assistant_copy_v2.greeting).toBe('Hi Ana!');
    expect(answer.assistant_copy_v2.steps[0]!.why).toBe(
      'Your resume scored 58 of 100; its listed actions point to 74.',
    );
    expect(answer.assistant_copy_v2.quick_wins.join(' ')).toContain('from 58 toward 74');
  });

  it('marks pro steps, warns free users and offers the trial only to those who have not used it', () => {
    const free = planGoal(input({ question: 'tailor my application for this job', plan: 'free' }));
    const letter = free.assistant_copy_v2.steps.find((s) => s.module_step === 9)!;
    expect(letter.pro).toBe(true);
    expect(free.assistant_copy_v2.cautions.join(' ')).toContain(
      'Resume Improvement and Cover Letter need Pro on the free plan.',
    );
    expect(free.upsell?.copy).toBe('Start the free Pro trial to open Resume Improvement and Cover Letter.');
    expect(
      planGoal(input({ question: 'tailor my application for this job', plan: 'free', trialAvailable: false })).upsell
        ?.copy,
    ).toMatch(/^Upgrade to Pro/);
    expect(planGoal(input({ question: 'tailor my application for this job', plan: 'pro' })).upsell).toBeNull();
  });

  it('warns when the credits do not cover the steps left', () => {
    const answer = planGoal(input({ question: 'switch careers', creditsAvailable: 1 }));
    expect(answer.assistant_copy_v2.cautions[0]).toBe('The steps left cost 6 credits and you have 1 credit.');
    expect(
      planGoal(input({ question: 'switch careers', creditsAvailable: 50 })).assistant_copy_v2.cautions.join(' '),
    ).not.toContain('credits and you have');
  });

  it('starts a job hunt with the Job Search Agent, and claims no tool is missing when the first step ships', () => {
    const answer = planGoal(input({ question: 'I was laid off, help me find a job' }));
    expect(answer.assistant_copy_v2.steps[0]).toMatchObject({
      module_step: 10,
      title: 'Job Search Agent',
      done: false,
    });
    expect(answer.assistant_copy_v2.cautions.join(' ')).not.toContain('is not part of this version');
  });

  it("names the field a career switch targets, in the user's words only", () => {
    expect(planGoal(input({ question: 'switch careers into UX design' })).assistant_copy_v2.acknowledgment).toBe(
      'You want to switch careers, toward UX design.',
    );
    expect(
      planGoal(input({ question: 'switch careers into <script>alert(1)</script>' })).assistant_copy_v2.acknowledgment,
    ).not.toContain('<');
  });

  it.each(['', '   ', '???', 'a'.repeat(5000), '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '\u202e\u200b'])(
    'answers hostile or empty input %# with the general plan and never echoes it',
    (question) => {
      const answer = planGoal(input({ question }));
      expect(answer.intent).toBe('general');
      expect(answer.assistant_copy_v2.steps.length).toBeGreaterThan(0);
      expect(JSON.stringify(answer)).not.toMatch(/onerror|javascript:|aaaaa/);
    },
  );

  it('counts all steps done', () => {
    const answer = planGoal(input({ workspace: { hasResume: true, hasJob: true, completedSteps: [2, 3, 5, 6, 8] } }));
    expect(answer.assistant_copy_v2.direct_answer.summary).toContain('All 5 steps of this plan are done');
    expect(answer.primary_index).toBe(0);
  });

  it('is deterministic', () => {
    expect(planGoal(input({ question: 'promotion to senior' }))).toEqual(
      planGoal(input({ question: 'promotion to senior' })),
    );
  });
});
