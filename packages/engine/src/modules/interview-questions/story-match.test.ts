import { describe, expect, it } from 'vitest';
import { closestLine, expandTerms } from './story-match.ts';

const lines = [
  { text: 'Led the migration of the ledger service to Go' },
  { text: 'Mentored two junior developers through code reviews' },
  { text: 'Handled refunds for unhappy customers' },
];

describe('closestLine', () => {
  it('picks the line closest in meaning, through synonyms', () => {
    expect(closestLine(lines, { core: expandTerms('coach grow') })?.text).toBe(
      'Mentored two junior developers through code reviews',
    );
    expect(closestLine(lines, { core: expandTerms('client complaint') })?.text).toBe(
      'Handled refunds for unhappy customers',
    );
  });

  it('with words a story must also share, passes over a line that only names who was involved', () => {
    const data = [
      { text: 'Developed a model to classify future customers' },
      { text: 'Resolved billing complaints from customers within a day' },
    ];
    expect(closestLine(data, { core: expandTerms('customer'), also: ['resolv', 'complain', 'serv'] })?.text).toBe(
      'Resolved billing complaints from customers within a day',
    );
    expect(
      closestLine(data.slice(0, 1), { core: expandTerms('customer'), also: ['resolv', 'complain', 'serv'] }),
    ).toBeNull();
  });

  it('picks nothing when no line shares a core term', () => {
    expect(closestLine(lines, { core: expandTerms('budget forecast') })).toBeNull();
  });
});
