import { describe, expect, it } from 'vitest';
import { defaultEngine } from '../index.ts';
import { agentProfile } from './agent-profile.ts';

const engine = defaultEngine();
const asOf = { year: 2026, month: 11 };

const NURSE = `Jane Roe
Dallas, TX | jane.roe@example.com

Experience
Registered Nurse, Mercy Hospital
Jan 2019 - Present
- Cared for six patients a shift on a medical-surgical unit; charted in Epic Systems
Patient Care Technician, Baylor Medical Center
Jun 2016 - Dec 2018
- Took vital signs and charted in Epic Systems

Education
Bachelor of Science in Nursing, University of Texas, 2016

Skills
Epic Systems, MEDITECH, Microsoft Excel, patient care`;

describe('agentProfile', () => {
  it('reads titles, occupation, skills, years, place, employers and degrees from the resume', () => {
    const profile = agentProfile(engine.parseResume(NURSE, { asOf }), engine.data);
    expect(profile.title).toBe('Registered Nurse');
    expect(profile.titles).toEqual(['Registered Nurse', 'Patient Care Technician']);
    expect(profile.occupation?.code).toBe('29-1141.00');
    expect(profile.skills[0]).toBe('Epic Systems');
    expect(profile.skills).toContain('MEDITECH');
    expect(profile.years).toBeGreaterThanOrEqual(10);
    expect(profile.location).toBe('Dallas, TX');
    expect(profile.employers).toEqual(['Mercy Hospital', 'Baylor Medical Center']);
    expect(profile.education[0]).toMatch(/Nursing/);
  });

  it('is deterministic and invents nothing for a text that is not a resume', () => {
    const a = agentProfile(engine.parseResume(NURSE, { asOf }), engine.data);
    expect(agentProfile(engine.parseResume(NURSE, { asOf }), engine.data)).toEqual(a);
    const empty = agentProfile(engine.parseResume('hello there', { asOf }), engine.data);
    expect(empty).toMatchObject({
      title: null,
      titles: [],
      occupation: null,
      skills: [],
      years: 0,
      location: null,
      employers: [],
      education: [],
    });
  });
});
