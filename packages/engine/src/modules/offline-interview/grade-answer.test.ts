import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import { RESUME_DATA_ANALYST, RESUME_NURSE } from '../../testing/module-fixtures.ts';
import { countFillerWords } from './filler-words.ts';

const engine = testEngine();
const SQL_QUESTION =
  'The role asks for SQL and PostgreSQL. Walk me through the piece of work that best shows it, for example from your time as Senior Data Analyst at Quillfeather Health.';
const SQL_BASIS =
  'The posting requires SQL and PostgreSQL, and your resume shows it in your work: expect to be asked for detail.';
const COMMS_QUESTION =
  'Tell me about a time you had to explain something complex to someone without your background. How did you make sure they understood?';
const COMMS_BASIS = "The posting asks: 'Strong communication skills with non-technical stakeholders'.";
const GUIDELINES = ['Pick one piece of work and say what you did yourself.', 'Give the result with a figure.'];

const grade = (answer: string | null, question = SQL_QUESTION, basis = SQL_BASIS) =>
  engine.gradeAnswer({
    question,
    basis,
    guidelines: GUIDELINES,
    category: 'Technical',
    answer,
    resumeText: RESUME_DATA_ANALYST,
    asOf: AS_OF,
  });

const STRONG_SQL = `At Quillfeather Health in 2022 the finance team planned budgets from spreadsheets that were always two weeks late.
My task was to give them weekly numbers they could trust. I wrote a set of SQL queries in PostgreSQL over the claims tables, and I added
window functions to compute rolling costs per region. I then scheduled the report and checked it against last quarter's totals with the
finance lead. As a result the team moved to weekly planning, and the report cut their preparation time from 3 days to 4 hours.`;

const WE_ONLY = `We had a big problem with our SQL reports on the team. We talked about it a lot and we decided to make the reports better. It went well in the end
and everyone was happy with the reports and the way we handled the whole thing together as a team.`;

describe('gradeAnswer: real answers', () => {
  it('a full STAR answer with figures and the asked skills scores high, with evidence and no invented outline', () => {
    const f = grade(STRONG_SQL);
    expect(f.problems).toEqual([]);
    expect(f.score).toBeGreaterThanOrEqual(80);
    expect(f.requirement).toBe('SQL and PostgreSQL');
    const structure = f.criteria.find((c) => c.id === 'structure')!;
    expect(structure.score).toBe(100);
    expect(f.criteria.find((c) => c.id === 'relevance')!.evidence).toEqual(
      expect.arrayContaining(['SQL', 'PostgreSQL']),
    );
    expect(f.keep.length).toBeGreaterThan(0);
    // every outline line that quotes the resume quotes it verbatim
    for (const step of f.outline) if (step.resume_line) expect(RESUME_DATA_ANALYST).toContain(step.resume_line);
    expect(f.markdown).toContain(`**Score: ${f.score}/100.**`);
  });

  it("a vague team answer without figures, tools or 'I' scores low and says what to change", () => {
    const f = grade(WE_ONLY);
    expect(f.score).toBeLessThan(50);
    expect(f.change).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/figure/),
        expect.stringMatching(/not only what the team did/),
        expect.stringMatching(/Name PostgreSQL/),
      ]),
    );
    expect(f.keep.join(' ')).not.toMatch(/figures|you say what you did yourself/i);
  });

  it('a short honest answer is told to say more', () => {
    const f = grade('I used SQL in PostgreSQL daily for claims reports.');
    expect(f.criteria.find((c) => c.id === 'length')!.score).toBeLessThan(40);
    expect(f.change.join(' ')).toMatch(/Say more/);
    expect(f.score).toBeLessThan(60);
  });

  it('a behavioral answer is graded against the posting words the question quotes', () => {
    const answer = `Last year our regional managers could not read the Tableau dashboards I maintained. I was asked to explain the claims trends to them.
I sat with each manager for 30 minutes, explained the three numbers that mattered, and rewrote the labels in plain words.
As a result, questions to our team dropped by half and two managers now present the dashboard themselves.`;
    const f = grade(answer, COMMS_QUESTION, COMMS_BASIS);
    expect(f.requirement).toBe('Strong communication skills with non-technical stakeholders');
    expect(f.problems).toEqual([]);
    expect(f.score).toBeGreaterThanOrEqual(60);
  });

  it('is deterministic', () => {
    expect(grade(STRONG_SQL)).toEqual(grade(STRONG_SQL));
  });
});

describe('gradeAnswer: good answers that do not repeat the question are not called off topic', () => {
  const cases: Array<[string, string, string | null, string, string]> = [
    [
      'a gap question answered with a plan',
      'The role asks for Kubernetes, which your resume does not show. How would you handle this part of the job in your first months?',
      'The posting requires Kubernetes, and your resume does not show it.',
      'Honestly I have not used it at work yet. I have been running a small cluster at home for six months and finished the official administrator course in May. In the first month I would pair with the platform team on deployments and read our runbooks, and by month three I would own the staging environment.',
      RESUME_DATA_ANALYST,
    ],
    [
      "a nurse's story that says 'patient's' and never 'difficult'",
      'Tell me about a time you had to deal with a difficult patient or family member.',
      null,
      "Last winter a patient's daughter was upset because her father's pain medication was late. I listened, apologised, and checked the order in Epic with the charge nurse. I explained the new schedule and stayed with them for ten minutes. She thanked me the next day and the father's pain score dropped from 8 to 3.",
      RESUME_NURSE,
    ],
    [
      'a learning story that never says learn',
      'Tell me about something you had to learn quickly for your work. How did you go about it?',
      'Interviewers ask something like this in most interviews.',
      'When our team switched to Airflow I had two weeks to move twelve reports. I took a short course, rebuilt one report as a pilot and asked a senior engineer to review it. Then I moved the rest, and all twelve ran on schedule by the deadline.',
      RESUME_DATA_ANALYST,
    ],
  ];
  it.each(cases)('%s', (_name, question, basis, answer, resumeText) => {
    const f = engine.gradeAnswer({ question, basis, answer, resumeText, asOf: AS_OF });
    expect(f.problems).toEqual([]);
    expect(f.score).toBeGreaterThanOrEqual(55);
    expect(f.keep.length).toBeGreaterThan(0);
  });

  it("a 'how would you' question is graded as a plan, not as a past story", () => {
    const f = engine.gradeAnswer({
      question: cases[0]![1],
      basis: cases[0]![2],
      answer: cases[0]![3],
      resumeText: RESUME_DATA_ANALYST,
      asOf: AS_OF,
    });
    expect(f.criteria[0]).toMatchObject({ label: 'Structure (experience, steps, timeline, outcome)', score: 100 });
    const vague = engine.gradeAnswer({
      question: cases[0]![1],
      basis: cases[0]![2],
      answer: 'I am a fast learner and I am sure it will not be a problem for me at all in this job.',
      resumeText: RESUME_DATA_ANALYST,
      asOf: AS_OF,
    });
    expect(vague.criteria[0]!.score).toBeLessThanOrEqual(50);
    expect(vague.change.join(' ')).toMatch(/timeline/);
  });
});

describe('gradeAnswer: answers that are not answers get no praise', () => {
  const cases: Array<[string, string, string]> = [
    ['empty', '   ', 'empty'],
    ['punctuation only', '... ??? !!!', 'empty'],
    ['gibberish', 'asdkfj qwrtpl zxcvbn mnbvcx lkjhgf poiuyt qwerty asdfgh', 'gibberish'],
    ['letter soup', 'hjkl hjkl sdfg wrtz xcvb nmkl qwsd fghj tyui bnmv', 'gibberish'],
    [
      'repeated',
      'I am a team player. I am a team player. I am a team player. I am a team player. I am a team player.',
      'repeated',
    ],
    ['looped words', Array.from({ length: 12 }, () => 'SQL reports and results').join(' '), 'repeated'],
    ['copied question', SQL_QUESTION, 'copied_question'],
    [
      'copied question, reworded a little',
      'So the role asks for SQL and PostgreSQL and you want me to walk through a piece of work that shows it.',
      'copied_question',
    ],
    [
      'off topic',
      'My favourite holiday was a hiking trip in the mountains with my family, where we cooked outdoors every evening and watched the stars over the lake.',
      'off_topic',
    ],
  ];
  it.each(cases)('%s', (_name, answer, problem) => {
    const f = grade(answer);
    expect(f.problems).toContain(problem);
    expect(f.score).toBeLessThanOrEqual(25);
    expect(f.keep).toEqual([]);
    expect(f.markdown).toContain('Nothing yet');
    expect(f.markdown).not.toMatch(/strong answer|good base/i);
  });

  it('an audio answer without a transcript is not scored, and says why', () => {
    const f = grade(null);
    expect(f.score).toBeNull();
    expect(f.criteria).toEqual([]);
    expect(f.verdict).toMatch(/not transcribed/);
  });
});

describe('buildOutline: only the resume', () => {
  it('a question the resume has no line on gets an outline with no quoted line', () => {
    const f = grade(
      'A fine answer about Kubernetes clusters that I ran at scale with Helm for two years at work, with 40 services.',
      'The role asks for Kubernetes. How would you handle this part of the job in your first months?',
      'The posting requires Kubernetes, and your resume does not show it.',
    );
    expect(f.outline.every((s) => s.resume_line === null)).toBe(true);
    expect(f.outline[0]!.text).toMatch(/no line on this topic/);
  });

  it('without a resume figure, the result step says not to invent one', () => {
    const f = grade(
      STRONG_SQL,
      'The role asks for Tableau or Power BI dashboards. Walk me through the piece of work that best shows it.',
      'The posting requires Tableau or Power BI dashboards.',
    );
    const result = f.outline.find((s) => s.part === 'Result')!;
    expect(result.text).toMatch(/never invent a figure/);
  });
});

describe('countFillerWords', () => {
  it('counts fillers and leaves ordinary uses of like and kind of alone', () => {
    expect(countFillerWords('Um, so I, like, basically wrote the, uh, report. You know, it worked.')).toEqual({
      count: 5,
      words: [
        { word: 'basically', count: 1 },
        { word: 'like', count: 1 },
        { word: 'uh', count: 1 },
        { word: 'um', count: 1 },
        { word: 'you know', count: 1 },
      ],
    });
    expect(countFillerWords('I would like to use a tool like dbt for this kind of problem.').count).toBe(0);
  });
});
