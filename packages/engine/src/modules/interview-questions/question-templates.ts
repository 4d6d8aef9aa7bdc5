/**
 * Interview question templates as data. Behavioral questions are chosen by the soft skills the posting
 * asks for (matched on its requirement and responsibility wording); each template has answer
 * guidelines. No template states a number, a name or a title: those come only from the resume and
 * the posting.
 */

export const INTERVIEW_CATEGORIES = {
  technical: 'Technical',
  behavioral: 'Behavioral',
  gaps: 'Gaps to address',
  resume: 'About your resume',
} as const;
export type InterviewCategoryId = keyof typeof INTERVIEW_CATEGORIES;

export const CATEGORY_LIMITS: Readonly<Record<InterviewCategoryId, number>> = {
  technical: 6,
  behavioral: 4,
  gaps: 4,
  resume: 4,
};

export interface BehavioralTemplate {
  readonly id: string;
  /** Matched on the posting's soft requirements and responsibilities. */
  readonly pattern: RegExp;
  readonly question: string;
  /** What a story for it is about: the resume bullet closest to these words (with synonyms) is suggested. */
  readonly storyTerms: string;
  /** Word beginnings of which a story must also have one, when the core words alone name only who was involved ('customers'). */
  readonly storyAlso?: string;
}

export const BEHAVIORAL_TEMPLATES: readonly BehavioralTemplate[] = [
  {
    id: 'communication',
    pattern: /\b(?:communicat\w*|present\w*|explain\w*|stakeholders?|written|verbal|educat\w*)\b/i,
    question:
      'Tell me about a time you had to explain something complex to someone without your background. How did you make sure they understood?',
    storyTerms: 'explain present train educate document report',
  },
  {
    id: 'teamwork',
    pattern: /\b(?:team\w*|collaborat\w*|cross-functional|partner\w*|work(?:ing)? (?:closely )?with)\b/i,
    question:
      'Tell me about a piece of work where you depended on people outside your own team. How did you keep it moving?',
    storyTerms: 'collaborate partner team stakeholder committee cross-functional',
  },
  {
    id: 'leadership',
    pattern: /\b(?:lead\w*|mentor\w*|coach\w*|supervis\w*|manag(?:e|ing) (?:a |the )?(?:team|people|staff))\b/i,
    question: 'Tell me about a time you helped a colleague grow, or led a group through a difficult decision.',
    storyTerms: 'mentor coach junior grow lead supervise',
  },
  {
    id: 'problem-solving',
    pattern: /\b(?:problem\w*|troubleshoot\w*|analy[sz]\w*|critical thinking|solv\w*|debug\w*|root cause)\b/i,
    question:
      'Describe a problem you solved when the cause was not obvious. How did you find it, and how did you know it was fixed?',
    storyTerms: 'fix solve debug troubleshoot diagnose resolve root cause',
  },
  {
    id: 'customer',
    pattern: /\b(?:customers?|clients?|patients?|guests?|families|service)\b/i,
    question:
      'Tell me about a time you dealt with an unhappy customer, client or patient. What did you do, and how did it end?',
    storyTerms: 'customer client patient guest complaint',
    // a model that classifies customers is no story about an unhappy one: the line must also show serving them
    storyAlso:
      'serv support complain resolv concern issue satisf escalat feedback handl assist inquir enquir request answer call calm refund help',
  },
  {
    id: 'detail',
    pattern: /\b(?:detail\w*|accura\w*|precis\w*|quality|safety|compliance)\b/i,
    question:
      'Tell me about an error you caught before it caused harm. How did you spot it, and what did you change afterwards?',
    storyTerms: 'check review audit verify accuracy error safety',
  },
  {
    id: 'adaptability',
    pattern: /\b(?:adapt\w*|fast-paced|busy|high-volume|chang\w*|flexib\w*|ambigu\w*|pressure)\b/i,
    question: 'Tell me about a time your priorities changed at short notice. What did you do first, and why?',
    storyTerms: 'change migrate launch rebuild redesign transition urgent',
  },
  {
    id: 'organisation',
    pattern: /\b(?:time management|prioriti[sz]\w*|deadlines?|organi[sz]\w*|multitask\w*|plan\w*)\b/i,
    question: 'Tell me about a week when you had more to do than time to do it. How did you decide what came first?',
    storyTerms: 'schedule plan prioritize deadline organize',
  },
];

/** Asked when the posting names no soft skill: every interviewer asks something like these. */
export const FALLBACK_BEHAVIORAL: readonly string[] = [
  'Tell me about something you had to learn quickly for your work. How did you go about it?',
  'Tell me about feedback that changed how you work.',
];

export const STORY_GUIDELINES: readonly string[] = [
  'Set the scene briefly: where you were and what was at stake.',
  'Spend most of the answer on what you did yourself, not the team.',
  'End with the result and what you learned; keep it to a few minutes.',
];
