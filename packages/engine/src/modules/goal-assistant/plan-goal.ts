import { assistantSteps, isServedStep, stepTime } from './assistant-steps.ts';
import type { GoalAnswer, GoalInput, GoalStep } from './goal-types.ts';
import { classifyGoal, switchTarget, type GoalIntent } from './intent-table.ts';
import { howStep, whyStep } from './step-reasons.ts';

const MAX_QUICK_WINS = 3;
const MAX_GAPS_NAMED = 3;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function buildSteps(intent: GoalIntent, input: GoalInput): GoalStep[] {
  const done = new Set(input.workspace.completedSteps);
  return intent.steps.filter(isServedStep).map((step) => {
    const info = assistantSteps[step]!;
    return {
      title: info.label,
      time: stepTime(step),
      why: whyStep(step, intent.id, input.workspace),
      how: howStep(step, info.label, info.needs, input.workspace),
      pro: input.proSteps.includes(step),
      module_step: step,
      credits: input.creditCosts[step] ?? 0,
      done: done.has(step),
    };
  });
}

function quickWins(intent: GoalIntent, input: GoalInput): string[] {
  const ws = input.workspace;
  const wins: string[] = [];
  if (!ws.hasResume)
    wins.push('Add your resume to this workspace on the Documents page: most steps below start from it.');
  const needsJob = intent.steps.some(
    (step) => assistantSteps[step]?.needs === 'jd' || assistantSteps[step]?.needs === 'both',
  );
  if (!ws.hasJob && needsJob)
    wins.push(
      'Paste the posting you are aiming for on the Documents page: the Job Decoder, the Fit Matrix and the letter read it.',
    );
  if (ws.missingMustHaves.length > 0) {
    const named = ws.missingMustHaves.slice(0, MAX_GAPS_NAMED).map((gap) => `'${gap}'`);
    wins.push(
      `The Fit Matrix found no evidence on your resume for ${listWords(named)}: if you have done this, add a line that shows it, with the result.`,
    );
  }
  if (ws.resumeScore !== null && ws.resumePotential !== null && ws.resumePotential > ws.resumeScore) {
    wins.push(
      `The Resume Audit lists the actions that take your score from ${ws.resumeScore} toward ${ws.resumePotential}; start with the first.`,
    );
  }
  wins.push(intent.quickWin);
  return wins.slice(0, MAX_QUICK_WINS);
}

function cautions(intent: GoalIntent, steps: GoalStep[], input: GoalInput): string[] {
  const list: string[] = [];
  const unserved = intent.steps.filter((step) => !isServedStep(step));
  if (unserved.length > 0 && intent.steps[0] === unserved[0]) {
    list.push(
      `The ${assistantSteps[unserved[0]!]!.label} is not part of this version yet, so this plan gets you ready with the steps that are.`,
    );
  }
  const left = steps.filter((step) => !step.done);
  const cost = left.reduce((sum, step) => sum + step.credits, 0);
  if (cost > input.creditsAvailable) {
    list.push(
      `The steps left cost ${plural(cost, 'credit')} and you have ${plural(Math.max(0, input.creditsAvailable), 'credit')}.`,
    );
  }
  const locked = left.filter((step) => step.pro && input.plan === 'free');
  if (locked.length > 0)
    list.push(
      `${listWords(locked.map((step) => step.title))} ${locked.length === 1 ? 'needs' : 'need'} Pro on the free plan.`,
    );
  list.push(intent.caution);
  return list;
}

function greeting(firstName: string | null): string {
  return firstName ? `Hi ${firstName}!` : 'Hi there!';
}

function acknowledgment(intent: GoalIntent, question: string): string {
  if (intent.id !== 'switch_careers') return intent.acknowledgment;
  const target = switchTarget(question);
  return target ? `You want to switch careers, toward ${target}.` : intent.acknowledgment;
}

/** Ask UC's answer: the goal's intent, turned into a plan over this workspace's real state. */
export function planGoal(input: GoalInput): GoalAnswer {
  const { intent } = classifyGoal(input.question);
  const steps = buildSteps(intent, input);
  const doneCount = steps.filter((step) => step.done).length;
  const firstOpen = steps.findIndex((step) => !step.done);
  const progress =
    steps.length === 0
      ? ''
      : doneCount === steps.length
        ? ` All ${steps.length} steps of this plan are done in this workspace.`
        : ` ${doneCount} of ${steps.length} steps done in this workspace.`;
  const lockedSteps = steps.filter((step) => step.pro && !step.done);
  const free = input.plan === 'free';
  const pitch =
    free && lockedSteps.length > 0
      ? `On Pro, ${listWords(lockedSteps.map((step) => step.title))} open too, with more credits each month.`
      : 'Each step runs on the resume and posting in this workspace, so every result is about this job.';
  return {
    intent: intent.id,
    assistant_copy_v2: {
      greeting: greeting(input.firstName),
      acknowledgment: acknowledgment(intent, input.question),
      direct_answer: { summary: `${intent.answer}${progress}` },
      quick_wins: quickWins(intent, input),
      cautions: cautions(intent, steps, input),
      uc_pitch: pitch,
      steps,
      progress: { done: doneCount, total: steps.length },
    },
    uc_flow: steps.map((step) => ({
      step: step.module_step,
      label: step.title,
      reason: step.why,
      pro: step.pro,
      done: step.done,
    })),
    primary_index: firstOpen === -1 ? 0 : firstOpen,
    upsell:
      free && lockedSteps.length > 0
        ? {
            copy: `${input.trialAvailable ? 'Start the free Pro trial' : 'Upgrade to Pro'} to open ${listWords(lockedSteps.map((step) => step.title))}.`,
          }
        : null,
  };
}
