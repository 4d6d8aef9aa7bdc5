// Hand-curated table of common job titles, as people write them on postings and resumes, with the
// O*NET-SOC occupation each belongs to. The title normalizer consults it before O*NET's own title
// lists, where a title shared by many occupations goes to whichever comes first ('Data Analyst' was
// Financial Quantitative Analysts, 'Backend Engineer' Web Developers).
//
// How each row was decided: the occupation O*NET 29.3 lists the title under (Alternate Titles, Sample of
// Reported Titles); where it lists several, the one the title most often means (most O*NET sources, or
// for a bare word like 'Mechanic' the largest by BLS employment); a title O*NET does not list goes with
// its listed sibling ('iOS Engineer' with 'iOS Developer'). A note marks each row that departs from
// O*NET's own lists. Most titles that are an O*NET occupation's own title ('Electricians') are left out:
// they match exactly anyway. `onet` is O*NET's title for the code. The build (curated-title-rows.ts) fails
// when a code is not in O*NET or its title differs, when a title is another occupation's own title, and
// when two titles normalize alike (seniority words, 'Sr.', 'II', parentheses and plurals are dropped, so
// write 'Software Engineer', never 'Senior Software Engineer').

export interface CuratedOccupation {
  readonly code: string;
  readonly onet: string;
  readonly titles: readonly string[];
}

// prettier-ignore
export const CURATED_TITLES: readonly CuratedOccupation[] = [
  // ---- software, data, product, design, IT, security ----
  // Backend Engineer/Developer: O*NET lists 'Back End Engineer' (one source) with web developers; back-end work builds services and
  // systems, as software developers do. Full Stack Engineer: O*NET's rows are fuel-cell stacks. A bare 'Developer': O*NET's
  // most-sourced row is film developers (4 sources, against 3 for software developers); by employment, software developers
  { code: '15-1252.00', onet: 'Software Developers', titles: [
    'Software Engineer', 'Backend Engineer', 'Backend Developer', 'Full Stack Engineer', 'Full Stack Developer', 'Application Developer', 'Mobile Developer',
    'iOS Developer', 'iOS Engineer', 'Android Developer', 'DevOps Engineer', 'Site Reliability Engineer', 'SRE', 'Platform Engineer',
    'Embedded Software Engineer', 'Software Development Engineer', 'Software Architect', 'Developer',
  ] },
  { code: '15-1254.00', onet: 'Web Developers', titles: ['Web Developer', 'Frontend Developer', 'Frontend Engineer', 'React Developer'] },
  { code: '15-1253.00', onet: 'Software Quality Assurance Analysts and Testers', titles: [
    'QA Engineer', 'QA Tester', 'Software Tester', 'Test Automation Engineer', 'SDET',
    // Software meanings: O*NET lists these more often under engineering occupations (aerospace, quality control).
    'QA Analyst', 'Test Engineer', 'Software Test Engineer', 'Software QA Engineer',
  ] },
  // Data Analyst: O*NET lists it under nine occupations; of the data occupations, Business Intelligence Analysts has the most sources
  { code: '15-2051.01', onet: 'Business Intelligence Analysts', titles: [
    'Data Analyst', 'BI Analyst', 'BI Developer', 'Product Analyst', 'Analytics Engineer',
  ] },
  { code: '15-2051.00', onet: 'Data Scientists', titles: ['Data Scientist', 'Machine Learning Engineer', 'ML Engineer'] },
  { code: '15-1243.00', onet: 'Database Architects', titles: ['Data Engineer'] },
  { code: '15-1243.01', onet: 'Data Warehousing Specialists', titles: ['ETL Developer'] },
  { code: '15-1242.00', onet: 'Database Administrators', titles: ['DBA'] },
  { code: '15-2031.00', onet: 'Operations Research Analysts', titles: ['Operations Analyst'] },
  { code: '15-1211.00', onet: 'Computer Systems Analysts', titles: ['Systems Analyst'] },
  { code: '13-1111.00', onet: 'Management Analysts', titles: ['Business Analyst', 'Management Consultant', 'Strategy Consultant'] },
  { code: '15-1244.00', onet: 'Network and Computer Systems Administrators', titles: ['Systems Administrator', 'IT Administrator', 'Sysadmin'] },
  // Network Engineer: O*NET spreads it over five rows, none with more than two sources; network architects design and build networks
  { code: '15-1241.00', onet: 'Computer Network Architects', titles: ['Network Engineer'] },
  // Cloud Engineer, Enterprise Architect: O*NET's most-sourced rows are network support specialists and database architects; the
  // work designs and runs whole systems, as systems engineers/architects do
  { code: '15-1299.08', onet: 'Computer Systems Engineers/Architects', titles: [
    'Solutions Architect', 'Cloud Engineer', 'Cloud Architect', 'Systems Engineer', 'Enterprise Architect', 'Infrastructure Engineer',
  ] },
  { code: '15-1212.00', onet: 'Information Security Analysts', titles: ['Security Analyst', 'Cybersecurity Analyst'] },
  { code: '15-1299.05', onet: 'Information Security Engineers', titles: ['Security Engineer', 'Cybersecurity Engineer', 'Application Security Engineer'] },
  { code: '15-1232.00', onet: 'Computer User Support Specialists', titles: [
    'IT Support Specialist', 'IT Support Technician', 'Help Desk Technician', 'Technical Support Specialist', 'Technical Support Engineer',
  ] },
  // Engineering Manager/Director: no O*NET row for the first, architectural and engineering managers for the second; on postings
  // they lead software teams. IT Manager: O*NET's most-sourced row is IT project managers. CTO/CIO: O*NET lists them under chief
  // executives. All of them direct an organisation's technology, as this occupation does
  // Product Manager: O*NET lists it only under marketing managers (3 sources), from consumer-goods product management; a recruiter
  // reads the title today as the technology role that decides what a software team builds, with engineering and design. This
  // occupation plans and directs that work (its tasks: set technology goals, review project plans, direct development) and its pay
  // sits where product managers' does; project management specialists would describe schedules and budgets and undervalue it.
  // 'Product Marketing Manager' and 'Brand Manager' stay with marketing managers (docs/decisions/011, 2026-11-24 note)
  { code: '11-3021.00', onet: 'Computer and Information Systems Managers', titles: [
    'IT Manager', 'IT Director', 'Engineering Manager', 'Engineering Director', 'Software Engineering Manager', 'Chief Technology Officer', 'CTO',
    'Chief Information Officer', 'CIO', 'Product Manager', 'Associate Product Manager', 'Technical Product Manager', 'Product Director',
  ] },
  { code: '15-1299.09', onet: 'Information Technology Project Managers', titles: [
    'IT Project Manager', 'Technical Program Manager', 'Scrum Master', 'Product Owner',
  ] },
  // CMO: O*NET's only row is a mining machine
  { code: '11-2021.00', onet: 'Marketing Managers', titles: [
    'Marketing Director', 'Digital Marketing Manager', 'Product Marketing Manager',
    'Growth Marketing Manager', 'Brand Manager', 'Chief Marketing Officer', 'CMO', 'Content Marketing Manager',
  ] },
  // Product/Interaction Designer: O*NET lists industrial design, drafting and animation; on postings they design software interfaces
  { code: '15-1255.00', onet: 'Web and Digital Interface Designers', titles: [
    'UX Designer', 'UI Designer', 'UI/UX Designer', 'Product Designer', 'Web Designer', 'Interaction Designer',
  ] },

  // ---- marketing, communications ----
  { code: '13-1161.00', onet: 'Market Research Analysts and Marketing Specialists', titles: [
    'Marketing Specialist', 'Marketing Associate', 'Marketing Analyst', 'Digital Marketing Specialist', 'Social Media Specialist',
    // Marketing Coordinator: O*NET's most-sourced row is public relations specialists (3, against 2 for marketing managers); the
    // work coordinates campaigns, content and events, as marketing specialists do
    'Marketing Coordinator', 'Digital Marketing Coordinator', 'Marketing Communications Specialist',
  ] },
  { code: '13-1161.01', onet: 'Search Marketing Strategists', titles: ['SEO Specialist'] },
  { code: '27-3031.00', onet: 'Public Relations Specialists', titles: ['PR Specialist'] },
  { code: '11-2032.00', onet: 'Public Relations Managers', titles: ['Communications Manager', 'Communications Director', 'Social Media Manager'] },
  { code: '27-3043.00', onet: 'Writers and Authors', titles: ['Copywriter', 'Content Writer'] },
  { code: '13-1121.00', onet: 'Meeting, Convention, and Event Planners', titles: ['Event Planner'] },

  // ---- sales, retail ----
  { code: '41-4012.00', onet: 'Sales Representatives, Wholesale and Manufacturing, Except Technical and Scientific Products', titles: [
    'Sales Representative', 'Outside Sales Representative',
  ] },
  // Account Executive, BDR, Customer Success Manager: O*NET lists them only under advertising managers, marketing specialists and
  // office supervisors; on postings they sell a service or keep its clients
  { code: '41-3091.00', onet: 'Sales Representatives of Services, Except Advertising, Insurance, Financial Services, and Travel', titles: [
    'Account Executive', 'Account Manager', 'Sales Development Representative', 'SDR', 'Business Development Representative', 'BDR',
    'Customer Success Manager', 'Enterprise Account Executive',
  ] },
  // Solutions/Pre-sales Engineer: O*NET lists network architects; on postings they demonstrate and fit a product for buyers
  { code: '41-9031.00', onet: 'Sales Engineers', titles: ['Solutions Engineer', 'Pre-Sales Engineer', 'Sales Engineer'] },
  { code: '11-2022.00', onet: 'Sales Managers', titles: ['Sales Director', 'Business Development Manager'] },
  { code: '41-2031.00', onet: 'Retail Salespersons', titles: ['Sales Associate', 'Retail Sales Associate'] },
  { code: '41-9022.00', onet: 'Real Estate Sales Agents', titles: ['Real Estate Agent'] },
  { code: '41-3021.00', onet: 'Insurance Sales Agents', titles: ['Insurance Agent'] },

  // ---- finance, accounting ----
  { code: '13-2011.00', onet: 'Accountants and Auditors', titles: ['Accountant', 'CPA', 'Auditor'] },
  { code: '13-2051.00', onet: 'Financial and Investment Analysts', titles: ['Financial Analyst', 'Investment Analyst', 'FP&A Analyst'] },
  { code: '11-3031.00', onet: 'Financial Managers', titles: ['Finance Manager', 'Finance Director', 'Accounting Manager'] },
  { code: '11-3031.01', onet: 'Treasurers and Controllers', titles: ['Controller', 'Comptroller'] },
  { code: '11-1011.00', onet: 'Chief Executives', titles: [
    'Chief Executive Officer', 'CEO', 'Chief Operating Officer', 'COO', 'Chief Financial Officer', 'CFO',
    // Founder: O*NET's only rows are metal founders; on resumes the founder runs the company
    'Founder', 'Co-Founder', 'Cofounder', 'Owner', 'Business Owner',
  ] },
  { code: '43-3031.00', onet: 'Bookkeeping, Accounting, and Auditing Clerks', titles: ['Bookkeeper', 'Accounts Payable Specialist'] },
  { code: '13-2052.00', onet: 'Personal Financial Advisors', titles: ['Financial Advisor'] },
  { code: '13-2053.00', onet: 'Insurance Underwriters', titles: ['Underwriter'] },
  { code: '13-1031.00', onet: 'Claims Adjusters, Examiners, and Investigators', titles: ['Claims Adjuster'] },
  { code: '13-2099.01', onet: 'Financial Quantitative Analysts', titles: ['Quantitative Analyst'] },
  { code: '13-2054.00', onet: 'Financial Risk Specialists', titles: ['Risk Analyst'] },

  // ---- people, HR ----
  { code: '11-3121.00', onet: 'Human Resources Managers', titles: ['HR Director', 'People Director', 'People Operations Manager', 'Chief People Officer'] },
  { code: '13-1071.00', onet: 'Human Resources Specialists', titles: [
    'HR Generalist', 'HR Business Partner', 'HR Coordinator', 'Recruiter', 'Technical Recruiter', 'Talent Acquisition Specialist',
    'Talent Acquisition Partner', 'Recruiting Coordinator',
  ] },
  { code: '11-3131.00', onet: 'Training and Development Managers', titles: ['Training Manager', 'Learning and Development Manager'] },

  // ---- operations, administration ----
  { code: '11-1021.00', onet: 'General and Operations Managers', titles: ['Operations Manager', 'Operations Director', 'General Manager'] },
  // Program Manager: O*NET's rows are broadcast programming and general managers; a program manager runs related projects
  // Operations Coordinator: O*NET's most-sourced row is airfield operations; elsewhere it coordinates a business's operations
  { code: '13-1199.00', onet: 'Business Operations Specialists, All Other', titles: ['Operations Coordinator', 'Operations Specialist'] },
  { code: '13-1082.00', onet: 'Project Management Specialists', titles: ['Project Manager', 'Project Coordinator', 'Program Manager'] },
  { code: '43-1011.00', onet: 'First-Line Supervisors of Office and Administrative Support Workers', titles: [
    'Office Manager', 'Customer Service Manager', 'Customer Service Supervisor',
  ] },
  { code: '43-6014.00', onet: 'Secretaries and Administrative Assistants, Except Legal, Medical, and Executive', titles: [
    'Administrative Assistant', 'Secretary',
  ] },
  { code: '43-6011.00', onet: 'Executive Secretaries and Executive Administrative Assistants', titles: ['Executive Assistant'] },
  { code: '43-4171.00', onet: 'Receptionists and Information Clerks', titles: ['Receptionist'] },
  { code: '43-9061.00', onet: 'Office Clerks, General', titles: ['Office Assistant'] },
  { code: '43-9021.00', onet: 'Data Entry Keyers', titles: ['Data Entry Clerk'] },
  { code: '13-1023.00', onet: 'Purchasing Agents, Except Wholesale, Retail, and Farm Products', titles: ['Purchasing Agent', 'Procurement Specialist'] },
  // Quality Manager: O*NET lists it under production managers too (one more source); this occupation is the one named for quality
  { code: '11-3051.01', onet: 'Quality Control Systems Managers', titles: ['Quality Manager', 'QA Manager'] },

  // ---- logistics, transport ----
  { code: '11-3071.00', onet: 'Transportation, Storage, and Distribution Managers', titles: ['Warehouse Manager', 'Logistics Manager'] },
  { code: '13-1081.00', onet: 'Logisticians', titles: ['Logistics Coordinator'] },
  { code: '13-1081.02', onet: 'Logistics Analysts', titles: ['Supply Chain Analyst'] },
  { code: '53-3032.00', onet: 'Heavy and Tractor-Trailer Truck Drivers', titles: ['Truck Driver'] },
  { code: '53-3033.00', onet: 'Light Truck Drivers', titles: ['Delivery Driver'] },
  { code: '53-7051.00', onet: 'Industrial Truck and Tractor Operators', titles: ['Forklift Operator'] },
  { code: '53-7062.00', onet: 'Laborers and Freight, Stock, and Material Movers, Hand', titles: [
    'Warehouse Associate', 'Warehouse Worker', 'Material Handler',
  ] },
  { code: '53-7065.00', onet: 'Stockers and Order Fillers', titles: ['Stocker', 'Picker'] },
  { code: '53-1042.00', onet: 'First-Line Supervisors of Helpers, Laborers, and Material Movers, Hand', titles: ['Warehouse Supervisor'] },
  { code: '43-5071.00', onet: 'Shipping, Receiving, and Inventory Clerks', titles: ['Shipping Clerk'] },
  { code: '43-5032.00', onet: 'Dispatchers, Except Police, Fire, and Ambulance', titles: ['Dispatcher'] },
  { code: '53-3052.00', onet: 'Bus Drivers, Transit and Intercity', titles: ['Bus Driver'] },

  // ---- customer support ----
  // Call Center Agent: O*NET lists telemarketers and receptionists; the role answers customers' calls
  { code: '43-4051.00', onet: 'Customer Service Representatives', titles: [
    'Customer Service Agent', 'Customer Service Specialist', 'Customer Support Representative', 'Customer Support Agent', 'Call Center Representative',
    'Call Center Agent', 'Customer Support Specialist',
  ] },

  // ---- healthcare ----
  { code: '29-1141.00', onet: 'Registered Nurses', titles: [
    'Registered Nurse', 'RN', 'Nurse', 'Travel Nurse', 'Charge Nurse', 'Med-Surg Nurse', 'Medical-Surgical Nurse', 'Clinical Nurse',
  ] },
  { code: '29-2061.00', onet: 'Licensed Practical and Licensed Vocational Nurses', titles: ['LPN', 'Licensed Practical Nurse'] },
  { code: '31-1131.00', onet: 'Nursing Assistants', titles: ['CNA', 'Certified Nursing Assistant', 'Patient Care Technician'] },
  // Medical/Clinical Laboratory Scientist: O*NET lists medical scientists; these are the certified titles of laboratory technologists
  { code: '29-2011.00', onet: 'Medical and Clinical Laboratory Technologists', titles: [
    'Medical Technologist', 'Medical Laboratory Scientist', 'Clinical Laboratory Scientist',
  ] },
  { code: '29-2034.00', onet: 'Radiologic Technologists and Technicians', titles: ['Radiologic Technologist'] },
  { code: '29-2042.00', onet: 'Emergency Medical Technicians', titles: ['EMT'] },
  { code: '29-2043.00', onet: 'Paramedics', titles: ['Paramedic'] },
  { code: '29-2055.00', onet: 'Surgical Technologists', titles: ['Surgical Technician'] },
  { code: '31-1122.00', onet: 'Personal Care Aides', titles: ['Caregiver'] },
  { code: '29-2072.00', onet: 'Medical Records Specialists', titles: ['Medical Coder'] },
  { code: '43-3021.00', onet: 'Billing and Posting Clerks', titles: ['Medical Biller'] },
  { code: '21-1014.00', onet: 'Mental Health Counselors', titles: ['Licensed Professional Counselor'] },
  // Practice Manager: O*NET lists office supervisors; in medical practices it is the manager of the practice
  { code: '11-9111.00', onet: 'Medical and Health Services Managers', titles: [
    'Healthcare Administrator', 'Practice Manager', 'Clinic Manager', 'Nurse Manager',
  ] },
  { code: '29-2056.00', onet: 'Veterinary Technologists and Technicians', titles: ['Veterinary Technician'] },
  // Veterinary Assistant: O*NET lists it with the technicians; this occupation is named for it
  { code: '31-9096.00', onet: 'Veterinary Assistants and Laboratory Animal Caretakers', titles: ['Veterinary Assistant'] },

  // ---- education ----
  // Teacher: O*NET lists two dozen teaching occupations; elementary school teachers has the most sources (with preschool and middle
  // school) and the most BLS employment
  { code: '25-2021.00', onet: 'Elementary School Teachers, Except Special Education', titles: ['Teacher', 'Elementary Teacher', 'Classroom Teacher'] },
  // Subject teachers: O*NET lists 'Math Teacher' with elementary and 'English Teacher' with middle school teachers; a teacher named
  // for one subject teaches it in secondary school most often (BLS employment)
  { code: '25-2031.00', onet: 'Secondary School Teachers, Except Special and Career/Technical Education', titles: [
    'High School Teacher', 'Math Teacher', 'Mathematics Teacher', 'English Teacher', 'Science Teacher', 'History Teacher', 'Biology Teacher',
    'Chemistry Teacher', 'Physics Teacher', 'Spanish Teacher', 'Social Studies Teacher',
  ] },
  // Professor, Lecturer: O*NET lists them under each subject's postsecondary teachers; with no subject, the catch-all
  { code: '25-1199.00', onet: 'Postsecondary Teachers, All Other', titles: ['Professor', 'Adjunct Professor', 'Assistant Professor', 'Associate Professor', 'Lecturer', 'Adjunct Instructor'] },
  // Facilitator: a trainer who runs classes or workshops (O*NET: 'Training Facilitator')
  { code: '13-1151.00', onet: 'Training and Development Specialists', titles: ['Facilitator', 'Trainer', 'Corporate Trainer'] },
  { code: '25-2012.00', onet: 'Kindergarten Teachers, Except Special Education', titles: ['Kindergarten Teacher'] },
  // Substitute Teacher, Teacher Assistant: O*NET lists other teaching rows; these occupations are named for them
  { code: '25-3031.00', onet: 'Substitute Teachers, Short-Term', titles: ['Substitute Teacher'] },
  { code: '25-9042.00', onet: 'Teaching Assistants, Preschool, Elementary, Middle, and Secondary School, Except Special Education', titles: [
    'Teacher Assistant',
  ] },
  { code: '21-1012.00', onet: 'Educational, Guidance, and Career Counselors and Advisors', titles: ['School Counselor'] },
  { code: '25-9031.00', onet: 'Instructional Coordinators', titles: ['Instructional Designer', 'Curriculum Developer'] },

  // ---- legal, protective, personal service ----
  { code: '23-1011.00', onet: 'Lawyers', titles: ['Attorney'] },
  { code: '23-2011.00', onet: 'Paralegals and Legal Assistants', titles: ['Paralegal'] },
  { code: '33-9032.00', onet: 'Security Guards', titles: ['Security Officer'] },
  { code: '33-3051.00', onet: "Police and Sheriff's Patrol Officers", titles: ['Police Officer'] },
  { code: '39-9031.00', onet: 'Exercise Trainers and Group Fitness Instructors', titles: ['Personal Trainer', 'Fitness Instructor'] },

  // ---- food service, cleaning ----
  { code: '35-1011.00', onet: 'Chefs and Head Cooks', titles: ['Chef'] },
  { code: '35-2014.00', onet: 'Cooks, Restaurant', titles: ['Line Cook'] },
  { code: '35-3031.00', onet: 'Waiters and Waitresses', titles: ['Server'] },
  { code: '35-3023.00', onet: 'Fast Food and Counter Workers', titles: ['Fast Food Worker'] },
  { code: '11-9051.00', onet: 'Food Service Managers', titles: ['Restaurant Manager'] },
  { code: '37-2011.00', onet: 'Janitors and Cleaners, Except Maids and Housekeeping Cleaners', titles: ['Janitor'] },

  // ---- trades, construction, manufacturing, engineering ----
  { code: '47-2152.00', onet: 'Plumbers, Pipefitters, and Steamfitters', titles: ['Plumber'] },
  { code: '49-9021.00', onet: 'Heating, Air Conditioning, and Refrigeration Mechanics and Installers', titles: ['HVAC Technician'] },
  { code: '51-4121.00', onet: 'Welders, Cutters, Solderers, and Brazers', titles: ['Welder'] },
  // Automotive Technician: O*NET's most-sourced row is body repairers; a bare 'Mechanic' goes to the largest mechanics occupation
  { code: '49-3023.00', onet: 'Automotive Service Technicians and Mechanics', titles: ['Auto Mechanic', 'Automotive Technician', 'Mechanic'] },
  { code: '49-9071.00', onet: 'Maintenance and Repair Workers, General', titles: [
    'Maintenance Technician', 'Maintenance Worker', 'Maintenance Mechanic', 'Handyman',
  ] },
  { code: '47-2061.00', onet: 'Construction Laborers', titles: ['Construction Worker'] },
  { code: '47-1011.00', onet: 'First-Line Supervisors of Construction Trades and Extraction Workers', titles: ['Construction Foreman'] },
  { code: '51-2092.00', onet: 'Team Assemblers', titles: ['Assembler', 'Assembly Line Worker'] },
  { code: '51-9061.00', onet: 'Inspectors, Testers, Sorters, Samplers, and Weighers', titles: ['Quality Inspector', 'QC Inspector'] },
  { code: '51-1011.00', onet: 'First-Line Supervisors of Production and Operating Workers', titles: ['Production Supervisor'] },
  { code: '17-2041.00', onet: 'Chemical Engineers', titles: ['Process Engineer'] },
];
