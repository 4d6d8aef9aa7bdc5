import { describe, expect, it } from 'vitest';
import { extractCertifications, extractProjects } from './extract-listed.ts';

const numbered = (texts: readonly string[]) => texts.map((text, index) => ({ index, text }));
const projects = (...texts: string[]) =>
  extractProjects(numbered(texts)).map((p) => ({
    name: p.name,
    dates: p.dates?.text ?? null,
    bullets: p.bullets,
    lines: p.lines,
  }));

describe('extractProjects', () => {
  it('joins a bullet wrapped onto a line without a marker (text from a PDF)', () => {
    expect(
      projects(
        'OpenResume   Spring 2023',
        '• Created a free resume builder that allows thousands of users to create',
        'professional resumes easily',
      ),
    ).toEqual([
      {
        name: 'OpenResume',
        dates: 'Spring 2023',
        bullets: ['Created a free resume builder that allows thousands of users to create professional resumes easily'],
        lines: [0, 1, 2],
      },
    ]);
  });

  it('joins an indented continuation (pdftotext -layout) and starts a new bullet at the next marker', () => {
    const found = projects(
      'OpenResume          Spring 2023',
      ' • Created a free resume builder that allows thousands of users to create',
      '   professional resumes easily',
      ' • Won award at AIHacks 2016',
    );
    expect(found[0]!.bullets).toEqual([
      'Created a free resume builder that allows thousands of users to create professional resumes easily',
      'Won award at AIHacks 2016',
    ]);
  });

  it('keeps an indented line after a finished sentence as its own bullet', () => {
    expect(projects('Tracker (2021)', ' • Built the app.', '   Shipped it to 500 users')[0]!.bullets).toEqual([
      'Built the app.',
      'Shipped it to 500 users',
    ]);
  });

  it('starts a new project at a dated line, even in lower case after an unfinished bullet', () => {
    const found = projects(
      'Miss Direction (Aug 2016)',
      '• A mapping engine that misguides',
      'myapp (2021)',
      '• Built with React',
    );
    expect(found.map((p) => [p.name, p.dates, p.bullets])).toEqual([
      ['Miss Direction', 'Aug 2016', ['A mapping engine that misguides']],
      ['myapp', '2021', ['Built with React']],
    ]);
  });
});

describe('extractCertifications', () => {
  it('joins a wrapped line to the certification above it in a bulleted list', () => {
    expect(
      extractCertifications(
        numbered(['• AWS Certified Solutions Architect - Associate, Amazon Web', '  Services (2022)', '• CKA']),
      ),
    ).toEqual(['AWS Certified Solutions Architect - Associate, Amazon Web Services (2022)', 'CKA']);
  });

  it('keeps one item a line when the list has no bullet markers, however it is indented', () => {
    expect(
      extractCertifications(numbered(['  AWS Certified Developer', '  Certified Kubernetes Administrator'])),
    ).toEqual(['AWS Certified Developer', 'Certified Kubernetes Administrator']);
  });
});
