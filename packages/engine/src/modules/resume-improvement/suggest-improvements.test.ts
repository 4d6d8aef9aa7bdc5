import { describe, expect, it } from 'vitest';
import { AS_OF, POSTING, RESUME_LAYOUT, testEngine } from '../../testing/fixtures.ts';
import { POSTING_DATA_ANALYST, RESUME_DATA_ANALYST } from '../../testing/module-fixtures.ts';
import { findNumbers } from '../claims/claim-facts.ts';

const engine = testEngine();

const RESUME_MIXED = `Sam Okafor
sam.okafor@example.com | (312) 555-0188 | Chicago, IL

SUMMARY
Responsible for accounts payable at two firms.

EXPERIENCE
Accounts Payable Specialist - Lakeview Foods
Jan 2022 - Present
• Process all vendor invoices for 3 plants
• Reconciled the monthly statements with the ledger

Accounts Clerk - Ridgeway Supplies
Mar 2018 - Dec 2021
• Recording all cheques and maintaining the general ledger
• Responsible for the preparation of monthly reports for the controller
• Successfully reduced late payments by 30% in order to protect supplier discounts
• Worked with the buyers on vendor records
• Mentored two junior clerks

SKILLS
Excel, QuickBooks, SAP
`;

describe('suggestImprovements (module 4)', () => {
  const result = engine.suggestImprovements({ resumeText: RESUME_MIXED, asOf: AS_OF });
  const byOld = new Map(result.changes.map((c) => [c.old_phrase, c]));

  it('rewrites bullets by the rules, naming the rule in the first rationale line', () => {
    expect(byOld.get('Recording all cheques and maintaining the general ledger')).toMatchObject({
      new_phrase: 'Recorded all cheques and maintained the general ledger',
      reasons: ['mixed-tense', 'missing-outcome'],
      rationale: expect.stringMatching(/^- One tense per role: .*\n- Outcome: what changed because of this\? /),
    });
    expect(byOld.get('Responsible for the preparation of monthly reports for the controller')?.new_phrase).toBe(
      'Prepared monthly reports for the controller',
    );
    expect(byOld.get('Successfully reduced late payments by 30% in order to protect supplier discounts')).toMatchObject(
      { new_phrase: 'Reduced late payments by 30% to protect supplier discounts', reasons: ['filler-words'] },
    );
  });

  it('puts the current role in the present tense when it mixes tenses', () => {
    expect(byOld.get('Reconciled the monthly statements with the ledger')?.new_phrase).toBe(
      'Reconcile the monthly statements with the ledger',
    );
  });

  it('never writes a placeholder, never changes a number, never touches headers, the summary or good bullets', () => {
    for (const c of result.changes) {
      expect(c.new_phrase).not.toMatch(/\[/);
      expect(c.placeholders).toEqual([]);
      expect(findNumbers(c.new_phrase).map((n) => n.text)).toEqual(findNumbers(c.old_phrase).map((n) => n.text));
      expect(c.rationale.split('\n').every((l) => l.startsWith('- '))).toBe(true);
    }
    const olds = result.changes.map((c) => c.old_phrase);
    expect(olds).not.toContain('Responsible for accounts payable at two firms.');
    expect(olds).not.toContain('Mentored two junior clerks');
    expect(olds).not.toContain('Worked with the buyers on vendor records');
    expect(olds.some((o) => /Lakeview|Ridgeway|Sam Okafor|Excel/.test(o))).toBe(false);
    expect(result.flags).toEqual([]);
  });

  it('adds nothing to a skills line that is a sentence with commas, not a list', () => {
    const sentence = RESUME_DATA_ANALYST.replace(
      /SKILLS\n[^\n]+/,
      'SKILLS\nProven abilities in design, data modeling, and development',
    );
    expect(sentence).not.toBe(RESUME_DATA_ANALYST);
    const result = engine.suggestImprovements({ resumeText: sentence, postingText: POSTING_DATA_ANALYST, asOf: AS_OF });
    expect(result.changes.filter((c) => c.section === 'skills')).toEqual([]);
  });

  it('suggests for the skills list only posting skills the bullets already show, never inside a sentence', () => {
    const targeted = engine.suggestImprovements({
      resumeText: RESUME_DATA_ANALYST,
      postingText: POSTING_DATA_ANALYST,
      asOf: AS_OF,
    });
    const skills = targeted.changes.filter((c) => c.section === 'skills');
    expect(skills.map((c) => c.new_phrase)).toEqual([
      'SQL, Python, pandas, Tableau, Excel, statistics, Airflow, PostgreSQL',
    ]);
    expect(skills[0]!.rationale).toMatch(
      /^- Skills list: the posting asks for PostgreSQL, and your resume already shows it in your work/,
    );
    expect(
      targeted.changes.filter((c) => c.section !== 'skills').every((c) => !c.reasons.includes('missing-keyword')),
    ).toBe(true);
    expect(targeted.changes.some((c) => c.new_phrase.includes('Power BI'))).toBe(false);
    for (const c of targeted.changes) expect(RESUME_DATA_ANALYST).toContain(c.old_phrase);
  });

  it('puts a current role in one tense, joined verbs together, and flags nothing it writes', () => {
    // ('Plan' was once taken for a skill by the claim checker and the change dropped; it is a verb here)
    const resumeText = `Lee Park\nlee@example.com\n\nEXPERIENCE\nStore Manager - Finch Goods\nJan 2021 - Present\n• Manage all staff rotas for the store\n• Planned and managed the store budgets\n`;
    const out = engine.suggestImprovements({ resumeText, asOf: AS_OF });
    expect(out.changes.map((c) => c.new_phrase)).toContain('Plan and manage the store budgets');
    expect(out.flags).toEqual([]);
  });

  it('never offers a line that still mixes tenses after the change', () => {
    const resumeText = `Ana Ruiz\nana@example.com\n\nEXPERIENCE\nDepot Supervisor - Gull Freight\nJan 2016 - Dec 2020\n• Responsible for the daily running of the depot; work closely with the fleet office\n• Prepare the weekly reports; train new clerks on the ledger\n• Handled the incoming parcels\n`;
    const out = engine.suggestImprovements({ resumeText, asOf: AS_OF });
    // ('Owned the daily running of the depot; work closely ...' and 'Prepared the weekly reports; train ...' were offered)
    expect(out.changes.map((c) => c.new_phrase)).toEqual([]);
  });

  it('leaves a resume of strong, consistent bullets alone', () => {
    const generic = engine.suggestImprovements({ resumeText: RESUME_LAYOUT, postingText: POSTING, asOf: AS_OF });
    expect(generic.changes.filter((c) => c.section !== 'skills')).toEqual([]);
  });
});
