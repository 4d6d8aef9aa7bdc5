import { analysisDocumentNeeds, type AnalysisDocumentNeeds, type AnalysisModuleKey } from '@cp/contracts';

export const analysisSteps = [1, 2, 3, 4, 5, 9] as const;
export type AnalysisStep = (typeof analysisSteps)[number];

export function isAnalysisStep(step: number): step is AnalysisStep {
  return (analysisSteps as readonly number[]).includes(step);
}

/** Which documents a module reads (docs/product/2-modules.md section 5; contracts' table, shared with the server). */
export type Needs = AnalysisDocumentNeeds;

type ScreenInfo = {
  key: AnalysisModuleKey;
  title: string;
  subtitle: string;
  needs: Needs;
  /** The primary button before and after a result (docs/product/2-modules.md section 2). */
  actionLabel: string;
  rerunLabel: string;
  /** What the out-of-credits text says a credit is for ('You need 1 credit to …'). */
  creditPurpose: string;
  /** The overlay's texts, the spec's first, rotated while a run is in progress. */
  loadingTexts: readonly string[];
  next: readonly { step: number; label: string }[];
  /**
   * docs/product/2-modules.md section 5's texts: the stored result does not match its schema / a run answered such
   * data.
   */
  invalidStoredMessage: string;
  invalidReturnedMessage: string;
  emptyText: string;
};

export const moduleScreens: Record<AnalysisStep, ScreenInfo> = {
  1: {
    key: 'Module 1',
    title: 'Resume Audit',
    subtitle: 'A score for your resume, what drives it, and the actions that raise it.',
    needs: analysisDocumentNeeds['Module 1'],
    actionLabel: 'Analyze',
    rerunLabel: 'Re-analyze',
    creditPurpose: 'audit your resume',
    loadingTexts: [
      'Analyzing your resume...',
      'Reading sections and roles...',
      'Matching your skills to occupations...',
      'Looking up salary percentiles...',
    ],
    next: [{ step: 2, label: 'Next: Job Decoder' }],
    invalidStoredMessage: 'Invalid stored resume analysis data. Resetting analyses.',
    invalidReturnedMessage: 'Invalid resume analysis data. Resetting analyses.',
    emptyText: 'Run the audit to see your resume score, the factors behind it and what would raise it.',
  },
  2: {
    key: 'Module 2',
    title: 'Job Decoder',
    subtitle: 'Demand, salary ranges, needed skills and market offers for this posting.',
    needs: analysisDocumentNeeds['Module 2'],
    actionLabel: 'Analyze',
    rerunLabel: 'Re-analyze',
    creditPurpose: 'decode this job posting',
    loadingTexts: [
      'Analyzing the job posting...',
      'Separating must-haves from nice-to-haves...',
      'Checking demand signals...',
      'Looking up salary ranges...',
    ],
    next: [{ step: 3, label: 'Next: Fit Matrix' }],
    invalidStoredMessage: 'Error loading job analysis.',
    invalidReturnedMessage: 'Invalid job analysis data.',
    emptyText: 'Run the decoder to see the demand score, salary ranges and the skills this posting asks for.',
  },
  3: {
    key: 'Module 3',
    title: 'Fit Matrix',
    subtitle: 'How your resume compares to the posting, and what would close the gap.',
    needs: analysisDocumentNeeds['Module 3'],
    actionLabel: 'Analyze',
    rerunLabel: 'Re-analyze',
    creditPurpose: 'analyze your fit',
    loadingTexts: [
      'Analyzing fit...',
      'Matching requirements to your experience...',
      'Weighing must-haves and nice-to-haves...',
      'Preparing interview items...',
    ],
    next: [
      { step: 4, label: 'Resume Improvement' },
      { step: 5, label: 'Interview Questions' },
    ],
    invalidStoredMessage: 'Error loading fit analysis.',
    invalidReturnedMessage: 'Invalid fit analysis data.',
    emptyText: 'Run the analysis to see your current and potential fit, with the reasons behind them.',
  },
  4: {
    key: 'Module 4',
    title: 'Resume Improvement',
    subtitle:
      'Rewrites of your own bullets, each with its reasons; with a job posting, its skills you already show. Nothing is invented.',
    needs: analysisDocumentNeeds['Module 4'],
    actionLabel: 'Generate Suggestions',
    rerunLabel: 'Re-analyze',
    creditPurpose: 'generate resume improvements',
    loadingTexts: [
      'Generating resume improvements...',
      'Finding weak verbs and passive voice...',
      'Looking for missing outcomes...',
      'Checking the posting’s keywords...',
    ],
    next: [{ step: 5, label: 'Next: Interview Questions' }],
    invalidStoredMessage: 'Invalid data received from analysis. Please try again.',
    invalidReturnedMessage: 'Invalid data received from analysis. Please try again.',
    emptyText: 'Generate suggestions to see rewrites of your own phrases, with the reason for each.',
  },
  5: {
    key: 'Module 5',
    title: 'Interview Questions',
    subtitle: 'The questions this role is likely to ask, with guidelines for your answers.',
    needs: analysisDocumentNeeds['Module 5'],
    actionLabel: 'Generate Questions',
    rerunLabel: 'Re-generate',
    creditPurpose: 'generate interview questions',
    loadingTexts: [
      'Generating interview questions...',
      'Reading the posting’s requirements...',
      'Looking at the gaps in your resume...',
      'Writing answer guidelines...',
    ],
    next: [{ step: 6, label: 'Next: Offline Interview' }],
    invalidStoredMessage: 'Invalid data received from analysis. Please try again.',
    invalidReturnedMessage: 'Invalid data received from analysis. Please try again.',
    emptyText: 'Generate questions to practise the ones this posting is most likely to bring up.',
  },
  9: {
    key: 'Module 9',
    title: 'Cover Letter',
    subtitle: 'A send-ready letter from your resume plus the job details.',
    needs: analysisDocumentNeeds['Module 9'],
    actionLabel: 'Generate',
    rerunLabel: 'Re-generate',
    creditPurpose: 'generate a cover letter',
    loadingTexts: [
      'Generating cover letter...',
      'Picking your strongest evidence...',
      'Matching it to the top requirements...',
    ],
    next: [
      { step: 2, label: 'Next: Job Analysis' },
      { step: 5, label: 'Interview Questions' },
    ],
    invalidStoredMessage: 'Invalid data received from analysis. Please try again.',
    invalidReturnedMessage: 'Invalid data received from analysis. Please try again.',
    emptyText: 'Generate a letter built from your resume’s evidence for this posting’s top requirements.',
  },
};

/** Steps a free plan cannot run (docs/decisions/038 section 4), with the locked card's text. */
export const proOnlyScreens: Partial<Record<AnalysisStep, string>> = {
  4: 'Upgrade to unlock CV Improvement.',
  9: 'Upgrade to unlock Cover Letter.',
};
