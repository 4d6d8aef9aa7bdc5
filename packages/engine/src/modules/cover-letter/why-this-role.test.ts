import { describe, expect, it } from 'vitest';
import { testEngine } from '../../testing/fixtures.ts';
import { findWhySource, isEnglishPhrase } from './why-this-role.ts';

const engine = testEngine();
const whyOf = (posting: string) => findWhySource(engine.parsePosting(posting));

describe('findWhySource', () => {
  it("takes the posting's mission, as written", () => {
    const why = whyOf(
      'Data Analyst\n\nAbout Us\nSince 2012, Lumen Maps has been on a mission to help cities plan safer streets.\n\nRequirements\n- SQL',
    );
    expect(why).toEqual({
      kind: 'mission',
      phrase: 'to help cities plan safer streets',
      sentence: 'Since 2012, Lumen Maps has been on a mission to help cities plan safer streets.',
    });
  });

  it('takes a commitment, and what the named company says it is, cut where its description turns into a clause', () => {
    expect(
      whyOf('Nurse\n\nAbout Us\nAt Birch Clinic, we are committed to caring for every patient with dignity.')?.phrase,
    ).toBe('caring for every patient with dignity');
    const identity = whyOf(
      'Accounting Clerk\n\nAbout Fernway Group\nFernway Group is an environmental consulting firm that offers stable leadership.',
    );
    expect(identity).toMatchObject({ kind: 'identity', phrase: 'an environmental consulting firm' });
  });

  it("falls back on the role's work, said as something the candidate would do", () => {
    const why = whyOf(
      'Math Teacher\n\nResponsibilities\n- Plans, delivers and evaluates lessons for eighth-grade students\n- Grades homework',
    );
    expect(why).toMatchObject({ kind: 'work', phrase: 'plan, deliver and evaluate lessons for eighth-grade students' });
  });

  it("takes no description of the job for a duty ('Work involves planning ...')", () => {
    const why = whyOf(
      'Queue Engineer\n\nResponsibilities\n- Work involves planning and maintaining the message queues for the bank\n- Maintains the queue managers for the payments team',
    );
    expect(why).toMatchObject({ kind: 'work', phrase: 'maintain the queue managers for the payments team' });
  });

  it('repeats nothing that speaks as we or you, states a figure of the company, or does not read as one phrase', () => {
    expect(
      whyOf(
        'Engineer\n\nAbout Us\nOur mission is to help you grow your business.\n\nResponsibilities\n- Design, coding, unit testing and implement applications',
      ),
    ).toBeNull();
    expect(whyOf('Team member wanted. Flexible hours, friendly team. Apply in person.')).toBeNull();
  });
});

describe('isEnglishPhrase (an English letter is not drawn to a German duty)', () => {
  it('tells a German or Swedish phrase from an English one', () => {
    expect(isEnglishPhrase('start, Steuerung und Durchführung des Onboarding-Prozesses')).toBe(false);
    expect(isEnglishPhrase('ta ansvar och samarbeta med dina kollegor')).toBe(false);
    expect(isEnglishPhrase('build the payment platform at Acmecorp')).toBe(true);
  });
});
