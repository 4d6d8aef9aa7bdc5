// Regression floors for the engine's measured quality (scripts/bench-quality.ts has the full run):
// on the first 200 RJDB pairs of the holdout split and on the parser fixtures, figures may not fall
// below these floors, set a little under what the engine reached when the split was introduced
// (ranking 94.5%, recall 83.0%, false alarms 14.7%; parser 158/158 = 100%, the OpenResume PDF through
// the server's extractor 44/44). The holdout is for reporting: tune on dev, never against these rows.
// The evaluation data lives outside the repository (../shared/data/eval) and is never shipped.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../packages/engine/src/index.ts';
import { describeWithEvalData, evalDataDir as dataDir } from './bench/eval-data.ts';
import { measureRealWorldSplit } from './bench/print-real-world.ts';
import { measureWritingSplit } from './bench/print-writing.ts';
import { countDefects } from './bench/quality-letters.ts';
import { brokenPunctuation, mixedTenses, opensWithAction } from './bench/quality-rewrites.ts';
import { accuracyOf, measureParser } from './bench/quality-parser.ts';
import { checkAccuracy, percentOf } from './bench/quality-real-world.ts';
import { loadRjdb, measureRanking, namesSkill } from './bench/quality-ranking.ts';
import { loadRealWorld, REAL_WORLD_DIR } from './bench/real-world-labels.ts';
const FLOORS = {
  rankingAccuracy: 92.5,
  recall: 79.5,
  falseAlarmRate: 17.5,
  parserAccuracy: 97,
  openResumePdfAccuracy: 95,
} as const;

const created = createEngine();
if (!created.ok) throw new Error(created.error);
const engine = created.value;

describeWithEvalData(
  'engine quality floors (first 200 holdout RJDB pairs, parser fixtures)',
  'eval/rjdb/test.jsonl',
  () => {
    it('ranks matched resumes above unmatched ones and names the removed skills', () => {
      const report = measureRanking(loadRjdb(dataDir, { split: 'holdout', limit: 200 }), engine);
      expect(report.pairs).toBe(200);
      expect(report.rankingAccuracy).toBeGreaterThanOrEqual(FLOORS.rankingAccuracy);
      expect(report.recall).toBeGreaterThanOrEqual(FLOORS.recall);
      expect(report.falseAlarmRate).toBeLessThanOrEqual(FLOORS.falseAlarmRate);
    }, 30_000);

    it('reads the fields of the rendered JSON Resume, and of the OpenResume PDF through our own extraction', async () => {
      const { checks, pdftotextChecks } = await measureParser(dataDir, engine);
      const openResumePdf = checks.filter((c) => c.document.startsWith('openresume/pdf'));
      expect(checks.length).toBeGreaterThan(100);
      expect(openResumePdf.length).toBeGreaterThan(40);
      expect(accuracyOf(checks)).toBeGreaterThanOrEqual(FLOORS.parserAccuracy);
      expect(accuracyOf(openResumePdf)).toBeGreaterThanOrEqual(FLOORS.openResumePdfAccuracy);
      expect(accuracyOf(pdftotextChecks)).toBeGreaterThanOrEqual(FLOORS.openResumePdfAccuracy);
    }, 30_000);
  },
);

describe('brokenPunctuation (the question check)', () => {
  it("finds a stray mark, not a name that starts with one ('WPF, .NET')", () => {
    expect(brokenPunctuation('What about CPI.?')).not.toBeNull();
    expect(brokenPunctuation('Start from: WPF, .NET, C++ and MVC.')).toBeNull();
    expect(brokenPunctuation('It ended , .')).not.toBeNull();
  });
});

describe('opensWithAction (the quoted-line check)', () => {
  it("reads a past verb before 'and' and a gerund as actions, a noun or an adjective as none", () => {
    expect(opensWithAction('Managed and developed the depot rota for 30 drivers')).toBe(true);
    expect(opensWithAction('Instructing swimmers on water safety at three pools')).toBe(true);
    expect(opensWithAction('handling supplier returns and stock counts')).toBe(true);
    expect(opensWithAction('Customer sales process')).toBe(false);
    expect(opensWithAction('Responsible for the monthly report')).toBe(false);
  });
});

describe('mixedTenses (the tense check)', () => {
  it("reads a verb whose past is its present ('Cut') as either tense", () => {
    expect(mixedTenses('Owned the payroll. Cut overtime costs by 8%')).toBe(false);
    expect(mixedTenses('Managed the stock room; train new staff')).toBe(true);
  });

  it('reads a clause that opens with a noun as no action', () => {
    expect(mixedTenses('Ran the help desk. Tickets closed within 2 days')).toBe(false);
    expect(mixedTenses('Handled returns; Duties include cash handling')).toBe(false);
    expect(mixedTenses('Plan the rota. Managed the budget')).toBe(true);
  });
});

describe('namesSkill (the recall check)', () => {
  it('needs two thirds of the skill words in one flagged text', () => {
    expect(namesSkill('Physical strength and stamina', 'Physical Stamina and Strength')).toBe(true);
    expect(namesSkill('physical stamina', 'Physical Stamina and Strength')).toBe(true);
    expect(namesSkill('Time', 'Time Management Skills')).toBe(false);
    expect(namesSkill('Customer Service', 'Networking')).toBe(false);
  });
});

// Floors on the real-world holdout split (scripts/bench/real-world-labels.ts): set a little under what the
// engine reached on 2026-11-24 (resume fields 86.1%, years 12/13, posting company 5/6, title 6/6, years 3/6,
// required skills 51.7% / 37.8% once duties count for recall (docs/decisions/020; 33.3% before), 3
// not-requirements, 3 trap terms, 2 requirement leaks); tuning looks at dev only. See README 'Quality' for
// the figures and the goals (docs/decisions/011).
const REAL_WORLD_FLOORS = {
  resumeFields: 84,
  years: 84,
  postingCompany: 80,
  postingTitle: 95,
  postingYears: 50,
  requiredPrecision: 48,
  requiredRecall: 35,
  notRequirementsRead: 3,
  traps: 3,
  requirementLeaks: 2,
} as const;

describeWithEvalData(
  'engine quality floors on real documents (holdout split)',
  `${REAL_WORLD_DIR}/labels/resumes.jsonl`,
  () => {
    it('reads real resumes and postings and scores the labelled pairs', async () => {
      const report = await measureRealWorldSplit(loadRealWorld(dataDir), 'holdout', engine);
      expect(report.resumes.checks.length).toBeGreaterThan(100);
      expect(checkAccuracy(report.resumes.checks)).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.resumeFields);
      expect(
        percentOf(report.resumes.years.filter((y) => y.ok).length, report.resumes.years.length),
      ).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.years);
      const postingField = (f: string) => checkAccuracy(report.postings.checks.filter((c) => c.field === f));
      expect(postingField('company')).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.postingCompany);
      expect(postingField('title')).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.postingTitle);
      expect(postingField('min_years')).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.postingYears);
      const { requiredPrecision: p, requiredRecall: r } = report.postings;
      expect(percentOf(p.right, p.of)).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.requiredPrecision);
      expect(percentOf(r.found, r.of)).toBeGreaterThanOrEqual(REAL_WORLD_FLOORS.requiredRecall);
      expect(report.postings.notRequirementsRead.length).toBeLessThanOrEqual(REAL_WORLD_FLOORS.notRequirementsRead);
      expect(report.resumes.traps.length).toBeLessThanOrEqual(REAL_WORLD_FLOORS.traps);
      expect(report.pairs.requirementLeaks.length).toBeLessThanOrEqual(REAL_WORLD_FLOORS.requirementLeaks);
    }, 60_000);
  },
);

// Floors on the real-world dev split: what tuning reached on 2026-11-24 (session 7, docs/decisions/011: resume
// fields 95.1%, years 29/29, posting company 100%, title 92.3%, minimum years 100%, required skills 85.7% /
// 85.3%, 1 not-requirement, 2 trap terms, 0 leaks, strong above no 4/4), so no later change gives it back.
// Required skills are graded with the engine's own stems: since the stemmer stopped cutting words to five letters
// (docs/decisions/043) the grader no longer joins a Swedish or German requirement to its English label
// ('methodisch' ~ 'methodical') nor 'multi-task' to 'multitasking'; the parse is unchanged (85.7% / 85.8% with
// the old stems as grader), the figures read 83.2% / 84.9%.
const DEV_FLOORS = {
  resumeFields: 95,
  years: 96,
  postingCompany: 100,
  postingTitle: 92,
  postingYears: 100,
  requiredPrecision: 83,
  requiredRecall: 84.5,
  notRequirementsRead: 1,
  traps: 2,
  requirementLeaks: 0,
  strongAboveNo: 100,
} as const;

describeWithEvalData(
  'engine quality floors on real documents (dev split)',
  `${REAL_WORLD_DIR}/labels/resumes.jsonl`,
  () => {
    it('keeps what tuning reached on the dev resumes, postings and pairs', async () => {
      const report = await measureRealWorldSplit(loadRealWorld(dataDir), 'dev', engine);
      expect(report.resumes.checks.length).toBeGreaterThan(400);
      expect(checkAccuracy(report.resumes.checks)).toBeGreaterThanOrEqual(DEV_FLOORS.resumeFields);
      expect(
        percentOf(report.resumes.years.filter((y) => y.ok).length, report.resumes.years.length),
      ).toBeGreaterThanOrEqual(DEV_FLOORS.years);
      const postingField = (f: string) => checkAccuracy(report.postings.checks.filter((c) => c.field === f));
      expect(postingField('company')).toBeGreaterThanOrEqual(DEV_FLOORS.postingCompany);
      expect(postingField('title')).toBeGreaterThanOrEqual(DEV_FLOORS.postingTitle);
      expect(postingField('min_years')).toBeGreaterThanOrEqual(DEV_FLOORS.postingYears);
      const { requiredPrecision: p, requiredRecall: r } = report.postings;
      expect(percentOf(p.right, p.of)).toBeGreaterThanOrEqual(DEV_FLOORS.requiredPrecision);
      expect(percentOf(r.found, r.of)).toBeGreaterThanOrEqual(DEV_FLOORS.requiredRecall);
      expect(report.postings.notRequirementsRead.length).toBeLessThanOrEqual(DEV_FLOORS.notRequirementsRead);
      expect(report.resumes.traps.length).toBeLessThanOrEqual(DEV_FLOORS.traps);
      expect(report.pairs.requirementLeaks.length).toBeLessThanOrEqual(DEV_FLOORS.requirementLeaks);
      expect(percentOf(report.pairs.ordered.right, report.pairs.ordered.of)).toBeGreaterThanOrEqual(
        DEV_FLOORS.strongAboveNo,
      );
    }, 120_000);
  },
);

// Writing floors on the holdout split (issue 10; scripts/bench/print-writing.ts): every real-world case with a
// holdout document (each holdout resume x every posting, each dev resume x each holdout posting) and, for the
// test's runtime, the first 100 holdout RJDB rows in file order (bench:quality measures all 329). The goal of
// every count is 0 and most floors are 0; the others are what the engine reached on 2026-11-24 (never tuned on
// the holdout): 42 real-world letters name a company the posting reader misread on holdout postings, 1 question
// shows an internal label, 4 questions carry a claim flag (5 since the posting reader finds requirements under a
// lead-in sentence and in postings whose headings name no requirements part, docs/decisions/011: more questions,
// and the claim check's known false alarms on quoted resume lines, e.g. 'Elastic StackFilebeat', grow with them;
// those rules were found on two holdout postings seen through dev pairs, docs/decisions/011);
// on the 100 RJDB rows, 1 letter names the wrong company. Session 7 (ENGINE_VERSION 0.4.4, tuned on dev only): the claim
// check no longer flags a skill word inside the resume's own title, and questions no longer glue words where a bracket
// was dropped, so real-world question claims are 0 (was 5).
const ZERO = {
  unsigned: 0,
  placeholder: 0,
  firstPerson: 0,
  repeatedSentence: 0,
  letterClaims: 0,
  changePlaceholders: 0,
  changesOffBullets: 0,
  numbersChanged: 0,
  questionPunctuation: 0,
} as const;
// Session 9 (docs/decisions/041, tuned on dev only) adds checks whose goal is 0; their floors are the holdout
// figures measured once on 2026-11-24 (all 329 RJDB holdout rows, so the test's first 100 stay within them); session 10
// (docs/decisions/046) lowered those it reached.
const WRITING_FLOORS = {
  realWorld: {
    ...ZERO,
    wrongCompany: 42,
    questionLabels: 1,
    claims: 0,
    subjectless: 5,
    foreignLetters: 1,
    notADuty: 0,
    mixedTense: 32,
    notAction: 8,
    garbled: 0,
    foreignQuotes: 0,
  },
  rjdb: {
    ...ZERO,
    wrongCompany: 1,
    questionLabels: 0,
    claims: 0,
    subjectless: 1,
    foreignLetters: 1,
    notADuty: 4,
    mixedTense: 0,
    notAction: 0,
    garbled: 0,
    foreignQuotes: 0,
  },
} as const;

describeWithEvalData(
  'writing floors on real documents and RJDB (holdout split)',
  `${REAL_WORLD_DIR}/labels/resumes.jsonl`,
  () => {
    it('writes letters, rewrites and questions a job seeker can use', async () => {
      const report = await measureWritingSplit(engine, dataDir, 'holdout', { rjdbLimit: 100 });
      for (const name of ['realWorld', 'rjdb'] as const) {
        const set = report[name];
        const floors = WRITING_FLOORS[name];
        expect(set.letters.length).toBeGreaterThanOrEqual(100);
        const letters = countDefects(set.letters);
        expect(letters['wrong-company']).toBeLessThanOrEqual(floors.wrongCompany);
        expect(letters.unsigned).toBeLessThanOrEqual(floors.unsigned);
        expect(letters.placeholder).toBeLessThanOrEqual(floors.placeholder);
        expect(letters['first-person']).toBeLessThanOrEqual(floors.firstPerson);
        expect(letters['repeated-sentence']).toBeLessThanOrEqual(floors.repeatedSentence);
        expect(letters.invented).toBeLessThanOrEqual(floors.letterClaims);
        const r = set.rewrites;
        expect(r.questions).toBeGreaterThan(500);
        expect(r.placeholders.length).toBeLessThanOrEqual(floors.changePlaceholders);
        expect(r.notBullets.length).toBeLessThanOrEqual(floors.changesOffBullets);
        expect(r.numbersChanged.length).toBeLessThanOrEqual(floors.numbersChanged);
        expect(r.brokenPunctuation.length).toBeLessThanOrEqual(floors.questionPunctuation);
        expect(r.internalLabels.length).toBeLessThanOrEqual(floors.questionLabels);
        expect(r.claims.length).toBeLessThanOrEqual(floors.claims);
        expect(letters.subjectless).toBeLessThanOrEqual(floors.subjectless);
        expect(letters['foreign-fragment']).toBeLessThanOrEqual(floors.foreignLetters);
        expect(letters['not-a-duty']).toBeLessThanOrEqual(floors.notADuty);
        expect(r.mixedTense.length).toBeLessThanOrEqual(floors.mixedTense);
        expect(r.notAction.length).toBeLessThanOrEqual(floors.notAction);
        expect(r.garbled.length).toBeLessThanOrEqual(floors.garbled);
        expect(r.foreignQuotes.length).toBeLessThanOrEqual(floors.foreignQuotes);
      }
      expect(report.realWorld.rewrites.changes).toBeGreaterThan(1000);
    }, 300_000);
  },
);
