import { describe, expect, it } from 'vitest';
import { CHECKED_DEGREES } from '../claims/claim-facts.ts';
import { AS_OF, POSTING, RESUME_LAYOUT, testEngine } from '../../testing/fixtures.ts';
import {
  MODULE_PAIRS,
  MODULE_RESUMES,
  POSTING_DATA_ANALYST,
  RESUME_DATA_ANALYST,
} from '../../testing/module-fixtures.ts';
import { LETTER_LANGUAGES, type LetterLanguage } from './letter-language.ts';
import { frameTexts } from './letter-phrases.ts';
import { LETTER_PHRASES } from './phrases/phrases-by-language.ts';

const engine = testEngine();
const letterOf = (resumeText: string, postingText: string, language: string) =>
  engine.writeCoverLetter({ resumeText, postingText, asOf: AS_OF, language });

/** Each language's greeting (named company, then none) and closing, written out here rather than read from the tables. */
const FRAMES: Readonly<Record<LetterLanguage, readonly [string, string, string]>> = {
  en: ['Dear Acmecorp Hiring Team,', 'Dear Hiring Team,', 'Sincerely,'],
  es: ['Estimado equipo de selección de Acmecorp:', 'Estimado equipo de selección:', 'Atentamente,'],
  fr: ['Chère équipe Acmecorp,', 'Madame, Monsieur,', 'Cordialement,'],
  de: ['Sehr geehrtes Team von Acmecorp,', 'Sehr geehrte Damen und Herren,', 'Mit freundlichen Grüßen'],
  it: ['Gentile team di selezione di Acmecorp,', 'Gentile team di selezione,', 'Cordiali saluti,'],
  pt: ['Prezada equipe de recrutamento da Acmecorp,', 'Prezada equipe de recrutamento,', 'Atenciosamente,'],
};

const withoutPlaceholders = (text: string) => text.replace(/\[[^\]\n]*\]/g, ' ');
const numbersIn = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => m[0]);
const squash = (text: string) => text.replace(/\s+/g, ' ');
const employersOf = (resume: string) =>
  engine.parseResume(resume, { asOf: AS_OF }).roles.flatMap((r) => (r.employer ? [r.employer] : []));
const ALL_EMPLOYERS = [...new Set(Object.values(MODULE_RESUMES).flatMap(employersOf))];

/**
 * What is left of a letter once the language's own words are cut out: the pieces it took from the
 * resume and the posting. Cutting can only split a piece, so each must still be found in them as written.
 */
function borrowedPieces(letter: string, language: LetterLanguage): string[] {
  const p = LETTER_PHRASES[language];
  // the signature's contact line joins the resume's email and phone with ' | '
  const fragments = [
    ...frameTexts(p).flatMap((t) => t.split('\n')),
    ` ${p.and} `,
    ', ',
    ' | ',
    p.quoting?.open ?? '',
    p.quoting?.close ?? '',
  ]
    .filter((f) => f.trim().length >= 1)
    .sort((a, b) => b.length - a.length);
  let rest = withoutPlaceholders(letter);
  for (const f of fragments) rest = rest.split(f).join('\n');
  return rest
    .split('\n')
    .map((piece) => piece.replace(/^[\s.,:;()]+|[\s.,:;()]+$/g, ''))
    .filter(Boolean);
}

describe('writeCoverLetter in six languages', () => {
  it("writes each language's own greeting and closing around the same evidence", () => {
    for (const code of LETTER_LANGUAGES) {
      const named = letterOf(RESUME_LAYOUT, POSTING, code);
      const unnamed = letterOf(RESUME_DATA_ANALYST, POSTING_DATA_ANALYST, code);
      expect([named.greeting, unnamed.greeting, named.closing], code).toEqual(FRAMES[code]);
      expect(named.language).toBe(code);
      expect(named.letter.startsWith(`${FRAMES[code][0]}\n\n`), code).toBe(true);
      expect(
        named.letter.endsWith(`\n${FRAMES[code][2]}\nMaria Lopez\nmaria.lopez@example.com | (415) 555-0142`),
        code,
      ).toBe(true);
      const lines = (out: typeof named) => out.evidence.map((e) => [e.requirement, e.resume_line]);
      expect(lines(named), code).toEqual(lines(letterOf(RESUME_LAYOUT, POSTING, 'en')));
      for (const e of named.evidence) expect(named.letter, code).toContain(e.sentence);
      if (code !== 'en')
        expect(named.letter, code).not.toMatch(/\b(?:Dear|Sincerely|I am applying|I also bring|I hold|Thank you)\b/);
    }
  });

  it("quotes the resume's lines as written, never translated, after the language's own lead", () => {
    const es = letterOf(RESUME_LAYOUT, POSTING, 'Español');
    // the role the evidence opens with is not introduced twice: the summary is quoted instead; the posting's sentence likewise
    expect(es.paragraphs[0]).toBe(
      'Me dirijo a ustedes para postularme al puesto de Senior Backend Engineer en Acmecorp. Mi currículum resume así mi perfil: «Backend engineer who ships reliable payment systems». Me atrae especialmente lo que describe la oferta: «We are hiring a Senior Backend Engineer to build the payment platform at Acmecorp».',
    );
    expect(es.paragraphs[1]).toBe(
      'En Northwind Payments Inc, donde trabajo como Senior Software Engineer, mi experiencia incluye: «Led migration of the ledger service from a monolith to Go microservices on Kubernetes (k8s)» y «Cut p99 latency by 40% by tuning Postgres indexes and adding Redis caching». Antes, en Blue Harbor Labs, donde trabajé como Software Engineer, mi experiencia incluyó: «Built REST APIs in Python and Django serving 2M requests a day».',
    );
    expect(es.paragraphs[2]).toBe(
      'También tengo experiencia práctica con Docker, y mis competencias incluyen AWS. Tengo el título B.S. in Computer Science (University of Texas at Austin).',
    );
    expect(es.placeholders).toEqual([]);
    const de = letterOf(RESUME_LAYOUT, POSTING, 'de-DE');
    expect(de.paragraphs[0]).toMatch(/^ich bewerbe mich um die Stelle als Senior Backend Engineer bei Acmecorp\./);
    for (const e of de.evidence) expect(de.letter).toContain(`„${e.resume_line.replace(/[.;:,\s]+$/, '')}“`);
  });

  it('leaves nothing to fill where the resume is bare, in the same language', () => {
    const bare = letterOf(MODULE_RESUMES.minimal, POSTING, 'fr');
    expect(bare.paragraphs).toEqual([
      "Je vous présente ma candidature au poste « Senior Backend Engineer » chez Acmecorp. Ce qui m'attire particulièrement, c'est ce que décrit l'annonce : « We are hiring a Senior Backend Engineer to build the payment platform at Acmecorp ».",
      'Mes compétences comprennent Python.',
      LETTER_PHRASES.fr.closingParagraph,
    ]);
    expect(bare.placeholders).toEqual([]);
    expect(bare.flags).toEqual([]);
    const nothing = letterOf('Alex Kim\n', POSTING, 'de');
    expect(nothing.paragraphs[1]).toBe(LETTER_PHRASES.de.resumeNote);
  });

  it('flags nothing, and states no employer, degree or number the resume and posting lack, for every pair in every language', () => {
    for (const pair of MODULE_PAIRS) {
      const sources = squash(`${pair.resume}\n${pair.posting}`);
      const sourceNumbers = new Set(numbersIn(sources));
      const ownEmployers = employersOf(pair.resume);
      for (const code of LETTER_LANGUAGES) {
        const name = `${pair.name} (${code})`;
        const out = letterOf(pair.resume, pair.posting, code);
        const stated = withoutPlaceholders(out.letter);
        expect(out.flags, name).toEqual([]);
        expect(out.letter, name).not.toMatch(/[{}]/);
        for (const n of numbersIn(stated)) expect(sourceNumbers.has(n), `${n} in ${name}`).toBe(true);
        for (const d of CHECKED_DEGREES)
          if (d.pattern.test(stated)) expect(d.pattern.test(pair.resume), `${d.label} in ${name}`).toBe(true);
        for (const e of ALL_EMPLOYERS)
          if (!ownEmployers.includes(e) && !pair.posting.includes(e)) expect(stated, name).not.toContain(e);
        if (code !== 'en')
          for (const piece of borrowedPieces(out.letter, code))
            expect(sources, `'${piece}' in ${name}`).toContain(piece);
      }
    }
  }, 120_000);

  it('is deterministic', () => {
    for (const code of LETTER_LANGUAGES)
      expect(letterOf(RESUME_LAYOUT, POSTING, code), code).toEqual(letterOf(RESUME_LAYOUT, POSTING, code));
  });
});
