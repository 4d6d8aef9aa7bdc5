import { describe, expect, it } from 'vitest';
import { splitLeadingPlace } from './role-header.ts';

describe('splitLeadingPlace', () => {
  it('takes a place printed without its comma off the start of a title', () => {
    expect(splitLeadingPlace('Oak Harbor WA Aviation Maintenance & Production Manager')).toEqual({
      title: 'Aviation Maintenance & Production Manager',
      place: 'Oak Harbor, WA',
    });
    expect(splitLeadingPlace('New York NY Account Executive')).toEqual({
      title: 'Account Executive',
      place: 'New York, NY',
    });
    expect(splitLeadingPlace('Various locations Aviation Mechanic')).toEqual({
      title: 'Aviation Mechanic',
      place: null,
    });
  });

  it("leaves a title whose first words are its own ('Senior OR Nurse', 'Pediatric OR Nurse', 'IT Manager')", () => {
    for (const title of [
      'Senior OR Nurse',
      'Pediatric OR Nurse',
      'IT Manager',
      'Staff Nurse',
      'Charge Nurse',
      'Data Analyst',
    ])
      expect(splitLeadingPlace(title)).toEqual({ title, place: null });
  });
});
