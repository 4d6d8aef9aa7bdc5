// A realistic two-page resume and a one-page posting, shared by the benchmark sections.
const roles: [string, string, string][] = [
  ['Senior Data Analyst', 'Northwind Health', 'Mar 2021 – Present'],
  ['Data Analyst', 'Contoso Retail', 'Jun 2018 – Feb 2021'],
  ['Business Intelligence Intern', 'Fabrikam Logistics', 'Jan 2017 – May 2018'],
];
const bullets = [
  'Built weekly SQL reports on claims data used by the finance team to plan quarterly budgets.',
  'Automated the Python ETL from PostgreSQL into the warehouse, cutting the nightly run from 3 hours to 40 minutes.',
  'Designed Tableau dashboards for 12 regional managers and trained them to use the filters.',
  'Partnered with product managers to define KPIs for the patient portal and an A/B testing plan.',
  'Cleaned and joined survey data in pandas; presented findings to the leadership team.',
];

export function resumeLines(): string[][] {
  const page1 = [
    'Ada Lovelace',
    'ada.lovelace@example.com · +1 555 0100 · Boston, MA',
    '',
    'SUMMARY',
    'Data analyst with 7 years of experience turning messy operational data into decisions.',
    '',
    'EXPERIENCE',
  ];
  for (const [title, employer, dates] of roles.slice(0, 2)) {
    page1.push(`${title} — ${employer}`, dates, ...bullets.map((b) => `• ${b}`), '');
  }
  const page2 = ['EXPERIENCE (continued)'];
  const [title, employer, dates] = roles[2]!;
  page2.push(
    `${title} — ${employer}`,
    dates,
    ...bullets.slice(0, 3).map((b) => `• ${b}`),
    '',
    'EDUCATION',
    'B.Sc. Mathematics, University of Massachusetts, 2017',
    '',
    'SKILLS',
    'SQL, Python, pandas, PostgreSQL, Tableau, Excel, A/B testing, statistics, dbt, Airflow',
    '',
    'CERTIFICATIONS',
    'Tableau Desktop Specialist (2020)',
  );
  return [page1, page2];
}

export function resumeText(): string {
  return resumeLines().flat().join('\n');
}

export function postingText(): string {
  return [
    'Senior Data Analyst — Healthcare Analytics',
    'Remote (US) · $95,000 – $120,000 a year',
    '',
    'About the role',
    'You will own reporting and analysis for our claims and member data.',
    '',
    'Requirements',
    '• 5+ years of experience as a data analyst',
    '• Expert SQL and PostgreSQL',
    '• Python (pandas) for analysis',
    '• Tableau or Power BI dashboards',
    '• Experience with A/B testing and statistics',
    '',
    'Nice to have',
    '• dbt and Airflow',
    '• Healthcare or insurance domain knowledge',
    '',
    'Education',
    "Bachelor's degree in a quantitative field",
  ].join('\n');
}
