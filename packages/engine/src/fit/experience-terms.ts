/**
 * Words the experience matcher reads (match-experience.ts): which 'N years of X' mean experience overall,
 * which ask for managing people, what a management title or bullet looks like, and the other spellings
 * of a field ('med-surg' is 'medical-surgical').
 */

/** 'N years of professional experience': the field word says nothing about what the years were in. */
export const OVERALL_FIELD_WORDS: ReadonlySet<string> = new Set([
  'professional',
  'relevant',
  'related',
  'work',
  'working',
  'industry',
  'total',
  'overall',
  'full-time',
  'full',
  'time',
  'paid',
  'progressive',
  'progressively',
  'prior',
  'previous',
  'practical',
  'hands-on',
  'hands',
  'on',
  'post-graduate',
  'postgraduate',
  'post',
  'graduate',
  'general',
  'job',
  'employment',
  'career',
  'combined',
  'recent',
  'direct',
  'demonstrated',
  'proven',
  'of',
  'experience',
  'applicable',
  'comparable',
  'similar',
  'equivalent',
  'successful',
  'solid',
  'strong',
]);

/** A need for managing people, in the words after the years ('2+ years managing people', 'leading teams', 'people management'). */
export const MANAGEMENT_NEED =
  /^\W*(?:of\s+|in\s+|as\s+an?\s+)?(?:(?:experience|expertise)\s+)?(?:(?:direct(?:ly)?\s+|formal\s+)?(?:manag\w*|lead\w*|supervis\w*|direct\w*|oversee\w*|coach\w*)\s+(?:(?:a|an|the|of|and|or|other|cross-functional|technical|engineering|sales|high-performing|small|large|distributed|remote)\s+){0,3}(?:people|teams?|staff|employees|reports|direct reports|engineers|developers|designers|nurses|personnel|others|groups?|managers|associates|individuals)\b|(?:people|team|staff|personnel)\s+(?:management|leadership|supervision|manager)|supervisory|managerial|leadership|management\s+(?:experience|role|position))/i;

/** A role need that is a kind of job rather than a title ('3 years in a supervisory role'). */
export const MANAGEMENT_ROLE =
  /^(?:supervisory|managerial|management|leadership|people (?:management|leader(?:ship)?)|team lead(?:ership)?)$/i;

/** A title that manages people. */
export const MANAGEMENT_TITLE =
  /\b(?:manager|director|head|lead|leader|supervisor|chief|vp|vice president|president|founder|co-founder|owner|superintendent|foreman|forewoman|principal|captain|charge nurse|administrator of|partner)\b/i;

/** A bullet that shows managing people ('Managed a team of 6', 'supervised 12 staff', '4 direct reports'). */
export const MANAGEMENT_BULLET =
  /\b(?:manag(?:ed|ing|e)|l(?:ed|ead|eading)|supervis(?:ed|ing|e)|direct(?:ed|ing)|oversaw|oversee(?:ing)?|mentor(?:ed|ing)|coach(?:ed|ing)|hir(?:ed|ing))\b[^.;]{0,40}?\b(?:team|teams|staff|employees|people|reports|engineers|developers|nurses|associates|members|crew|technicians|agents|volunteers|\d+\s+(?:\w+\s+)?(?:people|staff|employees|engineers|reports|members|nurses|agents))\b|\bdirect reports\b/i;

/** Other spellings of a field, each side read as the other. */
export const FIELD_ALIASES: ReadonlyArray<readonly string[]> = [
  [
    'child care',
    'childcare',
    'daycare',
    'day care',
    'preschool',
    'pre-school',
    'pre-k',
    'kindergarten',
    'early childhood education',
    'early education',
  ],
  ['med-surg', 'medical-surgical', 'medical surgical', 'med/surg', 'medsurg'],
  ['icu', 'intensive care', 'critical care'],
  ['er', 'emergency department', 'emergency room', 'emergency nursing'],
  ['or', 'operating room', 'perioperative'],
  ['l&d', 'labor and delivery'],
  ['nicu', 'neonatal intensive care'],
  ['ux', 'user experience'],
  ['ui', 'user interface'],
  ['qa', 'quality assurance'],
  ['hr', 'human resources'],
  ['fp&a', 'financial planning and analysis'],
  ['seo', 'search engine optimization'],
  ['ml', 'machine learning'],
  ['b2b sales', 'business-to-business sales'],
];

/** A field read as a job title, by its last word ('backend development' -> 'backend developer'). */
export const FIELD_TITLE_HEADS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bdevelopment$/i, 'developer'],
  [/\bengineering$/i, 'engineer'],
  [/\bmanagement$/i, 'manager'],
  [/\bdesign$/i, 'designer'],
  [/\b(?:analysis|analytics)$/i, 'analyst'],
  [/\bnursing$/i, 'nurse'],
  [/\bteaching$/i, 'teacher'],
  [/\baccounting$/i, 'accountant'],
  [/\brecruiting$/i, 'recruiter'],
  [/\bmarketing$/i, 'marketing specialist'],
  [/\bsales$/i, 'sales representative'],
];

/** Words that say what kind of work a field is, not which field ('development', 'management'): a title need not repeat them. */
export const FIELD_KIND_WORDS: readonly string[] = [
  'development',
  'developer',
  'engineering',
  'engineer',
  'management',
  'manager',
  'design',
  'designer',
  'analysis',
  'analytics',
  'analyst',
  'operations',
  'administration',
  'work',
  'experience',
  'role',
  'roles',
  'position',
];
