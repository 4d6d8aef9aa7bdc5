import { served } from './served.ts';

/**
 * The modules as the landing page describes them. Step numbers are the product's (docs/product/1-platform.md section
 * 1).
 */
export type ModuleInfo = {
  step: number;
  name: string;
  description: string;
  isPro?: boolean;
  /** Not served by this build yet (content/served.ts). */ coming?: boolean;
};

export type ToolkitGroup = {
  id: 'analyze' | 'build' | 'interview';
  title: string;
  summary: string;
  modules: ModuleInfo[];
};

export const toolkitGroups: ToolkitGroup[] = [
  {
    id: 'analyze',
    title: 'Analyze',
    summary: 'Understand where you stand before you change anything.',
    modules: [
      {
        step: 1,
        name: 'Resume Audit',
        description:
          'Scores your resume, lists strengths and weaknesses and the skills it shows, and gives concrete actions to raise the score.',
      },
      {
        step: 2,
        name: 'Job Decoder',
        description:
          'Breaks the posting into the skills it needs, what the role involves and the pay range for it, with the source of the pay figures.',
      },
      {
        step: 3,
        name: 'Fit Matrix',
        description:
          'Matches every requirement to evidence in your resume: current and potential fit, reasons to hire or reject, what to mention in the interview.',
      },
    ],
  },
  {
    id: 'build',
    title: 'Build',
    summary: 'Improve what you send, using only facts you already have.',
    modules: [
      {
        step: 4,
        name: 'Resume Improvement',
        description:
          'Phrase-by-phrase rewrites aimed at this posting, each with its reason. Nothing your resume cannot support is added.',
        isPro: true,
      },
      {
        step: 9,
        name: 'Cover Letter',
        description:
          'A letter drafted from your resume and the posting that you can edit, copy and keep, without invented employers, titles or numbers.',
        isPro: true,
      },
      {
        step: 7,
        name: 'Resume Builder',
        description:
          'Edit, tailor and lay out your resume, then export a text-based PDF an applicant tracking system can read, or an editable Word file.',
        isPro: true,
      },
    ],
  },
  {
    id: 'interview',
    title: 'Prepare',
    summary: 'Practise for the conversation this role will bring.',
    modules: [
      {
        step: 5,
        name: 'Interview Questions',
        description:
          'Likely questions for this role grouped by category, each with guidance on what a strong answer covers.',
      },
      {
        step: 6,
        name: 'Offline Interview',
        description:
          'Answer one question at a time, typed or recorded, and get specific written feedback, not just encouragement.',
      },
    ],
  },
];

/** Tools that sit beside the Toolkit in the app's sidebar. */
export const sidebarTools: ModuleInfo[] = [
  {
    step: 8,
    name: 'Live Interview',
    description:
      'A spoken mock interview in timed rounds of 5, 10 or 15 minutes, with feedback whenever you ask for it.',
    isPro: true,
    coming: !served.liveInterview,
  },
  {
    step: 10,
    name: 'Job Search Agent',
    description: served.applicationKits
      ? 'Describe the job you want in plain words. It searches the jobs indexed for you, scores each against your resume and prepares an application kit.'
      : 'Describe the job you want in plain words. It searches the jobs indexed for you and scores each against your resume, with the reasons.',
  },
  {
    step: 11,
    name: 'Application Dashboard',
    description:
      'Track every application by status, from kit ready to offer. Nothing is ever submitted for you without your confirmation.',
    coming: !served.applicationDashboard,
  },
];

/** The numbered journey inside one workspace (steps 1 to 9). */
export const workspaceSteps: Array<{ step: number; name: string }> = [
  { step: 1, name: 'Resume Audit' },
  { step: 2, name: 'Job Decoder' },
  { step: 3, name: 'Fit Matrix' },
  { step: 4, name: 'Resume Improvement' },
  { step: 5, name: 'Interview Questions' },
  { step: 6, name: 'Offline Interview' },
  { step: 7, name: 'Resume Builder' },
  { step: 8, name: served.liveInterview ? 'Live Interview' : 'Live Interview (coming)' },
  { step: 9, name: 'Cover Letter' },
];
