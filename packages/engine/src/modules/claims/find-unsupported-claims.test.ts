import { describe, expect, it } from 'vitest';
import { AS_OF, RESUME_LAYOUT, testEngine } from '../../testing/fixtures.ts';
import { findUnsupportedClaims } from './find-unsupported-claims.ts';

const engine = testEngine();
const resume = engine.parseResume(RESUME_LAYOUT, { asOf: AS_OF });
const claims = (text: string, options = {}) =>
  findUnsupportedClaims(text, resume, engine.data, options).map((c) => `${c.kind}:${c.text}`);

describe('findUnsupportedClaims', () => {
  it('accepts what the resume says, in other words and other cases', () => {
    expect(claims('At Northwind Payments Inc, I led migration of the ledger service to Go microservices.')).toEqual([]);
    expect(claims('I cut p99 latency by 40% and mentored 4 engineers since Mar 2021.')).toEqual([]);
    expect(
      claims('As a senior software engineer at northwind payments inc I built REST APIs serving 2M requests a day.'),
    ).toEqual([]);
    expect(
      claims('I hold a B.S. in Computer Science from University of Texas at Austin (Aug 2013 - May 2017).'),
    ).toEqual([]);
    expect(claims("Bachelor's degree holder; worked with Kubernetes, Docker and PostgreSQL.")).toEqual([]);
  });

  it('flags invented employers, titles, degrees, dates and numbers', () => {
    expect(claims('I worked at Globex Corporation for years.')).toEqual(['employer:Globex Corporation']);
    expect(claims('As Staff Software Engineer I led the platform team.')).toEqual(['title:Staff Software Engineer']);
    expect(claims('I was a data scientist before that.')).toEqual(['title:data scientist']);
    expect(claims('I hold an MBA and a PhD.')).toEqual(['degree:MBA', 'degree:PhD']);
    expect(claims('Cut latency by 55% and saved $1,200,000.')).toEqual(['number:55', 'number:1,200,000']);
    expect(claims('Engineer since Jan 2015.')).toEqual(['date:since Jan 2015']);
    expect(claims('Mentored twelve engineers.')).toEqual(['number:twelve']);
  });

  it('does not flag placeholders, letter formulas or ordinary sentence openings', () => {
    expect(
      claims(
        'Dear Hiring Team,\nCut p99 latency by 40%, resulting in [add the result, e.g. 20% fewer incidents at Globex].\nSincerely,\nMaria Lopez',
      ),
    ).toEqual([]);
    expect(claims('Walk me through how you would design it. Tell me about a time you disagreed.')).toEqual([]);
  });

  it("accepts a skill named inside the resume's own phrase (a title that holds a skill word), and still flags it alone", () => {
    const ownTitle = (text: string) =>
      findUnsupportedClaims(text, null, engine.data, {
        allowed: ['Financial Edge Administrator, 2015 - 2019'],
        checkSkills: true,
      }).map((c) => `${c.kind}:${c.text}`);
    expect(ownTitle('I worked as The Financial Edge Administrator.')).toEqual([]);
    expect(ownTitle('I closed the books in The Financial Edge every month.')).toEqual(['skill:The Financial Edge']);
  });

  it('accepts the allowed texts (the posting a question quotes, the company a letter names)', () => {
    expect(claims('The role at Acmecorp asks for 5+ years with Kafka.')).toEqual(['employer:Acmecorp', 'number:5']);
    expect(
      claims('The role at Acmecorp asks for 5+ years with Kafka.', { allowed: ['Acmecorp needs 5+ years of Kafka'] }),
    ).toEqual([]);
  });

  it("takes the words of a module's own texts, in any language, as formulas: never names or skills, and no cover for an invented name", () => {
    const letter =
      'Sehr geehrte Damen und Herren,\nich bewerbe mich um die Stelle. Bei Northwind Payments Inc, wo ich als Senior Software Engineer tätig bin, umfasst meine Erfahrung: „Led migration“. Vielen Dank für Ihre Zeit.';
    const formulaTexts = [
      'Sehr geehrte Damen und Herren,',
      'ich bewerbe mich um die Stelle.',
      'Bei ',
      ', wo ich als ',
      ' tätig bin, umfasst meine Erfahrung: ',
      'Vielen Dank für Ihre Zeit und Aufmerksamkeit.',
    ];
    expect(claims(letter, { checkSkills: true })).toEqual([
      'name:Damen',
      'name:Herren',
      'name:Stelle',
      'employer:Bei Northwind Payments Inc',
      'name:Erfahrung',
      'name:Vielen Dank',
      'name:Ihre',
      'skill:Zeit',
    ]);
    expect(claims(letter, { checkSkills: true, formulaTexts })).toEqual([]);
    expect(
      claims('Bei Globex Corporation umfasst meine Erfahrung: „Led migration“ bei Stelle Holdings.', {
        checkSkills: true,
        formulaTexts,
      }),
    ).toEqual(['employer:Globex Corporation', 'employer:Holdings']);
  });

  it('flags skills the resume does not show only when asked to', () => {
    expect(claims('Built streaming pipelines with Kafka and Terraform.')).toEqual([]);
    expect(claims('Built streaming pipelines with Kafka and Terraform.', { checkSkills: true })).toEqual([
      'skill:Kafka',
      'skill:Terraform',
    ]);
    expect(claims('Tuned Postgres and k8s deployments.', { checkSkills: true })).toEqual([]);
  });

  it('flags the fields of a generated result, as the module outputs carry them', () => {
    expect(engine.flagClaims([{ field: 'summary', text: 'Led 9 engineers at Globex Corporation.' }], resume)).toEqual([
      {
        kind: 'number',
        text: '9',
        field: 'summary',
        message: "'9' states a number the resume does not contain: check it before you use this text",
      },
      {
        kind: 'employer',
        text: 'Globex Corporation',
        field: 'summary',
        message:
          "'Globex Corporation' names an employer the resume does not contain: check it before you use this text",
      },
    ]);
  });

  it('checks a text against no resume at all (a posting analysis)', () => {
    expect(
      findUnsupportedClaims('Pays $150,000 at Acmecorp.', null, engine.data, {
        allowed: ['Acmecorp pays $150,000 - $180,000'],
      }),
    ).toEqual([]);
    expect(findUnsupportedClaims('Pays $190,000.', null, engine.data).map((c) => c.kind)).toEqual(['number']);
  });
});
