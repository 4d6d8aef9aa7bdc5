import { describe, expect, it } from 'vitest';
import { roleRef, roleSubject, roleTime } from './question-parts.ts';

describe('how a question names a role', () => {
  it('says the title without its bracketed note, and leaves out an employer that is no employer', () => {
    expect(roleSubject({ title: 'Pastry Chef (weekends only)', employer: 'Riverside Bakery' })).toBe(
      'As a Pastry Chef at Riverside Bakery, you',
    );
    expect(roleRef({ title: 'Baker', employer: 'Senior Specialist (Bread Line)' })).toBe('Baker');
    expect(roleTime({ title: 'Baker', employer: 'Present' })).toBe('your time as a Baker');
    expect(roleTime({ title: null, employer: 'Riverside Bakery' })).toBe('your time at Riverside Bakery');
    expect(roleSubject({ title: '(temp)', employer: null })).toBe('You');
    expect(roleRef({ title: 'Cake (Wedding) Designer', employer: null })).toBe('Cake (Wedding) Designer');
  });
});
