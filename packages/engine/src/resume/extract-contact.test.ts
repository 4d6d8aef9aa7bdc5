import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';
import { closeSpacedLetters, extractContact } from './extract-contact.ts';

const titles = testEngine().data.titles;
const contactOf = (...texts: string[]) =>
  extractContact(
    texts.map((text, index) => ({ index, text })),
    titles,
  );

describe('extractContact', () => {
  it('reads every field of a pasted line separated by single spaces', () => {
    expect(contactOf('Jane Doe', 'jane.doe@example.com 555-123-4567 Austin, TX linkedin.com/in/janedoe')).toMatchObject(
      {
        name: 'Jane Doe',
        title: null,
        email: 'jane.doe@example.com',
        phone: '555-123-4567',
        location: 'Austin, TX',
        urls: ['linkedin.com/in/janedoe'],
      },
    );
  });

  it("never takes a template's 'Job Title' for the headline", () => {
    expect(contactOf('Dana Pell', 'Job Title', 'dana.pell@example.com')).toMatchObject({
      name: 'Dana Pell',
      title: null,
    });
  });

  it('reads a name, an international phone and a country on one line', () => {
    expect(contactOf('Jane Doe jane@example.com +44 20 7946 0958 London, UK https://janedoe.dev')).toMatchObject({
      name: 'Jane Doe',
      title: null,
      email: 'jane@example.com',
      phone: '+44 20 7946 0958',
      location: 'London, UK',
      urls: ['https://janedoe.dev'],
    });
  });

  it('reads a name line, a title line, a pipe-separated line and a location line', () => {
    expect(
      contactOf(
        'Richard Hendriks',
        'Programmer',
        'richard@example.com | (912) 555-4321 | http://richard.example.com',
        'San Francisco, California',
      ),
    ).toMatchObject({
      name: 'Richard Hendriks',
      title: 'Programmer',
      email: 'richard@example.com',
      phone: '(912) 555-4321',
      location: 'San Francisco, California',
      urls: ['http://richard.example.com'],
    });
  });

  it('reads a line in columns and a markdown line with middle dots', () => {
    expect(
      contactOf(
        '   hello@openresume.com             123-456-7890           NYC, NY           linkedin.com/in/john-doe',
      ),
    ).toMatchObject({
      email: 'hello@openresume.com',
      phone: '123-456-7890',
      location: 'NYC, NY',
      urls: ['linkedin.com/in/john-doe'],
    });
    expect(
      contactOf('# Maria Lopez', '**Backend Engineer** · maria@example.com · +1 415.555.0142 · Remote'),
    ).toMatchObject({ name: 'Maria Lopez', phone: '+1 415.555.0142', location: 'Remote' });
  });

  it('reads several labelled fields on one line', () => {
    expect(
      contactOf('Email: jane@example.com Phone: (415) 555-0142 Location: Berlin, Germany', 'LinkedIn: janedoe'),
    ).toMatchObject({
      name: null,
      title: null,
      email: 'jane@example.com',
      phone: '(415) 555-0142',
      location: 'Berlin, Germany',
      urls: ['janedoe'],
    });
  });

  it('takes no location from a line of skills and no phone from years, a percentage or a zip code', () => {
    const contact = contactOf('Jane Doe', 'Python SQL Tableau', '2019 - 2021', 'Cut costs by 40%', '78701');
    expect(contact).toMatchObject({ name: 'Jane Doe', email: null, phone: null, location: null, urls: [] });
  });

  it('keeps credentials apart from the name', () => {
    expect(contactOf('Maria Garcia, RN, BSN', 'maria@example.com')).toMatchObject({
      name: 'Maria Garcia',
      credentials: ['RN', 'BSN'],
    });
    expect(contactOf('Elijah Brooks, RN')).toMatchObject({ name: 'Elijah Brooks', credentials: ['RN'] });
  });

  it('reads a first name alone, and a name in capitals', () => {
    expect(contactOf('Maria', 'maria@example.com')).toMatchObject({ name: 'Maria', confidence: { name: 'low' } });
    expect(contactOf('MARIA GARCIA', 'Registered Nurse')).toMatchObject({
      name: 'MARIA GARCIA',
      title: 'Registered Nurse',
    });
  });

  it('reads the headline under the name, keeping its title parts', () => {
    expect(contactOf('Jane Doe', 'Senior Data Analyst | SQL | Python')).toMatchObject({
      title: 'Senior Data Analyst',
      confidence: { title: 'high' },
    });
    expect(contactOf('Jane Doe', 'DevOps Engineer · Software Architect')).toMatchObject({
      title: 'DevOps Engineer · Software Architect',
    });
    expect(contactOf('JANE DOE', 'Business Woman & Proud Geek')).toMatchObject({
      title: 'Business Woman & Proud Geek',
      confidence: { title: 'low' },
    });
  });

  it('takes a job title at the top of an anonymised resume for the headline, never the name', () => {
    expect(contactOf('CHARGE NURSE')).toMatchObject({ name: null, title: 'CHARGE NURSE' });
    expect(contactOf('SOFTWARE ENGINEERING TEAM LEAD')).toMatchObject({
      name: null,
      title: 'SOFTWARE ENGINEERING TEAM LEAD',
    });
  });

  it('never takes a heading, a placeholder or a date line for the name', () => {
    expect(contactOf('Curriculum Vitae', 'Last updated in Mar 2026', 'Jane Doe')).toMatchObject({ name: 'Jane Doe' });
    expect(contactOf('Company Name', 'City , State')).toMatchObject({ name: null, location: null });
  });

  it('reads a Canadian province and a city with its country as the location, not as a title', () => {
    expect(contactOf('Jane Doe', 'Toronto, ON')).toMatchObject({ title: null, location: 'Toronto, ON' });
    expect(contactOf('Jane Doe', 'Istanbul, Turkey')).toMatchObject({ location: 'Istanbul, Turkey' });
    expect(contactOf('Jane Doe', 'Gurgaon, Haryana | jane@example.com')).toMatchObject({
      location: 'Gurgaon, Haryana',
    });
    expect(contactOf('Jane Doe', 'Kuala Lumpur, Malaysia')).toMatchObject({ location: 'Kuala Lumpur, Malaysia' });
  });

  it("closes up a letter-spaced name ('R O W A N   P I K E')", () => {
    const contact = extractContact(
      ['R O W A N   P I K E', 'Senior Financial Analyst', 'rowan@example.com'].map((text, index) => ({ index, text })),
      titles,
    );
    expect(contact.name).toBe('ROWAN PIKE');
    expect(contact.title).toBe('Senior Financial Analyst');
    expect(closeSpacedLetters('A B Testing Lead')).toBe('A B Testing Lead');
  });
});
