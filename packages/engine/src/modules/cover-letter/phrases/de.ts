import type { LetterPhrases } from '../letter-phrases.ts';

/** The German letter: formal 'Sie' throughout. */
export const DE_PHRASES: LetterPhrases = {
  greetingCompany: 'Sehr geehrtes Team von {company},',
  greeting: 'Sehr geehrte Damen und Herren,',
  // after a greeting with a comma, a German letter goes on in lower case
  applyingAt: 'ich bewerbe mich um die Stelle als {title} bei {company}.',
  applying: 'ich bewerbe mich um die Stelle als {title}.',
  rolePlaceholder: '[Stellenbezeichnung]',
  nowAt: 'Derzeit arbeite ich als {title} bei {employer}.',
  now: 'Derzeit arbeite ich als {title}.',
  lastAt: 'Zuletzt war ich als {title} bei {employer} tätig.',
  last: 'Zuletzt war ich als {title} tätig.',
  whoPlaceholder: '[Ergänzen Sie einen Satz dazu, wer Sie sind und welche Arbeit Sie machen.]',
  atRoleNow: 'Bei {employer}, wo ich als {title} tätig bin, ',
  atRoleThen: 'Bei {employer}, wo ich als {title} tätig war, ',
  beforeAtRoleNow: 'Davor bei {employer}, wo ich als {title} tätig bin, ',
  beforeAtRoleThen: 'Davor bei {employer}, wo ich als {title} tätig war, ',
  atEmployer: 'Bei {employer} ',
  beforeAtEmployer: 'Davor bei {employer} ',
  asTitle: 'Als {title} ',
  ownProjects: 'In eigenen Projekten ',
  also: 'Außerdem ',
  exampleOf: '[Ergänzen Sie ein Beispiel aus Ihrer Arbeit, das {requirement} zeigt, mit seinem Ergebnis.]',
  example: '[Ergänzen Sie ein Beispiel aus Ihrer Arbeit, das zeigt, was die Stelle verlangt, mit seinem Ergebnis.]',
  skills: 'Außerdem bringe ich {skills} mit, wie in der Stellenanzeige gefordert.',
  degreeFrom: 'Ich verfüge über den Abschluss {degree} ({school}).',
  degree: 'Ich verfüge über den Abschluss {degree}.',
  whyCompany: '[Ergänzen Sie einen Satz dazu, warum {company} und diese Stelle Sie interessieren.]',
  whyTeam: '[Ergänzen Sie einen Satz dazu, warum dieses Team und diese Stelle Sie interessieren.]',
  closingParagraph: 'Gerne erläutere ich Ihnen in einem persönlichen Gespräch, wie meine Erfahrung zu Ihren Anforderungen passt. Vielen Dank für Ihre Zeit und Aufmerksamkeit.',
  // a German closing formula takes no comma
  signOff: 'Mit freundlichen Grüßen',
  namePlaceholder: '[Ihr Name]',
  and: 'und',
  quoting: { open: '„', close: '“', lead: 'umfasst meine Erfahrung: ', leadPast: 'umfasste meine Erfahrung: ', profile: 'Mein Lebenslauf fasst mein Profil so zusammen: {summary}' },
};
