// The application-kit tests' resume and job, shared by the server's integration tests (kit-helpers.ts)
// and the end-to-end journeys (e2e/support/kits.ts). Plain data: no imports.

export const KIT_RESUME = `Jane Roe
jane.roe@example.com | Chicago, IL

Summary
Marketing manager with 8 years in B2B software.

Experience
Marketing Manager, Acme Analytics
Jan 2019 - Present
- Managed a team of 3 marketers and a $1.2M budget
- Launched 4 product campaigns that grew pipeline 35%
- Responsible for the monthly board report

Marketing Specialist, Northwind
2016 - 2018
- Ran email campaigns in HubSpot and Salesforce

Education
B.A. Communications, University of Illinois, 2015

Skills
HubSpot, Salesforce, SEO, Google Analytics`;

/** The employer of the kit job: an e-mail contact, so a kit can be sent. */
export const KIT_EMPLOYER = { company: 'Globex', location: 'Chicago, IL', contactEmail: 'jobs@globex.example' };

export const kitJobDescription = (
  title: string,
) => `Globex builds analytics software for hospitals. We are looking for a ${title} to lead demand generation.

Requirements:
- 5+ years of B2B marketing experience
- Experience with HubSpot and Salesforce
- Strong analytical skills and Google Analytics
- Experience managing budgets`;
