import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { findJobPosting, jobPostingToText } from './json-ld.ts';

const page = (...scripts: string[]) =>
  parseHTML(
    `<html><head>${scripts.map((s) => `<script type="application/ld+json">${s}</script>`).join('')}</head><body></body></html>`,
  ).document;

const posting = {
  '@type': 'JobPosting',
  title: 'Senior Backend Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Acme GmbH' },
  description: '<p>We build payments.</p><ul><li>Go or TypeScript</li><li>PostgreSQL</li></ul>',
  jobLocation: [{ '@type': 'Place', address: { addressLocality: 'Berlin', addressCountry: { name: 'Germany' } } }],
  jobLocationType: 'TELECOMMUTE',
  baseSalary: {
    '@type': 'MonetaryAmount',
    currency: 'EUR',
    value: { '@type': 'QuantitativeValue', minValue: 70000, maxValue: 90000, unitText: 'YEAR' },
  },
  employmentType: ['FULL_TIME'],
};

describe('JSON-LD JobPosting', () => {
  it('finds a posting in a @graph, past unrelated and broken blocks', () => {
    const document = page(
      '{ not json',
      JSON.stringify({ '@type': 'WebSite', name: 'x' }),
      JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Organization' }, posting] }),
    );
    expect(findJobPosting(document)?.title).toBe('Senior Backend Engineer');
  });

  it('finds a posting in a top-level array, with @type given as a list or a full IRI', () => {
    expect(findJobPosting(page(JSON.stringify([{ '@type': ['Thing', 'JobPosting'], title: 'A' }])))?.title).toBe('A');
    expect(findJobPosting(page(JSON.stringify({ '@type': 'http://schema.org/JobPosting', title: 'B' })))?.title).toBe(
      'B',
    );
  });

  it('tolerates raw line breaks inside strings', () => {
    expect(findJobPosting(page('{"@type":"JobPosting","title":"C","description":"line one\nline two"}'))?.title).toBe(
      'C',
    );
  });

  it('answers null when there is no posting', () => {
    expect(findJobPosting(page(JSON.stringify({ '@type': 'Article' })))).toBeNull();
  });

  it('writes title, company, location, salary and type above the description, with its line breaks', () => {
    expect(jobPostingToText(posting)).toEqual({
      title: 'Senior Backend Engineer',
      company: 'Acme GmbH',
      description: 'We build payments.\n\n• Go or TypeScript\n• PostgreSQL',
      text: [
        'Senior Backend Engineer',
        'Acme GmbH',
        'Location: Berlin, Germany (remote possible)',
        'Salary: EUR 70,000–90,000 per year',
        'Employment type: Full-time',
        '',
        'We build payments.',
        '',
        '• Go or TypeScript',
        '• PostgreSQL',
      ].join('\n'),
    });
  });
});
