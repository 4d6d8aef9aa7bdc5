import { describe, expect, it } from 'vitest';
import { AS_OF, POSTING, RESUME_LAYOUT, testEngine } from '../../testing/fixtures.ts';
import { POSTING_DATA_ANALYST, RESUME_DATA_ANALYST, RESUME_MINIMAL } from '../../testing/module-fixtures.ts';

const engine = testEngine();
const letterOf = (resumeText: string, postingText: string, language?: string) => engine.writeCoverLetter({ resumeText, postingText, asOf: AS_OF, language });

describe('writeCoverLetter (module 9)', () => {
  const letter = letterOf(RESUME_LAYOUT, POSTING);

  it('is a send-ready letter: greeting, 3-4 short paragraphs, closing, signature', () => {
    expect(letter.letter).toBe([letter.greeting, '', letter.paragraphs.join('\n\n'), '', letter.closing, letter.signature].join('\n'));
    expect(letter.greeting).toBe('Dear Acmecorp Hiring Team,');
    expect(letter.paragraphs).toHaveLength(4);
    expect(letter.signature).toBe('Maria Lopez');
  });

  it("builds its middle from the resume's evidence for the top requirements, in the first person", () => {
    expect(letter.paragraphs[1]).toBe(
      'At Northwind Payments Inc, where I work as a Senior Software Engineer, I led migration of the ledger service from a monolith to Go microservices on Kubernetes (k8s), and I cut p99 latency by 40% by tuning Postgres indexes and adding Redis caching. Before that, at Blue Harbor Labs, where I worked as a Software Engineer, I automated CI/CD pipelines with GitHub Actions and Docker.',
    );
    expect(letter.evidence.map((e) => e.requirement)).toEqual(['Go or Python', 'Kubernetes and Docker', 'PostgreSQL']);
    expect(letter.paragraphs[2]).toBe('I also bring Python and AWS, which the role asks for. I hold a B.S. in Computer Science from University of Texas at Austin.');
  });

  it('names the company only when the posting states it, and leaves what only the user knows as placeholders', () => {
    const unnamed = letterOf(RESUME_DATA_ANALYST, POSTING_DATA_ANALYST);
    expect(unnamed.greeting).toBe('Dear Hiring Team,');
    expect(unnamed.placeholders).toEqual(['[Add a sentence on why this team and this role interest you.]']);
    // a weak opening becomes the action it names, never more
    expect(unnamed.paragraphs[1]).toContain('I maintained Tableau dashboards for regional managers');
    const bare = letterOf(RESUME_MINIMAL, POSTING);
    expect(bare.placeholders).toContain('[Add a sentence on who you are and the work you do.]');
    expect(bare.flags).toEqual([]);
  });

  it('says which language it wrote, and when it could not write the one asked for', () => {
    expect(letter.language).toBe('en');
    expect(letterOf(RESUME_LAYOUT, POSTING, 'Spanish').language).toBe('es');
    const japanese = letterOf(RESUME_LAYOUT, POSTING, 'Japanese');
    expect(japanese.language).toBe("en (the built-in engine writes English, Spanish, French, German, Italian and Portuguese; 'Japanese' needs the language model)");
    expect({ ...japanese, language: 'en' }).toEqual(letter);
  });
});
