import { describe, expect, it } from 'vitest';
import { extractContact } from './extract-contact.ts';

const contactOf = (...texts: string[]) => extractContact(texts.map((text, index) => ({ index, text })));

describe('extractContact', () => {
  it('reads every field of a pasted line separated by single spaces', () => {
    expect(contactOf('Jane Doe', 'jane.doe@example.com 555-123-4567 Austin, TX linkedin.com/in/janedoe')).toEqual({
      name: 'Jane Doe', title: null, email: 'jane.doe@example.com', phone: '555-123-4567', location: 'Austin, TX', urls: ['linkedin.com/in/janedoe'],
    });
  });

  it('reads a name, an international phone and a country on one line', () => {
    expect(contactOf('Jane Doe jane@example.com +44 20 7946 0958 London, UK https://janedoe.dev')).toEqual({
      name: 'Jane Doe', title: null, email: 'jane@example.com', phone: '+44 20 7946 0958', location: 'London, UK', urls: ['https://janedoe.dev'],
    });
  });

  it('reads a name line, a title line, a pipe-separated line and a location line', () => {
    expect(contactOf('Richard Hendriks', 'Programmer', 'richard@example.com | (912) 555-4321 | http://richard.example.com', 'San Francisco, California')).toEqual({
      name: 'Richard Hendriks', title: null, email: 'richard@example.com', phone: '(912) 555-4321', location: 'San Francisco, California', urls: ['http://richard.example.com'],
    });
  });

  it('reads a line in columns and a markdown line with middle dots', () => {
    expect(contactOf('   hello@openresume.com             123-456-7890           NYC, NY           linkedin.com/in/john-doe')).toMatchObject({
      email: 'hello@openresume.com', phone: '123-456-7890', location: 'NYC, NY', urls: ['linkedin.com/in/john-doe'],
    });
    expect(contactOf('# Maria Lopez', '**Backend Engineer** · maria@example.com · +1 415.555.0142 · Remote')).toMatchObject({ name: 'Maria Lopez', phone: '+1 415.555.0142', location: 'Remote' });
  });

  it('reads several labelled fields on one line', () => {
    expect(contactOf('Email: jane@example.com Phone: (415) 555-0142 Location: Berlin, Germany', 'LinkedIn: janedoe')).toEqual({
      name: null, title: null, email: 'jane@example.com', phone: '(415) 555-0142', location: 'Berlin, Germany', urls: ['janedoe'],
    });
  });

  it('takes no location from a line of skills and no phone from years, a percentage or a zip code', () => {
    const contact = contactOf('Jane Doe', 'Python SQL Tableau', '2019 - 2021', 'Cut costs by 40%', '78701');
    expect(contact).toEqual({ name: 'Jane Doe', title: null, email: null, phone: null, location: null, urls: [] });
  });
});
