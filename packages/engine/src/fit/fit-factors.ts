/**
 * The fit score as data: each factor's weight (points out of 100 when every factor applies; a factor
 * the posting gives no basis for is left out and the others share its weight) and the thresholds that
 * turn evidence coverage into met / partial / missing.
 */
export const FIT_FACTOR_IDS = [
  'required-skills',
  'experience',
  'duties',
  'preferred',
  'title',
  'education',
  'keywords',
] as const;
export type FitFactorId = (typeof FIT_FACTOR_IDS)[number];

export interface FitFactorDefinition {
  readonly id: FitFactorId;
  readonly label: string;
  readonly weight: number;
  readonly description: string;
}

export const FIT_FACTORS: readonly FitFactorDefinition[] = [
  {
    id: 'required-skills',
    label: 'Required skills',
    weight: 35,
    description: "Share of the posting's must-have skill requirements the resume gives evidence for",
  },
  {
    id: 'experience',
    label: 'Years of experience',
    weight: 25,
    description: 'Years in the roles (or overall) the posting asks for, from the resume dates',
  },
  {
    id: 'duties',
    label: 'Core duties',
    weight: 10,
    description: "Share of the posting's core duties the resume's roles show having done",
  },
  {
    id: 'preferred',
    label: 'Nice-to-have requirements',
    weight: 10,
    description: "Share of the posting's preferred requirements the resume gives evidence for",
  },
  {
    id: 'title',
    label: 'Title and occupation',
    weight: 10,
    description: "How close the resume's job titles are to the posting's occupation (O*NET)",
  },
  {
    id: 'education',
    label: 'Education',
    weight: 5,
    description: 'Highest degree in the resume against the degree the posting asks for',
  },
  {
    id: 'keywords',
    label: 'Posting keywords',
    weight: 5,
    description: "Share of the posting's requirement words that appear anywhere in the resume",
  },
];

export const MATCH_THRESHOLDS = {
  /** Coverage at or above which a requirement counts as met. */
  met: 0.75,
  /** Coverage at or above which it counts as partly met (below: missing). */
  partial: 0.4,
} as const;

/**
 * How much a met or partial requirement's evidence counts: a requirement shown in a role or project
 * ('applied') and in more than one place counts fully; one listed only once in a skills list counts
 * `base`. The gap is part of the potential score (show where you applied it, if you did).
 */
export const EVIDENCE_STRENGTH = { base: 0.85, applied: 0.075, repeated: 0.075 } as const;

/** Title similarity by relation between the posting's occupation and a role's occupation. */
export const TITLE_RELATION_SCORES = { sameOccupation: 1, relatedOccupation: 0.7, sameGroup: 0.55 } as const;
