import { describe, expect, it } from 'vitest';
import { rewritePassive, rewriteWeakOpener } from './rewrite-bullet.ts';

const text = (r: { text: string } | null) => r?.text ?? null;

describe('rewriteWeakOpener', () => {
  it('opens with the action the bullet itself names, in the role tense', () => {
    expect(text(rewriteWeakOpener('Responsible for administering medications to up to 6 patients per shift.'))).toBe(
      'Administered medications to up to 6 patients per shift.',
    );
    expect(text(rewriteWeakOpener('Responsible for administering medications to patients.', { target: 'base' }))).toBe(
      'Administer medications to patients.',
    );
    expect(text(rewriteWeakOpener('Responsible for the preparation of monthly reports for the board'))).toBe(
      'Prepared monthly reports for the board',
    );
    expect(text(rewriteWeakOpener('Worked on the development of the mobile app'))).toBe('Developed the mobile app');
    expect(text(rewriteWeakOpener('Helped train new graduate nurses.'))).toBe('Trained new graduate nurses.');
    expect(text(rewriteWeakOpener('Assisted in the training of new team members'))).toBe('Trained new team members');
    expect(text(rewriteWeakOpener('Was able to reduce costs by 10%'))).toBe('Reduced costs by 10%');
  });

  it('turns a list of duties into a list of actions', () => {
    expect(
      text(rewriteWeakOpener('Duties included answering phones, scheduling appointments and filing records')),
    ).toBe('Answered phones, scheduled appointments and filed records');
    expect(text(rewriteWeakOpener('Responsible for scheduling staff and managing payroll'))).toBe(
      'Scheduled staff and managed payroll',
    );
  });

  it('offers nothing when the bullet names no action of its own (no synonym swaps)', () => {
    expect(rewriteWeakOpener('Worked with designers on the app.')).toBeNull();
    expect(rewriteWeakOpener('Helped customers with returns.')).toBeNull();
    expect(rewriteWeakOpener('Responsible for aiding in establishing the DevOps processes')).toBeNull();
    expect(rewriteWeakOpener('Led the migration.')).toBeNull();
  });

  it('draws a series of actions named as nouns, with the right past tense', () => {
    expect(
      text(rewriteWeakOpener('Responsible for inspection, testing and maintenance of HVAC systems on rolling stock')),
    ).toBe('Inspected, tested and maintained HVAC systems on rolling stock');
    expect(text(rewriteWeakOpener('Responsible for troubleshooting and repair of flight control systems.'))).toBe(
      'Troubleshot and repaired flight control systems.',
    );
  });

  it("says a duty named by a thing as 'Owned' (what 'responsible for' means), never of people or a list it cannot read", () => {
    expect(text(rewriteWeakOpener('Responsible for the quarterly audit.'))).toBe('Owned the quarterly audit.');
    expect(
      text(
        rewriteWeakOpener('Responsible for the monthly board report on pipeline and campaign ROI', { target: 'base' }),
      ),
    ).toBe('Own the monthly board report on pipeline and campaign ROI');
    expect(
      text(rewriteWeakOpener('Responsible for receiving, human resources, merchandising and sales in apparel')),
    ).toBe('Owned receiving, human resources, merchandising and sales in apparel');
    expect(rewriteWeakOpener('Responsible for the quarterly audit.')!.rationale).toMatch(/use that verb instead/);
    expect(rewriteWeakOpener('Responsible for all newly assigned Sailors')).toBeNull();
    expect(rewriteWeakOpener('Responsible for 5 nurses on the night shift')).toBeNull();
    expect(rewriteWeakOpener('In charge of all hosts and hostesses')).toBeNull();
    expect(rewriteWeakOpener('Responsible for the check in and training of new Sailors')).toBeNull();
  });

  it('names the rule first, and asks for honesty when the opener shared the work', () => {
    const r = rewriteWeakOpener('Helped train new graduate nurses.')!;
    expect(r.rationale).toMatch(
      /^- Strong verb first: 'Helped' hides your own part; open with the action itself \('Trained'\)/,
    );
    expect(r.rationale).toMatch(/say which part was yours/);
  });
});

describe('rewritePassive', () => {
  it('puts the verb first when the candidate is the one who acted', () => {
    expect(text(rewritePassive('Patient charts were updated in Epic after every assessment.'))).toBe(
      'Updated patient charts in Epic after every assessment.',
    );
    expect(text(rewritePassive('The design system was documented in Storybook.'))).toBe(
      'Documented the design system in Storybook.',
    );
    expect(rewritePassive('Costs were cut by renegotiating contracts.')!.rationale).toMatch(/^- Active voice: /);
  });

  it('leaves the line alone when someone else acted', () => {
    expect(rewritePassive('The budget was approved by the board.')).toBeNull();
  });
});
