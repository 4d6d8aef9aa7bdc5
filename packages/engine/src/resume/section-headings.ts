/** The sections a resume is cut into. 'other' keeps headings we recognise but do not interpret. */
export const SECTION_KINDS = ['contact', 'summary', 'experience', 'education', 'skills', 'projects', 'certifications', 'other'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** Heading wordings (compared case-insensitively, without punctuation) per section. */
export const SECTION_HEADINGS: Readonly<Record<SectionKind, readonly string[]>> = {
  contact: ['contact', 'contacts', 'contact information', 'contact info', 'contact details', 'personal information', 'personal details', 'personal info', 'personal data', 'details', 'info'],
  summary: [
    'summary', 'professional summary', 'profile', 'professional profile', 'about', 'about me', 'objective', 'career objective',
    'career summary', 'executive summary', 'overview', 'introduction', 'personal statement', 'summary of qualifications',
    'qualifications summary', 'professional overview', 'career profile', 'personal profile', 'bio', 'job summary',
  ],
  experience: [
    'experience', 'experiences', 'work experience', 'professional experience', 'employment', 'employment history', 'work history',
    'career history', 'relevant experience', 'professional background', 'positions held', 'job history', 'professional history',
    'industry experience', 'work', 'career', 'experience and employment', 'relevant work experience', 'professional employment',
    'work and experience', 'technical experience', 'teaching experience', 'research experience', 'military experience', 'internships', 'internship experience',
  ],
  education: [
    'education', 'academic background', 'education and training', 'academic qualifications', 'academics', 'educational background',
    'education background', 'academic history', 'education history', 'studies', 'academic profile', 'degrees', 'qualifications and education',
    'education and qualifications', 'training and education', 'academic record', 'schooling',
  ],
  skills: [
    'skills', 'technical skills', 'core competencies', 'competencies', 'key skills', 'skills and abilities', 'areas of expertise',
    'expertise', 'technologies', 'tools', 'tech stack', 'skill set', 'skillset', 'proficiencies', 'technical proficiencies', 'core skills',
    'abilities', 'skills summary', 'skills and competencies', 'technical competencies', 'relevant skills', 'professional skills',
    'key competencies', 'tools and technologies', 'technologies and tools', 'skills and tools', 'it skills', 'computer skills',
    'skills and expertise', 'strengths', 'key strengths', 'capabilities', 'qualifications',
  ],
  projects: ['projects', 'project', 'personal projects', 'key projects', 'selected projects', 'side projects', 'academic projects', 'portfolio', 'project experience', 'notable projects', 'open source', 'open source contributions'],
  certifications: [
    'certifications', 'certification', 'certificates', 'certificate', 'licenses', 'licences', 'licenses and certifications', 'certifications and licenses',
    'credentials', 'professional development', 'training', 'courses', 'coursework', 'trainings', 'professional certifications', 'accreditations',
  ],
  other: [
    'awards', 'honors', 'honours', 'awards and honors', 'achievements', 'accomplishments', 'publications', 'volunteer', 'volunteering',
    'volunteer experience', 'volunteer work', 'interests', 'hobbies', 'hobbies and interests', 'references', 'languages', 'activities',
    'extracurricular activities', 'leadership', 'affiliations', 'memberships', 'professional affiliations', 'patents', 'presentations',
    'conferences', 'additional information', 'additional', 'miscellaneous', 'other', 'links', 'social', 'profiles',
  ],
};

const HEADING_INDEX: ReadonlyMap<string, SectionKind> = new Map(
  Object.entries(SECTION_HEADINGS).flatMap(([kind, wordings]) => wordings.map((w) => [w, kind as SectionKind] as const)),
);

/** The section a heading text names, or null. '&' reads as 'and'; trailing colons, dashes, markup and '(continued)' are ignored. */
export function sectionOfHeading(heading: string): SectionKind | null {
  const key = heading
    .toLowerCase()
    // a heading repeated on the next page: 'EXPERIENCE (continued)', 'Education (cont.)'
    .replace(/\(\s*(?:continued|cont'?d?\.?)\s*\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return HEADING_INDEX.get(key) ?? null;
}
