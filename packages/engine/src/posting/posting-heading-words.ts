/** What a part of a job posting is for; decides whether its items are requirements and of which kind. */
// prettier-ignore
export const POSTING_PARTS = [
  'title', 'summary', 'responsibilities', 'requirements', 'preferred', 'education', 'benefits', 'location', 'salary', 'company', 'other',
  'eeo', 'application', 'logistics',
] as const;
export type PostingPart = (typeof POSTING_PARTS)[number];

/**
 * Heading wordings of each part, compared folded (lower case, no accents, punctuation as spaces).
 * English first; German, Swedish and French wordings where a posting commonly uses them.
 */
// prettier-ignore
export const POSTING_HEADINGS: Readonly<Record<PostingPart, readonly string[]>> = {
  title: ['job title', 'title', 'position', 'position title', 'role', 'job position', 'role title', 'job role', 'stellenbezeichnung', 'tjanst', 'intitule du poste'],
  summary: [
    'job summary', 'summary', 'about the role', 'about the job', 'about this role', 'about the position', 'about this position', 'overview', 'job description',
    'description', 'the role', 'position summary', 'introduction', 'role overview', 'job overview', 'the opportunity', 'position overview', 'purpose',
    'role summary', 'position description', 'general description', 'your purpose', 'your opportunity', 'opportunity at a glance', 'job overview',
    'om tjansten', 'stellenbeschreibung', 'description du poste', 'le poste',
  ],
  responsibilities: [
    'responsibilities', 'key responsibilities', 'duties', 'what you will do', 'what you ll do', 'your role', 'job duties', 'the job',
    'day to day', 'your responsibilities', 'what you ll be doing', 'what you will be doing', 'role and responsibilities', 'roles and responsibilities',
    'essential functions', 'essential duties', 'duties and responsibilities', 'main responsibilities', 'in this role you will', 'tasks', 'your tasks',
    'what the job involves', 'key duties', 'job responsibilities', 'primary responsibilities', 'accountabilities', 'essential job functions',
    'essential responsibilities', 'principal duties and responsibilities', 'in this role you can expect to', 'responsibilities essential functions',
    'aufgaben', 'ihre aufgaben', 'deine aufgaben', 'deine aufgaben bei uns', 'ihre aufgaben bei uns', 'dein job', 'arbeitsbeskrivning', 'arbetsuppgifter',
    'dina arbetsuppgifter', 'missions', 'vos missions', 'responsabilites', 'vos responsabilites',
  ],
  requirements: [
    'requirements', 'required skills', 'required experience', 'qualifications', 'required qualifications', 'minimum qualifications',
    'key attributes', 'personal attributes', 'attributes', 'key qualities', 'personal qualities',
    'basic qualifications', 'must have', 'must haves', 'what you bring', 'what you ll bring', 'what you will bring', 'what you ll need',
    'what you will need', 'you ll have', 'you will have', 'what you ll have', 'what you need', 'what we are looking for',
    'what we re looking for', 'who you are', 'skills', 'experience', 'key skills', 'skills and experience', 'experience and skills', 'you have', 'about you',
    'your profile', 'profile', 'essential skills', 'required', 'technical skills', 'competencies', 'knowledge skills and abilities',
    'skills and qualifications', 'qualifications and skills', 'job requirements', 'minimum requirements', 'essential requirements',
    'requirements and qualifications', 'your experience', 'your skills', 'must have skills', 'required skills and experience',
    'experience required', 'skills required', 'key requirements', 'candidate requirements', 'ideal candidate', 'the ideal candidate',
    'who we are looking for', 'what you should have', 'you should have', 'we expect', 'qualifications and experience',
    'you are a good fit if', 'apply if you', 'you ll be a great fit if', 'you might be a good fit if', 'what you ll need to succeed',
    'what you need to succeed', 'what we expect from you', 'your know how', 'is this you', 'about you and your experience',
    'qualifikation', 'qualifikationen', 'ihr profil', 'dein profil', 'anforderungen', 'voraussetzungen', 'das bringst du mit', 'das bringen sie mit',
    'was du mitbringst', 'was sie mitbringen', 'was du mitbringen solltest', 'kvalifikationer', 'krav', 'vi soker dig som', 'din profil', 'profil',
    'profil recherche', 'votre profil', 'competences', 'exigences', 'competences requises',
  ],
  preferred: [
    'preferred qualifications', 'preferred skills', 'nice to have', 'nice to haves', 'bonus', 'bonus points', 'pluses', 'plus', 'desired skills',
    'desirable', 'desirable skills', 'preferred', 'good to have', 'additional qualifications', 'it s a plus if', 'extra credit', 'bonus skills',
    'preferred experience', 'desired qualifications', 'nice to have skills', 'what would make you stand out', 'stand out if you have', 'even better if',
    'preferred requirements', 'assets', 'optional', 'you ll have an edge if', 'it would be great if', 'bonus if you have', 'nice to haves',
    'wunschenswert', 'von vorteil', 'meriterande', 'atouts', 'un plus',
  ],
  education: ['education', 'education requirements', 'educational requirements', 'education and experience', 'education and training', 'required education', 'ausbildung', 'utbildning'],
  benefits: [
    'benefits', 'perks', 'what we offer', 'compensation and benefits', 'why join us', 'why work with us', 'perks and benefits', 'we offer', 'what s in it for you',
    'our benefits', 'your benefits', 'what you will get from us', 'what you ll get', 'why you ll love working here', 'life at', 'benefits and perks',
    'why should you be interested', 'why should you apply', 'why you should join us', 'why join', 'why work here',
    'wir bieten', 'was wir bieten', 'unser angebot', 'das bieten wir', 'vorteile', 'vi erbjuder', 'formaner', 'avantages', 'nous offrons',
  ],
  location: ['location', 'job location', 'work location', 'where', 'arbeitsort', 'standort', 'ort', 'lieu', 'arbetsort', 'placering', 'additional locations'],
  salary: ['salary', 'compensation', 'pay', 'pay range', 'salary range', 'compensation range', 'base salary', 'remuneration', 'gehalt', 'lon', 'salaire', 'remuneration'],
  company: [
    'about us', 'about the company', 'who we are', 'company', 'about', 'our company', 'company overview', 'the company', 'company profile', 'company description',
    'our mission', 'our story', 'uber uns', 'wer wir sind', 'om oss', 'om foretaget', 'qui sommes nous', 'a propos', 'a propos de nous',
  ],
  other: [
    'additional information', 'notes', 'note', 'physical demands', 'physical requirements', 'work environment', 'physical demands and work environment',
    'working conditions', 'personliga egenskaper', 'other details', 'job functional area', 'business unit', 'employee type', 'contacts', 'supervision',
  ],
  eeo: [
    'equal opportunity', 'equal opportunity employer', 'eeo', 'eeo statement', 'equal employment opportunity', 'equal employment opportunity statement',
    'diversity and inclusion', 'diversity inclusion statement', 'diversity and inclusion statement', 'background check statement', 'privacy notice',
    'privacy policy', 'data protection', 'valuing every voice', 'diversity equity and inclusion', 'our commitment to diversity',
  ],
  application: [
    'how to apply', 'application process', 'next steps', 'application details', 'to apply', 'applying', 'application', 'applications',
    'what to expect in the hiring process', 'hiring process', 'interview process', 'our hiring process', 'bewerbung', 'ansokan', 'candidature',
  ],
  logistics: [
    'schedule', 'work schedule', 'hours', 'hours of work', 'working hours', 'typical work hours', 'shift', 'job type', 'job types', 'employment type',
    'work setting', 'travel', 'start date', 'duration', 'contract', 'terms', 'employment', 'arbeitszeit', 'tilltrade', 'anstallningsform',
  ],
};

/** Last words that make a short heading a requirements heading ('Academic and Clinical Qualifications', 'Position Requirements'). */
// prettier-ignore
export const REQUIREMENT_HEAD_WORDS: ReadonlySet<string> = new Set(['requirements', 'qualifications', 'qualification', 'skills', 'competencies', 'attributes', 'know how', 'profile', 'prerequisites', 'kvalifikationer', 'anforderungen', 'qualifikationen']);
/** Last words of a short responsibilities heading ('Clinical Duties', 'Your Key Tasks'). */
// prettier-ignore
export const DUTY_HEAD_WORDS: ReadonlySet<string> = new Set(['responsibilities', 'duties', 'tasks', 'functions', 'accountabilities', 'aufgaben', 'arbetsuppgifter']);
/** Words that, anywhere in a short heading, make it a preferred heading ('Preferred Education and Experience'). */
// prettier-ignore
export const PREFERRED_HEAD_WORDS: ReadonlySet<string> = new Set(['preferred', 'desired', 'desirable', 'bonus', 'nice', 'plus', 'pluses', 'optional']);
