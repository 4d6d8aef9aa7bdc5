/** The sections a resume is cut into. 'other' keeps headings we recognise but do not interpret. */
export const SECTION_KINDS = [
  'contact',
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certifications',
  'other',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** Heading wordings (compared case-insensitively, without punctuation) per section. */
// prettier-ignore
export const SECTION_HEADINGS: Readonly<Record<SectionKind, readonly string[]>> = {
  contact: ['contact', 'contacts', 'contact information', 'contact info', 'contact details', 'personal information', 'personal details', 'personal info', 'personal data', 'details', 'info'],
  summary: [
    'summary', 'professional summary', 'profile', 'professional profile', 'about', 'about me', 'objective', 'career objective',
    'career summary', 'executive summary', 'overview', 'introduction', 'personal statement', 'summary of qualifications',
    'qualifications summary', 'professional overview', 'career profile', 'personal profile', 'bio', 'job summary',
    'executive profile', 'career overview', 'professional summary and objective', 'profile summary', 'summary of experience',
    'profil', 'kurzprofil', 'zusammenfassung', 'podsumowanie', 'o mnie', 'profil zawodowy', 'ozet', 'hakkimda', 'profil professionnel', 'perfil',
  ],
  experience: [
    'experience', 'experiences', 'work experience', 'professional experience', 'employment', 'employment history', 'work history',
    'career history', 'relevant experience', 'professional background', 'positions held', 'job history', 'professional history',
    'industry experience', 'work', 'career', 'experience and employment', 'relevant work experience', 'professional employment',
    'work and experience', 'technical experience', 'teaching experience', 'research experience', 'military experience', 'internships', 'internship experience',
    'experience highlights', 'professional work experience', 'work experience and internships', 'employment experience', 'career experience',
    'relevant professional experience', 'related experience', 'leadership experience', 'management experience', 'clinical experience', 'nursing experience',
    'berufserfahrung', 'berufliche erfahrung', 'praxiserfahrung', 'doswiadczenie zawodowe', 'doswiadczenie', 'przebieg pracy', 'deneyim', 'is deneyimi',
    'mesleki deneyim', 'experience professionnelle', 'experiences professionnelles', 'experiencia', 'experiencia profesional', 'experiencia laboral', 'werkervaring',
  ],
  education: [
    'education', 'academic background', 'education and training', 'academic qualifications', 'academics', 'educational background',
    'education background', 'academic history', 'education history', 'studies', 'academic profile', 'degrees', 'qualifications and education',
    'education and qualifications', 'training and education', 'academic record', 'schooling', 'educational background and training',
    'education and certifications', 'education and credentials', 'academic qualification', 'educational qualifications', 'educational qualification',
    'ausbildung', 'bildung', 'studium', 'bildungsweg', 'wyksztalcenie', 'edukacja', 'egitim', 'egitim bilgileri', 'formation', 'educacion', 'formacion', 'opleiding',
  ],
  skills: [
    'skills', 'technical skills', 'core competencies', 'competencies', 'key skills', 'skills and abilities', 'areas of expertise',
    'expertise', 'technologies', 'tools', 'tech stack', 'skill set', 'skillset', 'proficiencies', 'technical proficiencies', 'core skills',
    'abilities', 'skills summary', 'skills and competencies', 'technical competencies', 'relevant skills', 'professional skills',
    'key competencies', 'tools and technologies', 'technologies and tools', 'skills and tools', 'it skills', 'computer skills',
    'skills and expertise', 'strengths', 'key strengths', 'capabilities', 'qualifications',
    'skill highlights', 'highlights', 'core qualifications', 'core strengths', 'technical qualifications', 'areas of strength', 'key qualifications',
    'professional skills and abilities', 'skills and qualifications', 'language skills', 'soft skills', 'hard skills', 'technical skills and tools',
    'kenntnisse', 'fahigkeiten', 'fahigkeiten und kenntnisse', 'umiejetnosci', 'yetenekler', 'beceriler', 'competences', 'habilidades', 'vaardigheden',
  ],
  projects: ['projects', 'project', 'personal projects', 'key projects', 'selected projects', 'side projects', 'academic projects', 'portfolio', 'project experience', 'notable projects', 'open source', 'open source contributions'],
  certifications: [
    'certifications', 'certification', 'certificates', 'certificate', 'licenses', 'licences', 'licenses and certifications', 'certifications and licenses',
    'credentials', 'professional development', 'training', 'courses', 'coursework', 'trainings', 'professional certifications', 'accreditations',
    'certifications and trainings', 'certifications and training', 'licenses and credentials', 'licensure', 'licenses and certificates', 'certificates and training',
    'zertifikate', 'certyfikaty', 'sertifikalar',
  ],
  other: [
    'awards', 'honors', 'honours', 'awards and honors', 'achievements', 'accomplishments', 'publications', 'volunteer', 'volunteering',
    'volunteer experience', 'volunteer work', 'interests', 'hobbies', 'hobbies and interests', 'references', 'languages', 'activities',
    'extracurricular activities', 'leadership', 'affiliations', 'memberships', 'professional affiliations', 'patents', 'presentations',
    'conferences', 'additional information', 'additional', 'miscellaneous', 'other', 'other information', 'links', 'social', 'profiles',
  ],
};

/** Catch-all headings: what they hold has no section of its own, roles with their dates among it ('1998-2000 - Owned a catering firm'). */
// prettier-ignore
export const CATCH_ALL_HEADINGS: ReadonlySet<string> = new Set(['additional information', 'additional', 'miscellaneous', 'other', 'other information']);

/** Letters that do not fold to ASCII by dropping accents (Polish, Turkish, German). */
const FOLD_LETTERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ł/g, 'l'],
  [/ı/g, 'i'],
  [/ß/g, 'ss'],
  [/ø/g, 'o'],
];

const HEADING_INDEX: ReadonlyMap<string, SectionKind> = new Map(
  Object.entries(SECTION_HEADINGS).flatMap(([kind, wordings]) =>
    wordings.map((w) => [w, kind as SectionKind] as const),
  ),
);

/** The section a heading text names, or null. '&' reads as 'and'; trailing colons, dashes, markup and '(continued)' are ignored. */
export function sectionOfHeading(heading: string): SectionKind | null {
  const known = HEADING_CACHE.get(heading);
  if (known !== undefined) return known;
  if (HEADING_CACHE.size >= 4000) HEADING_CACHE.clear();
  const kind = readHeading(heading);
  HEADING_CACHE.set(heading, kind);
  return kind;
}

/** Texts already looked up (every line of a resume is asked about): bounded, pure. */
const HEADING_CACHE = new Map<string, SectionKind | null>();

function readHeading(heading: string): SectionKind | null {
  const key = headingKey(heading);
  return HEADING_INDEX.get(key) ?? headingByWords(key);
}

/** Every word a heading the list above does not spell out may hold ('Professional Experiences', 'Academic Credentials'). */
const HEADING_VOCABULARY = new Set(
  (
    'professional work employment career experience experiences history background record records relevant related prior ' +
    'previous other additional selected positions held appointments academic educational education training credentials ' +
    'degrees certifications certificates certification licenses licences licensure development details skills technical ' +
    'key core competencies abilities proficiencies industry consulting freelance military service teaching research ' +
    'volunteer volunteering community leadership internships internship and of my'
  ).split(' '),
);

/**
 * A heading worded otherwise than the list (up to five words, each a heading word): its kind from the words it
 * holds. Education words first, then work words (volunteering and leadership are not jobs), skills, certifications.
 * A heading that mixes education with work ('Education & Experience') is left unread.
 */
function headingByWords(key: string): SectionKind | null {
  const words = key.split(' ');
  if (words.length < 2 || words.length > 5 || !words.every((w) => HEADING_VOCABULARY.has(w))) return null;
  const has = (pattern: RegExp) => words.some((w) => pattern.test(w));
  const isWork = has(/^(?:experiences?|employment|work|career|positions|appointments|internships?|military)$/);
  if (has(/^(?:education|educational|academic|degrees)$/)) return isWork ? null : 'education';
  if (isWork) return has(/^(?:volunteer|volunteering|community|leadership)$/) ? 'other' : 'experience';
  if (has(/^(?:skills|competencies|abilities|proficiencies)$/)) return 'skills';
  if (has(/^(?:certifications?|certificates|licen[cs]es|licensure|training|credentials)$/)) return 'certifications';
  return null;
}

/** The comparison form of a heading: folded, '&' as 'and', without punctuation or '(continued)'. */
export function headingKey(heading: string): string {
  return (
    FOLD_LETTERS.reduce((text, [from, to]) => text.replace(from, to), heading.toLowerCase())
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // a heading repeated on the next page: 'EXPERIENCE (continued)', 'Education (cont.)'
      .replace(/\(\s*(?:continued|cont'?d?\.?)\s*\)/g, ' ')
      .replace(/&/g, ' and ')
      .replace(/[^a-z ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
