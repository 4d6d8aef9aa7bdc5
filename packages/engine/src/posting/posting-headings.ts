/** What a part of a job posting is for; decides whether its items are requirements and of which kind. */
export const POSTING_PARTS = ['title', 'summary', 'responsibilities', 'requirements', 'preferred', 'education', 'benefits', 'location', 'salary', 'company', 'other'] as const;
export type PostingPart = (typeof POSTING_PARTS)[number];

export const POSTING_HEADINGS: Readonly<Record<PostingPart, readonly string[]>> = {
  title: ['job title', 'title', 'position', 'position title', 'role', 'job position', 'role title', 'job role'],
  summary: [
    'job summary', 'summary', 'about the role', 'about the job', 'about this role', 'overview', 'job description', 'description',
    'the role', 'position summary', 'introduction', 'role overview', 'job overview', 'the opportunity', 'position overview', 'purpose', 'role summary',
  ],
  responsibilities: [
    'responsibilities', 'key responsibilities', 'duties', 'what you will do', 'what you ll do', 'your role', 'job duties', 'the job',
    'day to day', 'your responsibilities', 'what you ll be doing', 'what you will be doing', 'role and responsibilities', 'roles and responsibilities',
    'essential functions', 'essential duties', 'duties and responsibilities', 'main responsibilities', 'in this role you will', 'tasks', 'your tasks',
    'what the job involves', 'key duties', 'job responsibilities', 'primary responsibilities', 'accountabilities',
  ],
  requirements: [
    'requirements', 'required skills', 'required experience', 'qualifications', 'required qualifications', 'minimum qualifications',
    'basic qualifications', 'must have', 'must haves', 'what you bring', 'what you ll need', 'what you need', 'what we are looking for',
    'what we re looking for', 'who you are', 'skills', 'experience', 'key skills', 'skills and experience', 'experience and skills', 'you have', 'about you',
    'your profile', 'profile', 'essential skills', 'required', 'technical skills', 'competencies', 'knowledge skills and abilities',
    'skills and qualifications', 'qualifications and skills', 'job requirements', 'minimum requirements', 'essential requirements',
    'requirements and qualifications', 'your experience', 'your skills', 'must have skills', 'required skills and experience',
    'experience required', 'skills required', 'key requirements', 'candidate requirements', 'ideal candidate', 'the ideal candidate',
    'who we are looking for', 'what you should have', 'you should have', 'we expect', 'qualifications and experience',
  ],
  preferred: [
    'preferred qualifications', 'preferred skills', 'nice to have', 'nice to haves', 'bonus', 'bonus points', 'pluses', 'plus', 'desired skills',
    'desirable', 'desirable skills', 'preferred', 'good to have', 'additional qualifications', 'it s a plus if', 'extra credit', 'bonus skills',
    'preferred experience', 'desired qualifications', 'nice to have skills', 'what would make you stand out', 'stand out if you have', 'even better if',
    'preferred requirements', 'assets', 'optional',
  ],
  education: ['education', 'education requirements', 'educational requirements', 'education and experience', 'education and training', 'required education'],
  benefits: ['benefits', 'perks', 'what we offer', 'compensation and benefits', 'why join us', 'why work with us', 'perks and benefits', 'we offer', 'what s in it for you'],
  location: ['location', 'job location', 'work location', 'where'],
  salary: ['salary', 'compensation', 'pay', 'pay range', 'salary range', 'compensation range', 'base salary'],
  company: ['about us', 'about the company', 'who we are', 'company', 'about', 'our company', 'company overview', 'the company'],
  other: ['how to apply', 'equal opportunity', 'equal opportunity employer', 'application process', 'next steps', 'additional information', 'notes'],
};

const INDEX: ReadonlyMap<string, PostingPart> = new Map(
  Object.entries(POSTING_HEADINGS).flatMap(([part, wordings]) => wordings.map((w) => [w, part as PostingPart] as const)),
);

export function postingPartOfHeading(heading: string): PostingPart | null {
  const key = heading
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return INDEX.get(key) ?? null;
}

/** Cue phrases inside an item that make it optional or mandatory whatever its section says. */
export const NICE_CUES = /\b(?:preferred|preferably|a plus|is a plus|are a plus|nice[- ]to[- ]have|bonus|desirable|desired|ideally|good to have|an advantage|advantageous|helpful|beneficial|not required|optional|would be great|is an asset|a bonus|plus if)\b/i;
export const MUST_CUES = /\b(?:required|requires|must|minimum|at least|essential|mandatory|need to|necessary|needed|shall)\b/i;
