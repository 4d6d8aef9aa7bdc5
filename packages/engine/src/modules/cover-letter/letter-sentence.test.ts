import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import {
  isHeadingLike,
  joinContinuation,
  sayLineAsClause,
  spellSmallNumbers,
  wholeSentence,
  wholeSentences,
} from './letter-sentence.ts';

const engine = testEngine();

describe('whole sentences of a resume line', () => {
  it('ends a sentence after an acronym, but not after an initial or a degree', () => {
    expect(wholeSentences('Ran the nightly jobs on AIX. Tuned the queue managers for the payments team.')).toEqual([
      'Ran the nightly jobs on AIX',
      'Tuned the queue managers for the payments team',
    ]);
    expect(wholeSentences('Earned a B.S. in Nursing while working nights on the ward.')).toEqual([
      'Earned a B.S. in Nursing while working nights on the ward',
    ]);
  });

  it('keeps a whole sentence and refuses one cut, a label list, a header, a run-on or a broken encoding', () => {
    expect(wholeSentence('- Reduced wait times by 20% across two clinics.')).toBe(
      'Reduced wait times by 20% across two clinics',
    );
    expect(wholeSentence('Coordinated discharge planning for patients across')).toBeNull();
    expect(wholeSentence('Tools: Excel, Tableau, SQL, Python')).toBeNull();
    expect(wholeSentence('Managed Regional Sales Operations Team Leads')).toBeNull();
    expect(wholeSentence('Operated Forklift Equipment (2015 - 2018)')).toBeNull();
    expect(wholeSentence('Built reports for the team at Company Name')).toBeNull();
    expect(wholeSentence('Trained staff in core skillsÂ for the season')).toBeNull();
  });

  it('takes the sentences of a line after its label', () => {
    expect(
      wholeSentences('Portfolio Tools: Built models for hedging. Also wrote a backtesting engine for strategies.'),
    ).toEqual(['Built models for hedging', 'Also wrote a backtesting engine for strategies']);
  });

  it('tells a heading from a sentence with names in it', () => {
    expect(isHeadingLike('Manufactured Engineering Intern Company Name')).toBe(true);
    expect(isHeadingLike('Automated CI/CD pipelines with GitHub Actions and Docker')).toBe(false);
  });
});

describe('joinContinuation', () => {
  const resume = engine.parseResume(
    [
      'Jordan Reyes',
      'EXPERIENCE',
      'Line Cook, Harbor Grill, 2019 - 2023',
      '- Prepared 200 covers a night and trained three new cooks in',
      'knife skills and plating.',
      '- Ran inventory counts for the walk-in and dry storage and',
      'ordered produce from four',
      'local farms each week and',
      'kept the logs',
      'for the owner',
      'every month',
    ].join('\n'),
    { asOf: AS_OF },
  );
  const at = (start: string) => resume.lines.findIndex((l) => l.includes(start));

  it('joins a bullet to the lines the layout wrapped it onto', () => {
    expect(joinContinuation(resume, at('Prepared 200'), resume.lines[at('Prepared 200')]!)).toBe(
      'Prepared 200 covers a night and trained three new cooks in knife skills and plating.',
    );
  });

  it('leaves out a sentence still going on past the lines it may join', () => {
    expect(joinContinuation(resume, at('Ran inventory'), resume.lines[at('Ran inventory')]!)).toBe('');
  });
});

describe('sayLineAsClause', () => {
  it('says a resume sentence as what I did, with small counts in words', () => {
    expect(sayLineAsClause('Led a team of 5 engineers', 'past')).toBe('led a team of five engineers');
    expect(sayLineAsClause('Responsible for maintaining dashboards for managers', 'present')).toBe(
      'maintain dashboards for managers',
    );
    expect(sayLineAsClause('Cleaned data in pandas; presented findings to leaders', 'past')).toBe(
      'cleaned data in pandas and presented findings to leaders',
    );
    expect(sayLineAsClause('Patient charts were updated in Epic daily', 'past')).toBe(
      'updated patient charts in Epic daily',
    );
    expect(sayLineAsClause('Team player with strong communication', 'past')).toBeNull();
  });

  it('spells out counts of one to nine, never versions, tiers or percentages', () => {
    expect(spellSmallNumbers('a team of 5 engineers in 3 cities')).toBe('a team of five engineers in three cities');
    expect(spellSmallNumbers('Python 3 scripts, Tier 1 support, 5% faster, 2.5 years, 4+ years')).toBe(
      'Python 3 scripts, Tier 1 support, 5% faster, 2.5 years, 4+ years',
    );
  });
});
