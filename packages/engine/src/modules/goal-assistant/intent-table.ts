import { hasTerm, normalizeGoal } from './goal-text.ts';

export const goalIntentIds = [
  'interview_soon',
  'negotiate_offer',
  'return_after_gap',
  'switch_careers',
  'first_job',
  'promotion',
  'interview_prep',
  'apply_to_job',
  'improve_resume',
  'find_jobs',
  'general',
] as const;
export type GoalIntentId = (typeof goalIntentIds)[number];

export type GoalIntent = {
  id: GoalIntentId;
  /** Words or phrases (normalized; '*' = prefix). Phrases weigh 2, words 1. */
  terms: readonly string[];
  /** When set, the intent counts only if one of these also occurs (an interview *with a date*). */
  requires?: readonly string[];
  /** The ideal order of steps, served or not (the step table decides what is shown). */
  steps: readonly number[];
  acknowledgment: string;
  answer: string;
  quickWin: string;
  caution: string;
};

// prettier-ignore
const interviewTerms = ['interview', 'interviews', 'interviewing', 'screening call', 'phone screen', 'onsite', 'panel', 'hiring manager'];

/**
 * The intent table, most specific first: a tie goes to the earlier row. Every text is advice about
 * how to go about the goal; facts about the user come only from the workspace (plan-goal.ts).
 */
// prettier-ignore
export const goalIntents: readonly GoalIntent[] = [
  {
    id: 'interview_soon',
    terms: interviewTerms,
    requires: ['tomorrow', 'today', 'tonight', 'next week', 'this week', 'next month', 'soon', 'in a few days', 'in two days', 'in three days', 'days', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'upcoming', 'coming up', 'scheduled', 'booked'],
    steps: [3, 5, 6, 8, 2],
    acknowledgment: 'You have an interview coming up and want to be ready for it.',
    answer: 'With days rather than weeks, spend the time on this job: check where your resume meets the posting, then rehearse the questions the role is likely to ask.',
    quickWin: 'Write three short stories (situation, action, result) from your own work; most behavioural questions can use one of them.',
    caution: 'The questions are the ones this kind of role is likely to ask, not the employer\'s own list.',
  },
  {
    id: 'negotiate_offer',
    terms: ['negotiat*', 'negociate', 'counter offer', 'counteroffer', 'counter', 'offer', 'job offer', 'salary', 'compensation', 'pay', 'raise', 'how much should i ask', 'equity', 'signing bonus'],
    steps: [2, 1, 3],
    acknowledgment: 'You want to negotiate pay or an offer.',
    answer: 'Anchor on a sourced range: the pay the posting states, or published wage data for the role, and the reasons this employer wants you.',
    quickWin: 'Ask for the offer in writing before you answer, and counter with one number you can explain.',
    caution: 'Ask UC knows nothing about your offer itself; pay figures come from the posting or published wage data, with the source named.',
  },
  {
    id: 'return_after_gap',
    terms: ['gap', 'career gap', 'career break', 'back to work', 'return to work', 'returning to work', 'going back to work', 'time off', 'maternity', 'paternity', 'parental leave', 'sabbatical', 're enter', 'reenter', 'caregiving', 'years off', 'out of work', 'been away'],
    steps: [1, 4, 7, 2, 3, 9],
    acknowledgment: 'You are returning to work after a break.',
    answer: 'Show what you can do now: a resume that leads with your strongest, most recent evidence, then the same resume matched to one posting.',
    quickWin: 'Name the gap in one honest line (caregiving, study, health, travel) and move on to what you did and can do.',
    caution: 'Do not stretch dates to hide a gap; a plain line reads better than dates that do not add up.',
  },
  {
    id: 'switch_careers',
    terms: ['switch', 'switching', 'change career*', 'career change', 'changing career*', 'pivot*', 'transition*', 'move into', 'moving into', 'break into', 'get into', 'new field', 'different field', 'new industry', 'different industry', 'retrain*', 'new career'],
    steps: [1, 2, 3, 4, 7, 9],
    acknowledgment: 'You want to switch careers.',
    answer: 'Start from what carries over: see which of your skills the new field asks for, then match your resume to one real posting in that field.',
    quickWin: 'Lead your resume with the skills that carry over, and describe old roles by what they achieved, not by their titles.',
    caution: 'Postings in a new field may ask for skills you do not have yet; the Fit Matrix says which, and the letter never claims them.',
  },
  {
    id: 'first_job',
    terms: ['first job', 'first role', 'graduat*', 'entry level', 'no experience', 'student', 'intern', 'internship*', 'junior', 'fresher', 'bootcamp', 'new grad', 'just finished', 'school leaver', 'college', 'university'],
    steps: [1, 7, 2, 3, 9, 5],
    acknowledgment: 'You are looking for your first job.',
    answer: 'Without much work history, projects, coursework and internships are your evidence: make the resume show them, then aim it at one posting at a time.',
    quickWin: 'Put projects, internships and coursework with a concrete result near the top of your resume.',
    caution: 'Entry-level postings often list more than they need; apply when you meet most must-haves rather than all of them.',
  },
  {
    id: 'promotion',
    terms: ['promot*', 'senior', 'next level', 'move up', 'step up', 'lead role', 'team lead', 'management', 'manager role', 'career growth', 'grow my career', 'level up', 'advance*'],
    steps: [1, 2, 3, 4, 5],
    acknowledgment: 'You want to move up to a more senior role.',
    answer: 'A promotion case rests on results: show the outcomes you delivered, then compare them with what the next-level role asks for.',
    quickWin: 'List this year\'s results with the numbers you can back up, and the scope you already carry beyond your title.',
    caution: 'Seniority is judged on scope and outcomes; a list of duties will not make the case.',
  },
  {
    id: 'interview_prep',
    terms: [...interviewTerms, 'questions', 'practice', 'practise', 'mock', 'behavioral', 'behavioural', 'star method', 'nervous', 'answer questions'],
    steps: [5, 6, 8, 3],
    acknowledgment: 'You want to get better at interviews.',
    answer: 'Practise on the questions this role is likely to ask, and answer from your own examples, out loud.',
    quickWin: 'Prepare two questions of your own to ask the interviewer about the team and how success is measured.',
    caution: 'Learn the points of each answer, not a script: recited answers sound recited.',
  },
  {
    id: 'apply_to_job',
    terms: ['apply*', 'this job', 'this role', 'this position', 'job description', 'posting', 'tailor*', 'cover letter', 'application*', 'stand out'],
    steps: [2, 3, 4, 9, 11],
    acknowledgment: 'You want to apply for a specific job.',
    answer: 'Tailor to the posting: learn what it really requires, check your fit against each requirement, then adjust the resume and write the letter.',
    quickWin: 'Use the posting\'s own words for the skills you really have; screening software matches words.',
    caution: 'Tailoring means choosing and wording what is true, never adding what you have not done.',
  },
  {
    id: 'improve_resume',
    terms: ['resume', 'resumes', 'cv', 'ats', 'callback*', 'no response*', 'no replies', 'hear back', 'ghosted', 'rejected', 'rejection*', 'not getting', 'improve my', 'better resume'],
    steps: [1, 4, 7, 3],
    acknowledgment: 'You want a stronger resume.',
    answer: 'Find out what holds the resume back first (score, gaps, weak bullets), then fix the highest-impact items.',
    quickWin: 'Start each bullet with a strong verb and end it with a result: a number, a before and after, or who used it.',
    caution: 'A score is a guide: a recruiter reads the resume against one job, so check it against a real posting too.',
  },
  {
    id: 'find_jobs',
    terms: ['find a job', 'find work', 'find jobs', 'job search', 'looking for a job', 'looking for work', 'openings', 'vacancies', 'who is hiring', 'where to apply', 'laid off', 'unemployed', 'lost my job', 'remote job*', 'new job', 'get a job', 'get hired', 'hired'],
    steps: [10, 1, 2, 3, 11],
    acknowledgment: 'You want to find job openings.',
    answer: 'Search for openings that match what you want and your resume, then get the resume in shape and read each posting well, so that each application you send counts.',
    quickWin: 'Pick one posting that fits you well and work through it end to end before sending many applications.',
    caution: 'Volume rarely beats fit: a tailored application to a good match does better than ten generic ones.',
  },
  {
    id: 'general',
    terms: [],
    steps: [1, 2, 3, 5, 9],
    acknowledgment: 'I could not tell which goal you mean, so here is the plan that fits this workspace. Name it for a sharper plan, for example \'prepare for my interview next week\'.',
    answer: 'The usual path is to check your resume, read the posting you want, see how well you fit it, and then prepare.',
    quickWin: 'Keep one workspace per job you are going for, so each plan and result is about that job.',
    caution: 'Ask UC only uses what this workspace holds; it never guesses facts about you.',
  },
];

export type GoalClassification = { intent: GoalIntent; score: number; matched: string[] };

/** The intent of a free-text goal: the best-scoring row of the table, else 'general'. */
export function classifyGoal(question: string): GoalClassification {
  const words = normalizeGoal(question).split(' ').filter(Boolean);
  let best: GoalClassification = { intent: goalIntents[goalIntents.length - 1]!, score: 0, matched: [] };
  for (const intent of goalIntents) {
    if (intent.requires && !intent.requires.some((term) => hasTerm(words, term))) continue;
    const matched = intent.terms.filter((term) => hasTerm(words, term));
    const score =
      matched.reduce((sum, term) => sum + (term.includes(' ') ? 2 : 1), 0) +
      (intent.requires && matched.length > 0 ? 2 : 0);
    if (score > best.score) best = { intent, score, matched };
  }
  return best;
}

// prettier-ignore
const TARGET_STOP = new Set(['next', 'in', 'by', 'within', 'and', 'but', 'because', 'after', 'with', 'from', 'this', 'soon', 'without', 'before', 'role', 'roles', 'job', 'jobs', 'position', 'field', 'career', 'careers', 'please', 'how', 'what', 'now', 'at', 'for', 'or', 'so', 'i', 'me', 'my', 'to', 'into', 'is', 'are', 'if', 'when', 'where', 'while', 'than', 'then', 'as']);
// prettier-ignore
const TARGET_VERBS = new Set(['get', 'be', 'do', 'make', 'find', 'know', 'have', 'go', 'start', 'work', 'switch', 'change', 'move', 'pivot', 'transition', 'become', 'learn', 'the', 'my', 'something', 'anything', 'another', 'new', 'different', 'other', 'more', 'less', 'ask', 'apply', 'prepare', 'write', 'improve']);
/** 'to' after these words starts a verb ('I want to switch'), not a destination. */
// prettier-ignore
const INFINITIVE_BEFORE = new Set(['want', 'like', 'need', 'how', 'going', 'trying', 'have', 'able', 'wish', 'hope', 'plan', 'planning', 'way', 'ways', 'i', 'love', 'try', 'wanted', 'decided', 'ready']);
const CONNECTORS = new Set(['into', 'become', 'becoming', 'to']);

/** The field a career switch names ('switch to data analysis' -> 'data analysis'): the user's own words, 1 to 4, or null. */
export function switchTarget(question: string): string | null {
  const words = normalizeGoal(question).split(' ').filter(Boolean);
  for (let i = 0; i < words.length; i += 1) {
    if (!CONNECTORS.has(words[i]!) || (words[i] === 'to' && INFINITIVE_BEFORE.has(words[i - 1] ?? ''))) continue;
    let k = i + 1;
    if (words[k] === 'a' || words[k] === 'an') k += 1;
    const target: string[] = [];
    for (; k < words.length && target.length < 4 && !TARGET_STOP.has(words[k]!); k += 1) target.push(words[k]!);
    if (target.length > 0 && !TARGET_VERBS.has(target[0]!)) return asTyped(question, target);
  }
  return null;
}

/** The target words with the user's own capitals ('UX design'), when they appear as typed; else lower case. */
function asTyped(question: string, words: string[]): string {
  const typed = new RegExp(`\\b${words.join('[^A-Za-z0-9]+')}\\b`, 'i').exec(question.slice(0, 2000));
  return typed && /^[A-Za-z0-9 -]+$/.test(typed[0]) ? typed[0] : words.join(' ');
}
