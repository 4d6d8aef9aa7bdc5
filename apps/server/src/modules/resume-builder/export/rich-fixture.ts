import { defaultSectionMeta, emptyResumeDocument, type ResumeDocument } from '@cp/contracts';

/** A full two-page resume with every section kind: the round-trip tests and the export bench use it. */
export function richResumeDocument(): ResumeDocument {
  const doc = emptyResumeDocument();
  doc.contact = {
    name: 'Maria Chen',
    title: 'Senior Data Analyst',
    email: 'maria.chen@example.com',
    phone: '(415) 555-0142',
    location: 'Austin, TX',
    website: 'linkedin.com/in/mariachen',
  };
  doc.summary =
    'Data analyst with eight years of experience turning sales and health data into decisions. Builds dashboards, forecasts and automated reports that managers use every week.';
  doc.experience = [
    {
      role: 'Senior Data Analyst',
      company: 'Quillfeather Health',
      location: 'Austin, TX',
      dates: 'Mar 2020 – Present',
      bullets: [
        'Built the weekly revenue dashboard in Tableau used by 40 managers',
        'Cut report preparation time by 30% with SQL automation',
        'Led a team of three analysts through the move to Snowflake',
        'Forecast patient volumes per clinic with Python, within 5% of actuals',
      ],
    },
    {
      role: 'Data Analyst',
      company: 'Northwind Traders',
      location: 'Seattle, WA',
      dates: 'Jun 2016 – Feb 2020',
      bullets: [
        'Modelled customer churn in Python and presented the findings to the sales board',
        'Wrote 120 SQL reports for finance and operations',
        'Trained 25 colleagues in Excel pivot tables and Power BI',
      ],
    },
    {
      role: 'Junior Analyst',
      company: 'Contoso Retail',
      location: 'Portland, OR',
      dates: 'Jan 2014 – May 2016',
      bullets: [
        'Cleaned and merged store sales data from 60 locations',
        'Automated the monthly inventory report with VBA',
      ],
    },
  ];
  doc.projects = [
    {
      name: 'Open Transit Dashboard',
      bullets: ['Published a public dashboard of bus delays built with Python and Streamlit'],
    },
  ];
  doc.education = [{ school: 'University of Texas at Austin', degree: 'B.S. in Statistics', dates: '2010 – 2014' }];
  doc.skills = [
    'SQL',
    'Python',
    'Tableau',
    'Power BI',
    'Excel',
    'Snowflake',
    'Statistics',
    'Forecasting',
    'Data Visualization',
    'A/B Testing',
  ];
  doc.extraSections = [
    {
      key: 'certifications',
      label: 'Certifications',
      type: 'entries',
      entries: [{ title: 'Tableau Desktop Specialist', subtitle: 'Tableau', dates: '2021', bullets: [] }],
    },
    { key: 'languages', label: 'Languages', type: 'bullets', bullets: ['English (native)', 'Spanish (professional)'] },
  ];
  for (const s of doc.extraSections) {
    doc.sectionOrder.push(`extra:${s.key}`);
    doc.sectionMeta[`extra:${s.key}`] = defaultSectionMeta(s.label);
  }
  return doc;
}
