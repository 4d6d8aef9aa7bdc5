import { describe, expect, it } from 'vitest';
import { openingVerb, rewriteTense, toTense } from './bullet-tense.ts';

const ended = { target: 'past', isMixed: true, isCurrent: false } as const;
const current = (isMixed: boolean) => ({ target: 'base', isMixed, isCurrent: true }) as const;

describe('openingVerb', () => {
  it('reads a first word as a verb only when what follows is its object', () => {
    expect(openingVerb('Manage the team')?.tense).toBe('base');
    expect(openingVerb('Liaising with airline representatives')?.tense).toBe('gerund');
    expect(openingVerb('Lead generation campaigns for B2B')).toBeNull();
    expect(openingVerb('Process improvement initiatives')).toBeNull();
    expect(openingVerb('Marketing campaigns for retail clients')).toBeNull();
    expect(openingVerb('Daily vault and ATM balancing')).toBeNull();
  });
  it("does not read an '-ing' word paired with an adjective as a verb ('Incoming and outgoing')", () => {
    expect(openingVerb('Incoming and outgoing parcels at the depot.')).toBeNull();
    expect(toTense('Incoming and outgoing parcels at the depot.', 'past')).toBe(
      'Incoming and outgoing parcels at the depot.',
    );
    expect(openingVerb('Sorting and loading parcels at the depot.')?.tense).toBe('gerund');
  });
});

describe('toTense', () => {
  it('changes the verbs of the line and nothing else', () => {
    expect(toTense('Recording all cheques and maintaining the general ledger', 'past')).toBe(
      'Recorded all cheques and maintained the general ledger',
    );
    expect(toTense('Managed and oversee the work of the tax unit', 'past')).toBe(
      'Managed and oversaw the work of the tax unit',
    );
    expect(toTense('Tracked, analyzed and interpreted trends in sales data.', 'base')).toBe(
      'Track, analyze and interpret trends in sales data.',
    );
    expect(toTense('Understands and demonstrates the values with customers.', 'past')).toBe(
      'Understood and demonstrated the values with customers.',
    );
    expect(toTense('Led a team of 5 engineers', 'past')).toBe('Led a team of 5 engineers');
  });

  it("puts a second action joined by ', and' with its own object in the same tense, and leaves things alone", () => {
    expect(
      toTense('Manage the HR function with clear objectives, and communicate the impact to the business.', 'past'),
    ).toBe('Managed the HR function with clear objectives, and communicated the impact to the business.');
    expect(toTense('Manage budgets for sales, and marketing teams', 'past')).toBe(
      'Managed budgets for sales, and marketing teams',
    );
  });

  it('keeps things listed after an action as things', () => {
    expect(toTense('Completing banking and invoicing through the accounts system', 'past')).toBe(
      'Completed banking and invoicing through the accounts system',
    );
    expect(toTense('Providing support including filing, printing and organising documents', 'past')).toBe(
      'Provided support including filing, printing and organising documents',
    );
  });
});

describe('rewriteTense', () => {
  it('puts a role that ended in the past tense', () => {
    const r = rewriteTense('Processing deposits, withdrawals and payments', ended)!;
    expect(r.text).toBe('Processed deposits, withdrawals and payments');
    expect(r.rationale).toBe(
      "- One tense per role: this role has ended, so its lines read in the past tense ('Processed', not 'Processing').",
    );
  });

  it('puts the current role in the present when it mixes tenses, but keeps a finished result in the past', () => {
    expect(rewriteTense('Coordinated the weekly schedule for the ward', current(true))?.text).toBe(
      'Coordinate the weekly schedule for the ward',
    );
    expect(rewriteTense('Coordinated the weekly schedule for the ward', current(false))).toBeNull();
    expect(rewriteTense('Reduced overtime by 12% with a new rota', current(true))).toBeNull();
  });

  it("keeps a one-time event of the current role in the past ('Learned', not 'Learn')", () => {
    expect(rewriteTense('Learned the new charting system and trained the night shift', current(true))).toBeNull();
    expect(rewriteTense('Launched the patient portal for the clinic', current(true))).toBeNull();
    // the same line in a role that ended is already past: nothing to change either
    expect(rewriteTense('Learned the new charting system', ended)).toBeNull();
  });

  it('leaves a line alone that the change would leave in two tenses: a later sentence, or a verb after a second and', () => {
    expect(rewriteTense('Wrote the bakery handbook. Led team training.', current(true))).toBeNull();
    expect(rewriteTense('Inspect the ovens and mixers and review repair quotes', ended)).toBeNull();
    expect(rewriteTense('Inspect the ovens and report faults', ended)).toBeNull();
    expect(rewriteTense('Inspect and repair ovens', ended)?.text).toBe('Inspected and repaired ovens');
    expect(rewriteTense('Inspect the ovens and support for the kitchen team', ended)?.text).toBe(
      'Inspected the ovens and support for the kitchen team',
    );
  });
});

describe('rewriteTense on lines read on real resumes', () => {
  it('puts every verb of a list in the tense, a bare verb and one after an adverb too, and names the verb it changed', () => {
    expect(rewriteTense('Implement and control production schedule.', ended)?.text).toBe(
      'Implemented and controlled production schedule.',
    );
    expect(rewriteTense('Analyze and independently identify complex problems', ended)?.text).toBe(
      'Analyzed and independently identified complex problems',
    );
    const r = rewriteTense('Managed and motivate BPO Onboarding Team to meet team goals', ended)!;
    expect(r.text).toBe('Managed and motivated BPO Onboarding Team to meet team goals');
    expect(r.rationale).toContain("('motivated', not 'motivate')");
  });

  it('leaves a current-role line alone when a later past verb would stay past: one line in two tenses is worse', () => {
    const line =
      'Managed procurement business data system input and integrity, and created bills of materials (BOM) in supply chain management.';
    expect(rewriteTense(line, current(true))).toBeNull();
    expect(rewriteTense('Managed the data system and its integrity for the plant', current(true))?.text).toBe(
      'Manage the data system and its integrity for the plant',
    );
  });

  it("leaves 'Acquired to ...' alone: said of the candidate, not an action", () => {
    expect(
      rewriteTense('Acquired to strategize, build, and manage cross-channel marketing campaigns', current(true)),
    ).toBeNull();
  });
});
