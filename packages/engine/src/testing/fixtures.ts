// Fixture texts for the engine's tests: fictional people and companies, written for these tests.
import { defaultEngine, type Engine } from '../index.ts';

export const AS_OF = { year: 2025, month: 6 } as const;

export function testEngine(): Engine {
  return defaultEngine();
}

/** A two-column-style resume as pdftotext -layout gives it: company line, then title with right-aligned dates. */
export const RESUME_LAYOUT = `Maria Lopez
Backend engineer who ships reliable payment systems
maria.lopez@example.com     (415) 555-0142     Austin, TX     github.com/mlopez

PROFESSIONAL EXPERIENCE
Northwind Payments Inc.
Senior Software Engineer                                              Mar 2021 - Present
 • Led migration of the ledger service from a monolith to Go microservices on Kubernetes (k8s)
 • Cut p99 latency by 40% by tuning Postgres indexes and adding Redis caching
 • Mentored 4 engineers and ran weekly code reviews

Blue Harbor Labs
Software Engineer                                                     Jun 2017 - Feb 2021
 • Built REST APIs in Python and Django serving 2M requests a day
 • Automated CI/CD pipelines with GitHub Actions and Docker

EDUCATION
University of Texas at Austin
B.S. in Computer Science                                              Aug 2013 - May 2017

SKILLS
Languages: Go, Python, SQL, JavaScript
Tools: Kubernetes, Docker, PostgreSQL, Redis, AWS
`;

export const POSTING = `Senior Backend Engineer (Remote)

About the role
We are hiring a Senior Backend Engineer to build the payment platform at Acmecorp.

Requirements
- 5+ years of experience in backend development
- Strong experience with Go or Python
- Hands-on experience with Kubernetes and Docker
- Solid knowledge of PostgreSQL
- Bachelor's degree in Computer Science or related field

Nice to have
- Experience with Kafka
- AWS certification is a plus

Compensation: $150,000 - $180,000 per year
Location: Remote (US)
`;
