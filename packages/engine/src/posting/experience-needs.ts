/**
 * 'N years (as a ROLE | in FIELD | managing people)' needs of a requirement: how many years, and of what.
 * Ages ('18 years of age'), recency windows ('within the last ten years') and alternatives to a degree
 * ('a degree or 2 years of experience') are read for what they are.
 */

const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
  ].map((w, i) => [w, i]),
);
const NUMBER =
  '(\\d{1,2}(?:\\.\\d)?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|a)';
const UNIT = "(?:years?|yrs?|jahren?|\u00e5rs?|ann\u00e9es?)(?:'|\u2019)?";
export const YEARS_PATTERN = new RegExp(
  `\\b${NUMBER}(?:\\s*\\(\\d{1,2}\\))?\\s*(?:\\+|-?plus|or (?:more|greater))?\\s*(?:(?:-|\\u2013|to|bis|till)\\s*\\d{1,2}\\s*)?(?:\\+\\s*)?(?:full[- ]time\\s+)?${UNIT}(?![\\w\u00e0-\u00ff])`,
  'gi',
);

const ROLE_AFTER =
  /\b(?:as|serving as|working as)\s+(?:an?\s+|the\s+)?([^.,;:()]+?)(?=\s+(?:for|within|preferably|with|at|in an?|and an?|and\s+(?:a\s+)?(?:bare\s+)?(?:minimum|\d))\b|\s+role\b|[.,;:()]|$)/i;
const ROLE_IN = /\bin (?:an?|the)\s+([^.,;:]+?)\s+(?:role|position|capacity|job)\b/i;
const FIELD_SETTING =
  /\bin an?\s+([^.,;:]+?)\s+(?:setting|environment|industry|field|sector|company|organi[sz]ation|business)\b/i;
const FIELD =
  /\b(?:experience|background|expertise)\s+(?:(?:working|work)\s+)?(?:in|with|of|using|on)\s+([^.,;:()]+?)(?=\s+(?:for|and\s+\d|preferably|is|are)\b|[.,;:()]|$)/i;
const FIELD_BEFORE =
  /(?:years?|yrs?)(?:'|\u2019)?\s+(?:of\s+)?(?:professional\s+|relevant\s+|related\s+|similar\s+|hands-on\s+|prior\s+|direct\s+|practical\s+|work\s+)*([A-Za-z][\w#+./ -]{1,40}?)\s+experience\b/i;
/** '5 years of backend development': the work itself names the field. */
const WORK_BEFORE =
  /(?:years?|yrs?)(?:'|\u2019)?\s+(?:of\s+)?(?:professional\s+|relevant\s+|hands-on\s+)*([A-Za-z][\w#+./ -]{0,30}?\s+(?:development|engineering))\b/i;
/** '4 years in industrial maintenance': the field right after the years. */
const YEARS_IN =
  /^\s*(?:in|within)\s+(?!an?\s|the\s|total\b|all\b)([^.,;:()]+?)(?=\s+(?:for|and\s+\d|preferably|is|are)\b|[.,;:()]|$)/i;
/** Words that say what kind of experience without naming a field: '5+ years of professional experience' is years in general. */
const GENERIC_FIELD =
  /^(?:(?:minimum|min\.?|at least|professional|relevant|related|work|working|industry|prior|previous|direct|practical|hands-on|total|overall|paid|full-time|verifiable|progressive|progressively responsible|speciali[sz]ed|post-qualification|proven|demonstrated|general|recent|solid|strong|combined|equivalent|similar|applicable|comparable|successful|documented|of|and|or)\s*)+$/i;
/** Leading people: the years are of management, whatever the field. */
const MANAGEMENT =
  /\b(?:managing|leading|supervising|overseeing|mentoring)\s+(?:\w+\s+){0,2}(?:people|teams?|staff|employees|others|direct reports|engineers|developers|designers|nurses|a team)\b|\b(?:people|team|staff|line|personnel)\s+(?:management|leadership|supervision)\b|\b(?:management|managerial|supervisory|leadership)\s+(?:experience|role|position|capacity)\b|\bin a (?:management|leadership|supervisory|managerial)\b|\bdirect reports\b/i;
const AGE_AFTER = /^\s*(?:of age|old\b|or older|and older|\+?\s*years of age)/i;
const AGE_BEFORE = /\b(?:age|aged)\s*(?:of\s*)?(?:at least\s*)?$/i;
const RECENT_BEFORE = /\b(?:within|in|during|over|for)\s+(?:the\s+)?(?:last|past|previous|recent)\s*$/i;
const DEGREE = "(?:degree|diploma|bachelor'?s?|master'?s?|ph\\.?\\s?d|doctorate|ged)";
/** 'Bachelor's degree or 1+ years ...' (before the years), '2 years ... or a degree', '... in lieu of a degree' (after). */
const DEGREE_OR_BEFORE = new RegExp(`\\b${DEGREE}\\b[^.;]{0,60}?\\bor\\s+(?:\\w+\\s+){0,2}$`, 'i');
/** Years joined to the degree before them ('Bachelor's degree in Engineering and 8 years', '... with 5 years'). */
const DEGREE_WITH_BEFORE = new RegExp(
  `\\b${DEGREE}(?:\\s+(?:in|of)\\s+[\\w ]{1,40}?)?\\s+(?:and|with|plus|\\+)\\s+(?:(?:a\\s+)?(?:minimum|min\\.?|at least)\\s+(?:of\\s+)?)?$`,
  'i',
);
const DEGREE_OR_AFTER = new RegExp(
  `^[^.;]{0,60}?\\b(?:or\\s+(?:an?\\s+)?(?:[\\w']+\\s+){0,2}${DEGREE}|in lieu of)\\b`,
  'i',
);

/** The company's own history ('Founded 25 years ago', 'in business for 30 years', 'With 40 years of experience, we ...'). */
const HISTORY_BEFORE =
  /\b(?:founded|established|incorporated|in business|history|heritage|legacy|trusted (?:by|for)|serving|served|since)\b[^.;!?]*$/i;
const HISTORY_AFTER = /^\s*(?:ago|of (?:history|heritage|service|excellence|innovation|growth|success))\b/i;
const OUR_SENTENCE = /\b(?:we|we've|we're|our (?:company|firm|organi[sz]ation|team|family|history|founders?))\b/i;
const THE_CANDIDATE =
  /\b(?:you|your|candidates?|applicants?|ideal|someone|individuals?|persons?|hires?|must|require[sd]?|requirements?)\b/i;
/** '..., Acme serves clinics': a company is the subject after the years. */
const COMPANY_SUBJECT_AFTER =
  /^[^.;!?]*,\s*(?:[A-Z][\w&'-]*\s+){1,4}(?:is|are|has|have|serves?|provides?|remains?|continues?|offers?|delivers?|helps?|leads?|builds?)\b/;
/** A field label before its value ('Years of experience: 4', 'Years of relevant experience - 3+'), read as '4 years of experience'. */
const LABEL_FIRST =
  /\b(?:years?|yrs)\s+(?:of\s+)?((?:[\w-]+\s+){0,2})experience(?:\s+(?:required|needed))?\s*[:|\u2013-]\s*(?:min(?:imum|\.)?\s+)?(\d{1,2}(?:\s*[-\u2013]\s*\d{1,2})?\s*\+?)(?!\s*(?:years?|yrs)\b)/gi;
/** Words before a field that say how much, not of what ('2 years minimum ICU experience'). */
const LEADING_AMOUNT = /^(?:(?:minimum|min\.?|at least|total|overall|combined|recent|progressive)\s+)+/i;

export type ExperienceScope = 'general' | 'role' | 'field' | 'management';

export interface ExperienceNeed {
  readonly years: number;
  /** The role the years must be in ('Junior Systems Admin/Engineer'), if the requirement names one. */
  readonly role: string | null;
  /** The field the years must be in ('web development', 'Python', 'people management'), if named instead of a role. */
  readonly field: string | null;
  readonly text: string;
  /** What the years are of: any work ('general'), a role, a field, or managing people ('management', with the field saying of what). */
  readonly scope?: ExperienceScope;
  /** The years are one way to qualify, a degree the other ('Bachelor's degree or 2+ years of experience'): they set no minimum. */
  readonly orDegree?: boolean;
}

function toNumber(word: string): number {
  const w = word.toLowerCase();
  if (w === 'a') return 1;
  return NUMBER_WORDS.get(w) ?? Number(w);
}

const cleanRole = (role: string) =>
  role
    .replace(
      /\s+(?:or (?:other|similar|equivalent|related|comparable)\b.*|is (?:necessary|required|essential).*)$/i,
      '',
    )
    .replace(/^(?:a|an|the)\s+/i, '')
    .trim();

/** A years match that is no experience: an age, a recency window, 'a year' not about experience. */
function isNotExperience(text: string, m: RegExpMatchArray): boolean {
  const before = text.slice(0, m.index!);
  const after = text.slice(m.index! + m[0].length);
  if (AGE_AFTER.test(after) || AGE_BEFORE.test(before) || RECENT_BEFORE.test(before)) return true;
  if (HISTORY_AFTER.test(after) || HISTORY_BEFORE.test(before)) return true;
  const sentence = `${/[^.;!?]*$/.exec(before)?.[0] ?? ''}${m[0]}${/^[^.;!?]*/.exec(after)?.[0] ?? ''}`;
  // 'With over 40 years of experience, Acme serves ...': the sentence opens on the years and is about the company
  const opensOnYears =
    /^\s*(?:with|for|after)\s+(?:over|more than|nearly|almost|some|about)?\s*$/i.test(
      /[^.;!?]*$/.exec(before)?.[0] ?? '',
    ) && COMPANY_SUBJECT_AFTER.test(after);
  if ((OUR_SENTENCE.test(sentence) || opensOnYears) && !THE_CANDIDATE.test(sentence)) return true;
  return (
    m[1]!.toLowerCase() === 'a' &&
    !/^\s*(?:of|'s|\u2019s)\b/i.test(after) &&
    !/\b(?:least|minimum|over|than)\s*$/i.test(before)
  );
}

/** Every 'N years (as a ROLE | in FIELD | managing people)' need in a requirement; one sentence can hold two. */
export function parseExperienceNeeds(written: string): ExperienceNeed[] {
  const text = written.replace(LABEL_FIRST, (_, kind: string, years: string) => `${years} years of ${kind}experience`);
  const matches = [...text.matchAll(YEARS_PATTERN)].filter((m) => !isNotExperience(text, m));
  return matches.map((m, i) => {
    const afterEnd = matches[i + 1]?.index ?? text.length;
    const beforeStart = i > 0 ? matches[i - 1]!.index! + matches[i - 1]![0].length : 0;
    const after = text.slice(m.index! + m[0].length, afterEnd);
    const before = text.slice(beforeStart, m.index!);
    // text before a need belongs to it only for the first need; later it is the previous need's
    const ownBefore = i === 0 ? before : '';
    const setting = FIELD_SETTING.exec(after);
    const roleMatch =
      (setting && setting.index < (ROLE_AFTER.exec(after)?.index ?? Infinity) ? null : ROLE_AFTER.exec(after)) ??
      ROLE_IN.exec(after) ??
      ROLE_AFTER.exec(ownBefore) ??
      ROLE_IN.exec(ownBefore);
    const role = roleMatch ? cleanRole(roleMatch[1]!) : null;
    const rawField = role
      ? null
      : (setting?.[1] ??
        FIELD.exec(after)?.[1] ??
        YEARS_IN.exec(after)?.[1] ??
        FIELD_BEFORE.exec(text.slice(m.index!))?.[1] ??
        WORK_BEFORE.exec(text.slice(m.index!))?.[1] ??
        FIELD.exec(ownBefore)?.[1] ??
        null);
    const cutField =
      rawField
        ?.split(/\s+in an?\s+/)[0]
        ?.replace(LEADING_AMOUNT, '')
        .trim() ?? null;
    const field = cutField && !GENERIC_FIELD.test(cutField) ? cutField : null;
    const own = `${ownBefore.slice(-40)} ${m[0]} ${after.slice(0, 80)}`;
    const isManagement =
      MANAGEMENT.test(own) || (!!field && /\b(?:management|leadership|supervision|managing|leading)\b/i.test(field));
    const needRole = role && role.length > 1 ? role : null;
    const scope: ExperienceScope = isManagement ? 'management' : needRole ? 'role' : field ? 'field' : 'general';
    return {
      years: toNumber(m[1]!),
      role: needRole,
      field: isManagement && !needRole ? (field ?? 'people management') : field,
      text: m[0],
      scope,
      // 'Bachelor's degree and 8 years ..., or Master's degree and 6 years': years that go with a degree are asked beside it
      orDegree:
        !DEGREE_WITH_BEFORE.test(text.slice(0, m.index!)) &&
        (DEGREE_OR_BEFORE.test(text.slice(0, m.index!)) || DEGREE_OR_AFTER.test(after)),
    };
  });
}
