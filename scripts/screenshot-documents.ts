// The documents behind the README's module screenshots: a fictional person's resume and a posting written
// the way real ones are (about the company, must-haves, nice-to-haves, benefits, EEO, how to apply), so the
// pictures show what the product makes of that mess. Invented for this repository; no real person or employer.
export const screenshotResume = `Maya Chen
Marketing Manager
maya.chen@example.com | (617) 555-0148 | Boston, MA | linkedin.com/in/mayachen

SUMMARY
Marketing manager with eight years in B2B software: demand generation, lifecycle e-mail and a team of three.

EXPERIENCE
Marketing Manager   Brightline Analytics   Boston, MA   March 2021 – Present
• Lead a team of 3 marketers running paid search, webinars and lifecycle e-mail for a $4M pipeline
• Rebuilt the lead scoring model in HubSpot with sales, raising sales-accepted leads by 35%
• Responsible for the monthly board report on pipeline and campaign ROI
• Launched a customer webinar series that drew 2,400 registrants in its first year

Marketing Specialist   Tidewater Software   Providence, RI   June 2017 – February 2021
• Managed Google Ads and LinkedIn campaigns with a $60,000 quarterly budget
• Wrote and tested onboarding e-mails in Marketo, lifting trial-to-paid conversion from 9% to 12%
• Worked with product managers on launch messaging for four releases

Marketing Coordinator   Harbor Point Events   Boston, MA   July 2015 – May 2017
• Coordinated 30 trade-show events a year and tracked leads in Salesforce
• Helped with the company newsletter

EDUCATION
B.A. in Communication, University of Rhode Island, 2015

SKILLS
HubSpot, Marketo, Salesforce, Google Ads, LinkedIn Ads, Google Analytics, SQL basics, A/B testing, copywriting

LANGUAGES
English (native), Mandarin (professional working proficiency)
`;

export const screenshotPosting = `Senior Marketing Manager, Demand Generation
Northwind Commerce · Boston, MA (Hybrid) · Full-time

About Northwind Commerce
Northwind Commerce builds inventory software for 3,000 independent retailers. Our mission is to help small shops compete with the giants.

What you'll do
• Own the demand generation plan and the pipeline it produces
• Run paid search, paid social and webinar programs
• Manage and coach a team of two marketers
• Report campaign performance and ROI to the leadership team

What you bring
• 5+ years of B2B marketing experience
• 2+ years managing people
• Hands-on experience with HubSpot or Marketo
• Strong analytical skills; comfortable with Google Analytics and spreadsheets
• Excellent written communication

Nice to have
• Experience with Salesforce reporting
• SQL

Benefits
• Medical, dental and vision insurance
• 401(k) with a 4% match
• 20 days of paid time off

Salary: $115,000 – $135,000 a year

Northwind Commerce is an equal opportunity employer. We do not discriminate on the basis of race, religion, sex, national origin, age or disability.
Application Deadline: December 15, 2026. To apply, send your resume to careers@northwind.example.
`;
