// Fixture texts for the module outputs' tests: fictional people, companies and schools, written for
// these tests. Each resume and posting exercises something the modules must handle (weak verbs and
// passive voice, no headings, no dates, an occupation BLS publishes no annual wages for, a posting
// that names its company and one that does not, an hourly salary).
import { POSTING, RESUME_LAYOUT } from './fixtures.ts';

export const RESUME_DATA_ANALYST = `Priya Raman
priya.raman@example.com | +1 617 555 0199 | Boston, MA

SUMMARY
Data analyst with 6 years of experience turning operational data into decisions.

EXPERIENCE
Senior Data Analyst - Quillfeather Health
Apr 2021 - Present
• Built weekly SQL reports on claims data used by the finance team to plan budgets.
• Automated the Python ETL from Postgres into the warehouse, cutting the nightly run from 3 hours to 40 minutes.
• Responsible for maintaining Tableau dashboards for regional managers.
• Worked on the A/B testing plan for the patient portal.

Data Analyst - Tallow & Finch Retail
Jul 2019 - Mar 2021
• Cleaned and joined survey data in pandas and presented findings to the leadership team.
• Reports were automated with Python and scheduled in Airflow.

EDUCATION
B.Sc. Mathematics, Eastbrook University, 2019

SKILLS
SQL, Python, pandas, Tableau, Excel, statistics, Airflow
`;

export const RESUME_NURSE = `JORDAN ELLIS, RN
jordan.ellis@example.com  •  (512) 555-0134  •  Austin, TX

PROFESSIONAL SUMMARY
Registered nurse with a focus on medical-surgical care and patient education.

WORK EXPERIENCE
Registered Nurse | Cedar Valley Medical Center | 2018 - Present
- Responsible for administering medications to up to 6 patients per shift.
- Patient charts were updated in Epic after every assessment.
- Helped train new graduate nurses on unit procedures.
- Participated in the fall-prevention committee.

Certified Nursing Assistant | Brightwater Care Home | 2015 - 2018
- Assisted residents with daily living activities.
- Took vital signs and reported changes to the charge nurse.

EDUCATION
Bachelor of Science in Nursing, Harlan State University, 2018

LICENSES AND CERTIFICATIONS
Registered Nurse, Texas Board of Nursing
Basic Life Support (BLS), American Heart Association
`;

/** No headings at all: blocks only. */
export const RESUME_HEADLESS = `Sam Okafor
sam.okafor@example.com

Line cook who keeps a busy kitchen on time.

Line Cook, The Copper Pot Bistro, 2020 - 2024
Prepared sauces and mains for a 90-seat dining room.
Worked on the weekend brunch menu with the head chef.

Prep Cook, Harbor Street Diner, 2017 - 2020
Handled prep for breakfast and lunch service.

Food safety, knife skills, inventory, menu planning, ServSafe
`;

/** Almost nothing: the modules must still answer, with clear gaps. */
export const RESUME_MINIMAL = `Alex Kim
SKILLS
Python, Excel
`;

/** An occupation BLS publishes no annual wage percentiles for (actors are paid by the hour or the show). */
export const RESUME_ACTOR = `Morgan Vale
morgan.vale@example.com

EXPERIENCE
Stage Actor, Lantern Hill Repertory Theatre, 2019 - Present
- Performed leading roles in 8 productions.
- Ran voice warm-ups for the ensemble before every show.

Actor, Riverside Shakespeare Company, 2016 - 2019
- Was cast in 5 touring productions across the region.

EDUCATION
BFA in Acting, Westmoor College of the Arts, 2016

SKILLS
Voice, movement, improvisation, stage combat
`;

/** Markdown, projects, certifications, a gap between roles and a role written in prose. */
export const RESUME_MARKDOWN = `# Lee Fontaine
lee.fontaine@example.com · github.com/leefontaine · Denver, CO

## Experience
### Frontend Developer, Brightline Labs (Jan 2022 - Present)
- Rebuilt the checkout in React and TypeScript, raising conversion by 12%.
- Led accessibility fixes across 30 pages.
- Helped review pull requests.

### Junior Web Developer, Pinecrest Media (Jun 2018 - Aug 2020)
- Developed landing pages with HTML, CSS and JavaScript.
- The design system was documented in Storybook.

## Projects
**Trailhead** - a hiking route planner in React and Node.js
- Used by 200 hikers in its first month.

## Education
B.A. in Graphic Design, Redfield College, 2018

## Certifications
AWS Certified Cloud Practitioner

## Skills
React, TypeScript, JavaScript, HTML, CSS, Node.js, Storybook, Git
`;

export const POSTING_DATA_ANALYST = `Senior Data Analyst - Healthcare Analytics
Remote (US) · $95,000 - $120,000 a year

About the role
You will own reporting and analysis for our claims and member data.

Requirements
• 5+ years of experience as a data analyst
• Expert SQL and PostgreSQL
• Python (pandas) for analysis
• Tableau or Power BI dashboards
• Strong communication skills with non-technical stakeholders

Nice to have
• dbt and Airflow
• Healthcare or insurance domain knowledge

Education
Bachelor's degree in a quantitative field
`;

export const POSTING_NURSE = `Registered Nurse - Medical/Surgical
Company: Riverbend Health
Location: San Antonio, TX (on-site)

Responsibilities
- Provide direct patient care for 5-6 patients per shift
- Educate patients and families on discharge plans
- Work with physicians and the care team

Qualifications
- Active RN license in Texas
- 2+ years of acute care experience
- BLS certification required
- Excellent communication and teamwork skills
- Attention to detail

Preferred
- Bachelor of Science in Nursing (BSN)
- Experience with Epic
`;

/** Prose only, no headings, an hourly wage. */
export const POSTING_COOK = `Line Cook
Join Saltgrass Kitchen, a busy neighborhood restaurant. We are looking for a line cook with at least 2 years of experience in a high-volume kitchen. You must know food safety rules and have strong knife skills. ServSafe certification is a plus. Pay is $18 - $22 per hour.`;

export const POSTING_FRONTEND = `Frontend Engineer (Hybrid)
Lumen Studios is hiring a Frontend Engineer to build our design tools.

What you will do
- Build product features in React and TypeScript
- Improve performance and accessibility of the web app
- Work closely with designers

What we're looking for
- 3+ years of professional frontend development
- Strong React, TypeScript and CSS
- Experience with GraphQL
- Ability to explain technical decisions clearly

Nice to have
- Storybook
- Experience with WebGL
`;

/** A short posting with an unknown title and no requirement section. */
export const POSTING_VAGUE = `Team member wanted. Flexible hours, friendly team. Apply in person.`;

export const MODULE_RESUMES = {
  backend: RESUME_LAYOUT,
  dataAnalyst: RESUME_DATA_ANALYST,
  nurse: RESUME_NURSE,
  headless: RESUME_HEADLESS,
  minimal: RESUME_MINIMAL,
  actor: RESUME_ACTOR,
  markdown: RESUME_MARKDOWN,
} as const;

export const MODULE_POSTINGS = {
  backend: POSTING,
  dataAnalyst: POSTING_DATA_ANALYST,
  nurse: POSTING_NURSE,
  cook: POSTING_COOK,
  frontend: POSTING_FRONTEND,
  vague: POSTING_VAGUE,
} as const;

/** Every resume with every posting. */
export const MODULE_PAIRS: ReadonlyArray<{ readonly name: string; readonly resume: string; readonly posting: string }> =
  Object.entries(MODULE_RESUMES).flatMap(([r, resume]) =>
    Object.entries(MODULE_POSTINGS).map(([p, posting]) => ({ name: `${r} x ${p}`, resume, posting })),
  );
