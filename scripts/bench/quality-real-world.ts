// Quality on the hand-labelled real-world corpus (scripts/bench/real-world-labels.ts): resumes read the way
// the product reads an upload (the original PDF through the server's extractor), postings from their text,
// and the labelled resume x posting verdicts through scoreFit. Every figure is computed per split.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Engine, ParsedPosting, ParsedResume } from '../../packages/engine/src/index.ts';
import { contentStems } from '../../packages/engine/src/posting/requirement-terms.ts';
import { measureResumes, readResumeText, type ResumeReport } from './quality-real-world-resumes.ts';
import type { LabelledPosting, RealWorldCorpus } from './real-world-labels.ts';
import { isBareCountry, norm, REAL_WORLD_AS_OF, sameText, type Check } from './real-world-checks.ts';

export { checkAccuracy, norm, percentOf, REAL_WORLD_AS_OF, sameText, type Check } from './real-world-checks.ts';
export { readResumeText, type ResumeReport } from './quality-real-world-resumes.ts';

export interface PostingReport {
  readonly checks: readonly Check[];
  /** Labelled required skills covered by a parsed 'must' requirement or a parsed duty (recall), and parsed 'must' requirements that match a labelled skill (precision). */
  readonly requiredRecall: { readonly found: number; readonly of: number };
  readonly requiredPrecision: { readonly right: number; readonly of: number };
  /** Not-requirements that the parser turned into a requirement. */
  readonly notRequirementsRead: ReadonlyArray<{ document: string; text: string; requirement: string }>;
}

/** Share of a phrase's content stems that a text holds. */
function coverage(phrase: string, text: string): number {
  const want = contentStems(phrase);
  if (want.length === 0) return 0;
  const have = new Set(contentStems(text, { keepFiller: true }));
  return want.filter((s) => have.has(s)).length / want.length;
}

const EXPERIENCE_WORDS =
  /\b(?:work|professional|relevant|related|industry|minimum|at least|prior|previous|of|experience|years?|yrs)\b/gi;
/** A labelled skill that only states a length of experience: '2-5 years of relevant work experience'. */
const isYearsOnly = (skill: string) =>
  /\byears?\b|\byrs\b/i.test(skill) && contentStems(skill.replace(EXPERIENCE_WORDS, ' ')).length === 0;

/** Text that is never a requirement, whatever the posting: benefits, EEO and privacy boilerplate, how to apply. */
const BOILERPLATE =
  /\b(?:equal opportunity|equal employment|without regard to|affirmative action|reasonable accommodation|401\s?\(?k\)?|paid time off|\bpto\b|dental|vision insurance|health insurance|medical insurance|tuition reimbursement|employee discount|benefits? (?:package|include)|we offer|privacy (?:notice|policy)|click (?:here|apply)|apply (?:now|today|online)|send (?:your|a) (?:resume|cv)|application deadline|e-?verify)\b/i;

export function measurePostings(
  corpus: RealWorldCorpus,
  engine: Engine,
): PostingReport & { parsed: Map<string, ParsedPosting> } {
  const checks: Check[] = [];
  const parsedById = new Map<string, ParsedPosting>();
  let found = 0;
  let of = 0;
  let right = 0;
  let judged = 0;
  const notRequirementsRead: Array<{ document: string; text: string; requirement: string }> = [];
  for (const posting of corpus.postings) {
    const parsed = engine.parsePosting(readFileSync(path.join(corpus.dir, posting.text_file), 'utf8'));
    parsedById.set(posting.id, parsed);
    const check = (field: string, expected: string | null, actual: string | null, ok: boolean) =>
      checks.push({ document: posting.id, field, expected: expected ?? '(none)', actual: actual ?? '(none)', ok });
    check(
      'company',
      posting.company,
      parsed.company,
      sameText(posting.company, parsed.company) ||
        (!!parsed.company && norm(posting.company).includes(norm(parsed.company)) && norm(parsed.company).length >= 4),
    );
    check(
      'title',
      posting.title,
      parsed.title,
      sameText(posting.title, parsed.title) ||
        (!!parsed.title &&
          norm(posting.title).includes(norm(parsed.title)) &&
          norm(parsed.title).split(' ').length >= 2),
    );
    const years = parsed.yearsRequired?.min ?? null;
    check(
      'min_years',
      posting.min_years === null ? null : String(posting.min_years),
      years === null ? null : String(years),
      years === posting.min_years,
    );
    const musts = parsed.requirements.filter((r) => r.kind === 'must');
    // a labelled skill that is only a length of experience ('minimum 1 year of experience') is found by a years requirement
    const hasYears = musts.some((r) => r.experience.length > 0);
    // a labelled skill that is a core duty ('lesson planning') is found by a duty: fit weighs duties in a factor of their own (docs/decisions/020)
    for (const skill of posting.required_skills) {
      of++;
      if (
        isYearsOnly(skill)
          ? hasYears
          : musts.some((r) => coverage(skill, r.text) >= 0.5) ||
            parsed.duties.some((d) => coverage(skill, d.text) >= 0.5)
      )
        found++;
    }
    const labelled = [...posting.required_skills, ...posting.preferred_skills, posting.education_required ?? ''].filter(
      Boolean,
    );
    const labelsYears = posting.min_years !== null || labelled.some(isYearsOnly);
    for (const r of musts) {
      judged++;
      if (
        (labelsYears && r.experience.length > 0) ||
        labelled.some((skill) => coverage(skill, r.text) >= 0.5 || coverage(r.label, skill) >= 0.5)
      )
        right++;
    }
    for (const r of parsed.requirements) {
      const boilerplate = BOILERPLATE.exec(r.text);
      // a phrase labelled both ways (P29's 'attention to detail' is a skill and, as '100% attention to detail', a not-requirement) counts as a skill
      const named = posting.not_requirements.find((n) => {
        const literal = n.replace(/\([^)]*\)/g, ' ').trim();
        if (contentStems(literal).length < 2 || coverage(literal, r.text) < 0.75) return false;
        return !labelled.some((skill) => coverage(skill, literal) >= 0.75);
      });
      if (boilerplate || named)
        notRequirementsRead.push({
          document: posting.id,
          text: named ?? boilerplate![0],
          requirement: r.text.slice(0, 120),
        });
    }
  }
  return {
    checks,
    requiredRecall: { found, of },
    requiredPrecision: { right, of: judged },
    notRequirementsRead,
    parsed: parsedById,
  };
}

export interface PairReport {
  /** Resume x (strong, no) couples where the strong pair scored at least 15 points above the no pair. */
  readonly ordered: { readonly right: number; readonly of: number };
  readonly strongAt55: { readonly right: number; readonly of: number };
  readonly scores: ReadonlyArray<{ resume: string; posting: string; verdict: string; score: number }>;
  /** Requirements the fit shows the job seeker that are the posting's company, its city, a country, its schedule or boilerplate. */
  readonly requirementLeaks: ReadonlyArray<{ posting: string; label: string; why: string }>;
}

const LOGISTICS =
  /^(?:full[- ]?time|part[- ]?time|permanent|temporary|contract|remote|hybrid|on-?site|application deadline.*|salary.*|benefits?)$/i;

/** Why a requirement label shown to the user is not a requirement at all, or null when it may be one. */
function leakOf(label: string, posting: LabelledPosting | undefined): string | null {
  const l = norm(label);
  if (!l) return null;
  if (posting?.company && (l === norm(posting.company) || l.includes(norm(posting.company)))) return 'the company';
  const city = norm(posting?.location?.split(',')[0]);
  if (city && (l === city || l === norm(posting?.location))) return 'the location';
  if (isBareCountry(label)) return 'a country';
  if (LOGISTICS.test(label.trim())) return 'schedule or logistics';
  if (BOILERPLATE.test(label)) return 'boilerplate';
  return null;
}

export function measurePairs(
  corpus: RealWorldCorpus,
  engine: Engine,
  resumes: Map<string, ParsedResume>,
  postings: Map<string, ParsedPosting>,
  labels: readonly LabelledPosting[],
): PairReport {
  const leaks = new Map<string, { posting: string; label: string; why: string }>();
  const scores = corpus.pairs.flatMap((pair) => {
    const resume = resumes.get(pair.resume);
    const posting = postings.get(pair.posting);
    if (!resume || !posting) return [];
    const fit = engine.scoreFit(resume, posting);
    for (const r of fit.requirements) {
      const why = leakOf(
        r.requirement.label,
        labels.find((p) => p.id === pair.posting),
      );
      if (why)
        leaks.set(`${pair.posting} ${r.requirement.label}`, { posting: pair.posting, label: r.requirement.label, why });
    }
    return [{ resume: pair.resume, posting: pair.posting, verdict: pair.verdict, score: fit.score }];
  });
  let right = 0;
  let of = 0;
  for (const strong of scores.filter((s) => s.verdict === 'strong')) {
    for (const no of scores.filter((s) => s.verdict === 'no' && s.resume === strong.resume)) {
      of++;
      if (strong.score >= no.score + 15) right++;
    }
  }
  const strongs = scores.filter((s) => s.verdict === 'strong');
  return {
    ordered: { right, of },
    strongAt55: { right: strongs.filter((s) => s.score >= 55).length, of: strongs.length },
    scores,
    requirementLeaks: [...leaks.values()],
  };
}

export interface RealWorldReport {
  readonly resumes: ResumeReport;
  readonly postings: PostingReport;
  readonly pairs: PairReport;
}

export async function measureRealWorld(
  corpus: RealWorldCorpus,
  engine: Engine,
  options: { allResumes?: RealWorldCorpus; allPostings?: RealWorldCorpus } = {},
): Promise<RealWorldReport> {
  const resumes = await measureResumes(corpus, engine);
  const postings = measurePostings(corpus, engine);
  // a pair needs its posting parsed even when the posting falls in the other split
  const allPostings = options.allPostings ? measurePostings(options.allPostings, engine).parsed : postings.parsed;
  // and its resume, when a holdout pair joins a dev resume to a holdout posting
  const pairResumes = new Map(resumes.parsed);
  for (const pair of corpus.pairs) {
    const resume = options.allResumes?.resumes.find((r) => r.id === pair.resume);
    if (resume && !pairResumes.has(resume.id))
      pairResumes.set(resume.id, engine.parseResume(await readResumeText(corpus, resume), { asOf: REAL_WORLD_AS_OF }));
  }
  return {
    resumes,
    postings,
    pairs: measurePairs(corpus, engine, pairResumes, allPostings, (options.allPostings ?? corpus).postings),
  };
}
