import { planTable, quarterlySavingUsd, TRIAL_DAYS, type BillingPeriod, type PlanPackage } from '@cp/contracts';

/**
 * What the landing page says about each plan. The numbers (workspaces, credits, prices) come from
 * the one plan table in @cp/contracts (docs/decisions/038 section 3); only the marketing words live here.
 */
export type { BillingPeriod };
export { quarterlySavingUsd, TRIAL_DAYS };

export type PlanOffer = {
  id: PlanPackage;
  label: string;
  tagline: string;
  maxWorkspaces: number;
  monthlyCredits: number;
  priceMonthlyUsd: number;
  priceQuarterlyUsd: number;
  features: string[];
  cta: string;
  isHighlighted?: boolean;
};

type OfferWords = Pick<PlanOffer, 'tagline' | 'features' | 'cta' | 'isHighlighted'>;

const words: Record<PlanPackage, OfferWords> = {
  free: {
    tagline: 'Try the method on one role.',
    features: [
      'Resume Audit, Job Decoder and Fit Matrix (salary details with Pro)',
      'Interview Questions and Offline Interview',
      'Job Search Agent with a preview of matches',
    ],
    cta: 'Start free',
  },
  pro: {
    tagline: 'For an active search across several roles.',
    features: [
      'Everything in Free, with every section unlocked',
      'Resume Improvement, Resume Builder and Cover Letter',
      'Every job the Job Search Agent finds, ranked by fit',
    ],
    cta: `Start ${TRIAL_DAYS}-day free trial`,
    isHighlighted: true,
  },
  ultimate: {
    tagline: 'For heavy practice and many applications.',
    features: ['Everything in Pro', 'The most monthly credits, for many workspaces and exports', 'Priority support'],
    cta: 'Choose Ultimate',
  },
};

export const planOffers: PlanOffer[] = (['free', 'pro', 'ultimate'] as const).map((id) => ({
  id,
  ...planTable[id],
  ...words[id],
}));
