import { describe, expect, it } from 'vitest';
import { keyPhrase, labelItems, parseExperienceNeeds } from './requirement-terms.ts';

describe('keyPhrase', () => {
  it.each([
    ['Analysis: Ability to analyze system errors and other issues.', 'Analysis'],
    ['Proficiency in equipment maintenance', 'equipment maintenance'],
    ['Basic math skills to understand and accurately measure survey data', 'math'],
    ['Excellent Time management skills', 'Time management'],
    ['18 years of age with a high school diploma or GED is required', 'high school diploma or GED'],
    ["CDA, Associate, or bachelor's degree in early education or related field is preferred", 'CDA, Associate'],
    ['Thorough understanding of JDE E1 and Z1 capabilities', 'JDE E1 and Z1'],
    ['Great attention to detail particularly with animal behavior', 'attention to detail'],
    [
      'Marked ability to read, understand, and interpret blueprints and schematics.',
      'read, understand, and interpret blueprints and schematics',
    ],
    ['Proficiency in Chef, for correct ecosystem configuration management.', 'Chef'],
    ['Experience with A/B testing and statistics', 'A/B testing and statistics'],
    ['A strong command of SQL', 'SQL'],
    ['Training experience is a must', 'Training'],
    // a head that only says what kind of list follows: the list is the requirement
    ['Packages: scikit-learn & TensorFlow.', 'scikit-learn & TensorFlow'],
    // a long phrase is kept whole up to 14 words, and a cut never ends on a dangling word
    [
      'Solid coding skills in SQL and in a scripting language like Python.',
      'coding skills in SQL and in a scripting language like Python',
    ],
    [
      'Ability to assume postures in low levels to allow physical and visual contact with children of every age in the classroom',
      'assume postures in low levels to allow physical and visual contact with children',
    ],
    // German capitalises every noun: the phrase, not its capitalised words
    [
      'sind auch unter Belastung zuverlässig, verbindlich und freundlich, stehen zu Ihrem Wort und handeln stets im Sinne des Unternehmens',
      'sind auch unter Belastung zuverlässig, verbindlich und freundlich',
    ],
    [
      'gewinnen durch Kompetenz und Kundenorientierung das Vertrauen und den Respekt der Kunden (Kunden, Mitarbeiter, Kollegen)',
      'gewinnen durch Kompetenz und Kundenorientierung das Vertrauen und den Respekt der Kunden',
    ],
  ])('%s -> %s', (text, phrase) => {
    expect(keyPhrase(text)).toBe(phrase);
  });
});

describe('parseExperienceNeeds', () => {
  it.each([
    [
      'Has spent at least 4 years working as a Junior Systems Admin/Engineer.',
      [[4, 'Junior Systems Admin/Engineer', null]],
    ],
    ['Has previous experience as an SOC Security Analyst for 5 years.', [[5, 'SOC Security Analyst', null]]],
    ['Minimum of one year experience as a Dentist or other specialized role.', [[1, 'Dentist', null]]],
    ['3+ years of experience in web development', [[3, null, 'web development']]],
    ['5+ years of Python experience', [[5, null, 'Python']]],
    [
      'Must have held 1 year of experience as a Trainer and a bare minimum of 4 years serving as a Curator.',
      [
        [1, 'Trainer', null],
        [4, 'Curator', null],
      ],
    ],
  ] as const)('%s', (text, needs) => {
    expect(parseExperienceNeeds(text).map((n) => [n.years, n.role, n.field])).toEqual(needs);
  });
});

describe('labelItems', () => {
  it('splits lists into items, all or any', () => {
    expect(labelItems('JavaScript, HTML, and CSS')).toEqual({ items: ['JavaScript', 'HTML', 'CSS'], mode: 'all' });
    expect(labelItems('Go or Python')).toEqual({ items: ['Go', 'Python'], mode: 'any' });
    expect(labelItems('handle animals gently and safely')).toEqual({
      items: ['handle animals gently and safely'],
      mode: 'all',
    });
  });
});

describe('keyPhrase of a requirement written to the reader, a list after a general head, a place', () => {
  it.each([
    // 'You have' / 'You are' frame the skill: the noun phrase after them, never the sentence cut mid-way
    ['You have experience with Kestrel or other workflow tools', 'Kestrel or other workflow tools'],
    ['You are an excellent nurse (adult or paediatric)', 'nurse (adult or paediatric)'],
    ['You have used storytelling to support learning in your classroom', 'storytelling'],
    ['You are a strong communicator both when presenting to boards and when writing reports', 'communicator'],
    ['You are highly-organised, look for solutions and can prioritise a busy calendar', 'look for solutions'],
    [
      'You have worked on customer education teams and know how training can drive outcomes for customers',
      'customer education teams',
    ],
    // a head too general to name a skill gives way to the list it introduces
    ['Good computer skills such as spreadsheets and QuickBooks', 'spreadsheets and QuickBooks'],
    // a country is never the skill of a long sentence's capitalised words
    [
      'Candidates must hold a valid Canada driving licence and have access to a car they can use for site visits',
      'hold a valid Canada driving licence',
    ],
    // how much it is asked for, in brackets, is no part of the label, and a bracket is never left open
    ['Food Science or related field (Required)', 'Food Science or related field'],
    ['HACCP (Level 3) (Preferred)', 'HACCP (Level 3)'],
    ['Diploma in Horticulture (degree preferred)', 'Diploma in Horticulture'],
    // a purpose cut off leaves no dangling 'and able'
    ['Strong scheduling skills and able to meet deadlines in a busy clinic', 'scheduling'],
    // a long phrase is cut at a clause of its own, not inside one
    [
      'Ability to build rapport with tenants and landlords and create a calm setting where disputes and complaints get settled',
      'build rapport with tenants and landlords',
    ],
  ])('%s -> %s', (text, phrase) => {
    expect(keyPhrase(text)).toBe(phrase);
  });
});
