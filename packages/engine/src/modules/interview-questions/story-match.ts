import { stem } from '../../text/stem.ts';
import { STOPWORDS } from '../../text/stopwords.ts';
import { tokenize } from '../../text/tokenize.ts';

/** Words that tell the same kind of story, as data: a question about one finds a bullet that uses another. */
export const STORY_SYNONYMS: ReadonlyArray<readonly string[]> = [
  [
    'mentor',
    'coach',
    'train',
    'trainer',
    'teach',
    'taught',
    'tutor',
    'onboard',
    'junior',
    'grow',
    'apprentice',
    'intern',
    'new hires',
  ],
  ['lead', 'led', 'manage', 'supervise', 'direct', 'head', 'oversee', 'oversaw', 'chair', 'run', 'ran'],
  ['team', 'collaborate', 'partner', 'cross-functional', 'stakeholder', 'liaise', 'coordinate', 'committee'],
  ['customer', 'client', 'patient', 'guest', 'user', 'resident', 'family', 'families', 'complaint'],
  ['problem', 'troubleshoot', 'debug', 'fix', 'solve', 'diagnose', 'resolve', 'root cause', 'incident'],
  ['explain', 'present', 'communicate', 'educate', 'document', 'write', 'wrote', 'report', 'brief', 'workshop'],
  [
    'detail',
    'accuracy',
    'accurate',
    'audit',
    'review',
    'check',
    'verify',
    'quality',
    'compliance',
    'safety',
    'error',
    'reconcile',
  ],
  ['prioritize', 'deadline', 'schedule', 'plan', 'organize', 'multitask', 'juggle', 'calendar'],
  ['adapt', 'change', 'migrate', 'launch', 'transition', 'pivot', 'rebuild', 'redesign', 'urgent'],
];

const stemCache = new Map<string, ReadonlySet<string>>();
/** A text's content stems, remembered (bullets are compared with every question). */
function stemsOf(text: string): ReadonlySet<string> {
  let stems = stemCache.get(text);
  if (!stems) {
    stems = new Set(
      tokenize(text)
        .filter((t) => !STOPWORDS.has(t.norm) && /[a-z]/.test(t.norm))
        .map((t) => stem(t.norm)),
    );
    if (stemCache.size < 20_000) stemCache.set(text, stems);
  }
  return stems;
}

const GROUPS = STORY_SYNONYMS.map((g) => ({ words: g, stems: new Set(g.flatMap((w) => [...stemsOf(w)])) }));
const wordsOf = (text: string) => tokenize(text).map((t) => t.norm);
/** A word of the group, or a form of one ('mentoring' ~ 'mentor'); by the word itself, so a group holds only the words it lists. */
const isInGroup = (word: string, group: readonly string[]) =>
  group.some((g) => word === g || (g.length >= 3 && word.startsWith(g) && word.length - g.length <= 3));

/** The stems of some words with those of their synonyms ('mentoring' -> mentor, coach, train, junior, ...). */
export function expandTerms(words: string): Set<string> {
  const out = new Set(stemsOf(words));
  const own = wordsOf(words);
  for (const group of GROUPS) if (own.some((w) => isInGroup(w, group.words))) for (const s of group.stems) out.add(s);
  return out;
}

/**
 * The line closest in meaning to what a question asks: the most core terms it shares (stems, with
 * synonyms), then the most words of the posting's own wording; null when it shares no core term. A
 * mentoring question picks 'Mentored two junior developers', not a migration.
 */
export function closestLine<T extends { readonly text: string }>(
  lines: readonly T[],
  terms: {
    readonly core: ReadonlySet<string>;
    /** Word beginnings of which the line must also have one ('resolv' for 'resolved', 'resolving'). */
    readonly also?: readonly string[];
    readonly context?: string;
  },
): T | null {
  const context = terms.context ? stemsOf(terms.context) : new Set<string>();
  let best: T | null = null;
  let bestScore = 0;
  for (const line of lines) {
    const stems = stemsOf(line.text);
    const core = [...stems].filter((s) => terms.core.has(s)).length;
    if (core === 0 || (terms.also && !wordsOf(line.text).some((w) => terms.also!.some((root) => w.startsWith(root)))))
      continue;
    const score = core * 2 + [...stems].filter((s) => context.has(s)).length;
    if (score > bestScore) {
      best = line;
      bestScore = score;
    }
  }
  return best;
}
