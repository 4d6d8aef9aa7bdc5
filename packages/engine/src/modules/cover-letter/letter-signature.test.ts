import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import { writeSignature } from './letter-signature.ts';

const engine = testEngine();
const signatureOf = (text: string) => writeSignature(engine.parseResume(text, { asOf: AS_OF }));
const BODY = '\n\nEXPERIENCE\nCharge Nurse, Lakeside General Hospital, 2019 - Present\n- Led a team of six nurses\n';

describe('writeSignature', () => {
  it('signs with the name, then the contact line', () => {
    expect(signatureOf(`Dana Whitfield\ndana@example.com | (555) 010-2233${BODY}`)).toBe(
      'Dana Whitfield\ndana@example.com | (555) 010-2233',
    );
  });

  it('signs with the contact line alone when what was read as the name is a heading or a job title, and with nothing when there is neither', () => {
    expect(signatureOf(`CHARGE NURSE\ndana@example.com${BODY}`)).toBe('dana@example.com');
    expect(signatureOf(`Curriculum Vitae\ndana@example.com${BODY}`)).toBe('dana@example.com');
    expect(signatureOf(BODY)).toBe('');
  });
});
