import { describe, expect, it } from 'vitest';
import { applyChanges } from './apply-changes.ts';

const resume = [
  'Dana Whitfield',
  '- Helped onboard new engineers.',
  '- Reports were automated with Airflow.',
  '- Built internal tools.',
].join('\n');
const changes = [
  { old_phrase: 'Helped onboard new engineers.', new_phrase: 'Onboarded new engineers.', placeholders: [] },
  {
    old_phrase: 'Reports were automated with Airflow.',
    new_phrase: 'Automated reports with Airflow.',
    placeholders: [],
  },
  {
    old_phrase: 'Built internal tools.',
    new_phrase: 'Built internal tools, saving [add the time saved].',
    placeholders: ['[add the time saved]'],
  },
  { old_phrase: 'Led the move to Kubernetes.', new_phrase: 'Moved the billing API to Kubernetes.', placeholders: [] },
];

describe('applyChanges', () => {
  it('writes only the accepted changes, in place, and leaves every other line as it was', () => {
    const { text, outcomes } = applyChanges(resume, changes, [1]);
    expect(text).toBe(
      [
        'Dana Whitfield',
        '- Helped onboard new engineers.',
        '- Automated reports with Airflow.',
        '- Built internal tools.',
      ].join('\n'),
    );
    expect(outcomes).toEqual([{ index: 1, status: 'applied' }]);
  });

  it('reports a change whose original is no longer in the resume as stale and writes nothing for it', () => {
    const { text, outcomes } = applyChanges(resume, changes, [3, 0]);
    expect(outcomes).toEqual([
      { index: 0, status: 'applied' },
      { index: 3, status: 'stale' },
    ]);
    expect(text).not.toContain('Kubernetes');
    expect(text).toContain('- Onboarded new engineers.');
  });

  it('does not write a suggestion that holds a placeholder for the user', () => {
    const { text, outcomes } = applyChanges(resume, changes, [2]);
    expect(outcomes).toEqual([{ index: 2, status: 'needs_input' }]);
    expect(text).toBe(resume);
  });

  it('an accepted change whose original an earlier one took is stale, not written twice', () => {
    const overlapping = [
      changes[0]!,
      { old_phrase: 'onboard new engineers', new_phrase: 'trained new engineers', placeholders: [] },
    ];
    const { text, outcomes } = applyChanges(resume, overlapping, [0, 1]);
    expect(outcomes).toEqual([
      { index: 0, status: 'applied' },
      { index: 1, status: 'stale' },
    ]);
    expect(text).toContain('- Onboarded new engineers.');
  });

  it('does not write a suggestion the claim check flagged', () => {
    const { text, outcomes } = applyChanges(resume, changes, [0, 1], { flagged: new Set([1]) });
    expect(outcomes).toEqual([
      { index: 0, status: 'applied' },
      { index: 1, status: 'unsupported' },
    ]);
    expect(text).toContain('- Reports were automated with Airflow.');
  });
});
