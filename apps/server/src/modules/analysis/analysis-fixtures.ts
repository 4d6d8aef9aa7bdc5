// Texts for the analysis call's tests: a real resume and a posting it fits.
export const RESUME = `Dana Whitfield
dana.whitfield@example.com | (303) 555-0177 | Denver, CO

SUMMARY
Platform engineer who keeps payment services fast and boring.

EXPERIENCE
Senior Software Engineer, Orchard Ledger Co (Feb 2020 - Present)
- Led the move of the billing API to Kubernetes, cutting deploy time from 40 minutes to 6.
- Responsible for maintaining the Postgres clusters.
- Helped onboard new engineers.

Software Engineer, Tinmouth Labs (Jul 2016 - Jan 2020)
- Built internal tools in Python and React.
- Reports were automated with Airflow.

EDUCATION
B.S. in Computer Science, Westbrook University, 2016

SKILLS
Python, Go, Kubernetes, Docker, PostgreSQL, React, AWS
`;

export const POSTING = `Senior Backend Engineer (Remote)
Harborview Systems is hiring a Senior Backend Engineer.

Requirements
- 5+ years of experience in backend development
- Strong experience with Go or Python
- Kubernetes and PostgreSQL in production
- Clear written communication

Nice to have
- Kafka

Compensation: $140,000 - $170,000 per year
`;
