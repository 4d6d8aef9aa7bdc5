import type { AnalysisModuleKey } from '@cp/contracts';

/** Real engine outputs for the data-analyst resume and posting of packages/engine's fixtures (generated once). */
export const engineResults: Record<AnalysisModuleKey, unknown> = {
 "Module 1": {
  "score": 70,
  "score_potential": 92.7,
  "strengths": [
   "Every role names its title, employer and dates (7.4 years in dated roles)",
   "Listed skills are backed by the roles: 3 of 4 listed skills also appear in a role or project",
   "Strongest skills on the page: Python and SQL",
   "Education stated: B.Sc. Mathematics, Eastbrook University",
   "Clear sections: summary, experience, education and skills"
  ],
  "weaknesses": [
   "Results and numbers: 1 of 6 bullets state a result with a number (e.g. 'Built weekly SQL reports on claims data used by the finance team to…'; 'Responsible for maintaining Tableau dashboards for regional managers.')",
   "Tools the occupation asks for: Shows 3 of the 11 tools O*NET lists as in demand for Financial Quantitative Analysts (11 make the factor full) (e.g. Microsoft Office; Microsoft PowerPoint)",
   "Action verbs: 3 of 6 bullets open with an action verb (e.g. 'Responsible for maintaining Tableau dashboards for regional managers.' (weak opening); 'Worked on the A/B testing plan for the patient portal.' (weak opening))"
  ],
  "years_of_experience": 7.4,
  "summary": "Resume score 70/100, potential 92.7. 7.4 years of dated experience, matched to O*NET 13-2099.01 Financial Quantitative Analysts from your most recent title 'Senior Data Analyst'; level senior (most recent title 'Senior Data Analyst'). Strongest: roles with title, employer and dates (100/100). Biggest gain: state the result of your work, with a number where you have one, in bullets that have none, e.g. 'Built weekly SQL reports on claims data used by the finance team to…' (+13.3 points).",
  "skill_quartile": {
   "top_skills": [
    {
     "skill": "Python",
     "quantile": 1,
     "label": "Top 25% of your skills",
     "score": 100,
     "matched": [
      "shown in a role or project",
      "mentioned more than once",
      "in the most recent role",
      "listed by O*NET for the matched occupation",
      "an O*NET 'hot' technology",
      "in demand in postings for the matched occupation"
     ],
     "missing": []
    },
    {
     "skill": "SQL",
     "quantile": 1,
     "label": "Top 25% of your skills",
     "score": 100,
     "matched": [
      "shown in a role or project",
      "mentioned more than once",
      "in the most recent role",
      "listed by O*NET for the matched occupation",
      "an O*NET 'hot' technology",
      "in demand in postings for the matched occupation"
     ],
     "missing": []
    }
   ],
   "bottom_skills": [
    {
     "skill": "Mathematics",
     "quantile": 4,
     "label": "Bottom 25% of your skills",
     "score": 20,
     "matched": [
      "listed by O*NET for the matched occupation"
     ],
     "missing": [
      "not shown in a role or project",
      "not mentioned more than once",
      "not in the most recent role",
      "not an O*NET 'hot' technology",
      "not in demand in postings for the matched occupation"
     ]
    }
   ],
   "basis": "Your skills ranked against each other by evidence in the resume (used in a role, repeated, recent) and by demand for Financial Quantitative Analysts (O*NET), then cut into quarters. Bottom skills are the ones the resume sells least, not skills you lack."
  },
  "salary_expectations": {
   "estimate": 94700,
   "currency": "USD",
   "source": "BLS OEWS May 2024, SOC 13-2099 Financial Specialists, All Other",
   "analysis": "BLS OEWS May 2024, SOC 13-2099 Financial Specialists, All Other: annual wages for the senior (5-10 years) band run $80,190 (50th percentile) to $109,120 (75th percentile); the estimate $94,700 is the band's midpoint, for 7.4 years of experience in the resume and the occupation matched from your most recent title 'Senior Data Analyst' (O*NET 13-2099.01). Experience bands map to BLS percentiles (entry 10th-25th, mid 25th-50th, senior 50th-75th, expert 75th-90th): a convention, not a BLS figure by experience. National figures, not adjusted for location.",
   "low": 80190,
   "high": 109120,
   "period": "year",
   "basis": "bls-percentiles",
   "experience_level": "Senior (5-10 years)"
  },
  "improvements_to_potential": [
   {
    "action": "State the result of your work, with a number where you have one, in bullets that have none, e.g. 'Built weekly SQL reports on claims data used by the finance team to…'",
    "impact": 13.3,
    "factor": "outcomes"
   },
   {
    "action": "Open each bullet with what you did ('led', 'built', 'cut'), not a duty or the passive voice: 'Responsible for maintaining Tableau dashboards for regional managers.' (weak opening); 'Worked on the A/B testing plan for the patient portal.' (weak opening)",
    "impact": 5.6,
    "factor": "action-verbs"
   },
   {
    "action": "If you used Microsoft Excel in a role, say where",
    "impact": 3.8,
    "factor": "skills-evidence"
   }
  ],
  "suggested_jobs": {
   "top_jobs": [
    {
     "title": "Data Scientists",
     "match_score": 84,
     "code": "15-2051.00",
     "relation": "related to your title 'Senior Data Analyst' in O*NET",
     "matched_skills": [
      "pandas",
      "PostgreSQL",
      "Tableau",
      "Python",
      "SQL",
      "Microsoft Excel"
     ],
     "missing_skills": [
      "PyTorch",
      "TensorFlow",
      "Power BI",
      "Apache Spark",
      "Scala"
     ]
    },
    {
     "title": "Management Analysts",
     "match_score": 68,
     "code": "13-1111.00",
     "relation": "related to your title 'Senior Data Analyst' in O*NET",
     "matched_skills": [
      "PostgreSQL",
      "Tableau",
      "Python",
      "SQL",
      "Microsoft Excel",
      "Mathematics"
     ],
     "missing_skills": [
      "Power BI",
      "Jira",
      "Microsoft Visio",
      "Microsoft PowerPoint",
      "Microsoft Outlook"
     ]
    },
    {
     "title": "Business Intelligence Analysts",
     "match_score": 68,
     "code": "15-2051.01",
     "relation": "related to your title 'Senior Data Analyst' in O*NET",
     "matched_skills": [
      "PostgreSQL",
      "Tableau",
      "Python",
      "SQL",
      "Microsoft Excel",
      "Mathematics"
     ],
     "missing_skills": [
      "Oracle Cloud",
      "Power BI",
      "Microsoft Azure",
      "Amazon Web Services (AWS)",
      "R"
     ]
    },
    {
     "title": "Financial Quantitative Analysts",
     "match_score": 68,
     "code": "13-2099.01",
     "relation": "your title 'Senior Data Analyst'",
     "matched_skills": [
      "Python",
      "Tableau",
      "SQL",
      "Microsoft Excel",
      "Mathematics"
     ],
     "missing_skills": [
      "VBA",
      "R",
      "Java",
      "C++",
      "MATLAB"
     ]
    },
    {
     "title": "Computer and Information Research Scientists",
     "match_score": 60,
     "code": "15-1221.00",
     "relation": "skills in common",
     "matched_skills": [
      "pandas",
      "PostgreSQL",
      "Tableau",
      "Python",
      "SQL",
      "Microsoft Excel",
      "Mathematics"
     ],
     "missing_skills": [
      "PyTorch",
      "TensorFlow",
      "Power BI",
      "Git",
      "Microsoft Azure"
     ]
    },
    {
     "title": "Operations Research Analysts",
     "match_score": 56,
     "code": "15-2031.00",
     "relation": "related to your title 'Senior Data Analyst' in O*NET",
     "matched_skills": [
      "Tableau",
      "Python",
      "SQL",
      "Microsoft Excel",
      "Mathematics"
     ],
     "missing_skills": [
      "Power BI",
      "Salesforce",
      "Microsoft PowerPoint",
      "Microsoft Outlook",
      "Microsoft Office"
     ]
    }
   ],
   "top_skills": [
    {
     "skill": "Microsoft Excel",
     "jobs": 6,
     "is_in_resume": true
    },
    {
     "skill": "Python",
     "jobs": 6,
     "is_in_resume": true
    },
    {
     "skill": "SQL",
     "jobs": 6,
     "is_in_resume": true
    },
    {
     "skill": "Tableau",
     "jobs": 6,
     "is_in_resume": true
    },
    {
     "skill": "Apache Hive",
     "jobs": 6,
     "is_in_resume": false
    }
   ],
   "next_best_move": {
    "title": "Data Scientists",
    "match_score": 84,
    "code": "15-2051.00",
    "relation": "related to your title 'Senior Data Analyst' in O*NET",
    "matched_skills": [
     "pandas",
     "PostgreSQL",
     "Tableau",
     "Python",
     "SQL",
     "Microsoft Excel"
    ],
    "missing_skills": [
     "PyTorch",
     "TensorFlow",
     "Power BI",
     "Apache Spark",
     "Scala"
    ],
    "why": "Related to your title 'Senior Data Analyst' in O*NET; uses 6 of your skills (pandas, PostgreSQL, Tableau and Python); BLS median pay $112,590 a year (your current occupation: $80,190); skills to add: PyTorch, TensorFlow and Power BI."
   },
   "basis": "Occupations from O*NET: your roles' own occupations, the ones O*NET lists as related, and those sharing the most skills with your resume. Match score = 60% share of your skills the occupation lists (rarer skills weigh more) + 40% closeness to your own roles."
  },
  "factors": [
   {
    "id": "sections",
    "label": "Sections",
    "weight": 10,
    "is_applicable": true,
    "score": 100,
    "points": 10,
    "potential_score": 100,
    "matched": [
     "experience",
     "education",
     "skills",
     "summary"
    ],
    "missing": [],
    "detail": "Experience, education, skills and summary are all there"
   },
   {
    "id": "contact",
    "label": "Contact details",
    "weight": 5,
    "is_applicable": true,
    "score": 100,
    "points": 5,
    "potential_score": 100,
    "matched": [
     "name",
     "e-mail",
     "phone",
     "location"
    ],
    "missing": [],
    "detail": "Name, e-mail, phone and location found"
   },
   {
    "id": "roles",
    "label": "Roles with title, employer and dates",
    "weight": 15,
    "is_applicable": true,
    "score": 100,
    "points": 15,
    "potential_score": 100,
    "matched": [
     "Senior Data Analyst",
     "Data Analyst"
    ],
    "missing": [],
    "detail": "2 of 2 roles name their title, employer and dates"
   },
   {
    "id": "outcomes",
    "label": "Results and numbers",
    "weight": 20,
    "is_applicable": true,
    "score": 33.3,
    "points": 6.7,
    "potential_score": 100,
    "matched": [
     "'Automated the Python ETL from Postgres into the warehouse, cutting…'"
    ],
    "missing": [
     "'Built weekly SQL reports on claims data used by the finance team to…'",
     "'Responsible for maintaining Tableau dashboards for regional managers.'",
     "'Worked on the A/B testing plan for the patient portal.'",
     "'Cleaned and joined survey data in pandas and presented findings to…'",
     "'Reports were automated with Python and scheduled in Airflow.'"
    ],
    "detail": "1 of 6 bullets state a result with a number"
   },
   {
    "id": "action-verbs",
    "label": "Action verbs",
    "weight": 15,
    "is_applicable": true,
    "score": 62.5,
    "points": 9.4,
    "potential_score": 100,
    "matched": [
     "'Built weekly SQL reports on claims data used by the finance team to…'",
     "'Automated the Python ETL from Postgres into the warehouse, cutting…'",
     "'Cleaned and joined survey data in pandas and presented findings to…'"
    ],
    "missing": [
     "'Responsible for maintaining Tableau dashboards for regional managers.' (weak opening)",
     "'Worked on the A/B testing plan for the patient portal.' (weak opening)",
     "'Reports were automated with Python and scheduled in Airflow.' (passive voice)"
    ],
    "detail": "3 of 6 bullets open with an action verb"
   },
   {
    "id": "skills-evidence",
    "label": "Skills shown in roles",
    "weight": 15,
    "is_applicable": true,
    "score": 75,
    "points": 11.3,
    "potential_score": 100,
    "matched": [
     "SQL",
     "Tableau",
     "pandas"
    ],
    "missing": [
     "Microsoft Excel"
    ],
    "detail": "3 of 4 listed skills also appear in a role or project"
   },
   {
    "id": "market-skills",
    "label": "Tools the occupation asks for",
    "weight": 10,
    "is_applicable": true,
    "score": 27.3,
    "points": 2.7,
    "potential_score": 27.3,
    "matched": [
     "Microsoft Excel",
     "SQL",
     "Python"
    ],
    "missing": [
     "Microsoft Office",
     "Microsoft PowerPoint",
     "SAS",
     "MATLAB",
     "C++",
     "Java",
     "R",
     "VBA"
    ],
    "detail": "Shows 3 of the 11 tools O*NET lists as in demand for Financial Quantitative Analysts (11 make the factor full)"
   },
   {
    "id": "length",
    "label": "Length and bullet size",
    "weight": 10,
    "is_applicable": true,
    "score": 100,
    "points": 10,
    "potential_score": 100,
    "matched": [
     "Senior Data Analyst",
     "Data Analyst"
    ],
    "missing": [],
    "detail": "2 of 2 roles have 2-6 bullets; 6 of 6 bullets are 6-35 words"
   }
  ],
  "occupation": {
   "code": "13-2099.01",
   "title": "Financial Quantitative Analysts",
   "matched_title": "Data Analyst",
   "confidence": 0.95
  },
  "experience_basis": "Jul 2019 - Nov 2026 merged (overlaps counted once), as of Nov 2026.",
  "flags": []
 },
 "Module 2": {
  "summary": "Senior Data Analyst (O*NET 13-2099.01 Financial Quantitative Analysts). It lists 6 must-haves (data analyst; SQL and PostgreSQL; Python (pandas); Tableau or Power BI dashboards; more) and 2 nice-to-haves. Required tools and skills: Communication, PostgreSQL, Power BI, SQL, Tableau and pandas. Asks for 5+ years of experience and Bachelor's degree. Workplace: remote. States pay of $95,000 - $120,000 a year.",
  "demand_score": 77,
  "demand_rating": "Moderate demand with steady opportunities.",
  "demand_signals": [
   {
    "id": "employment",
    "label": "Jobs in the occupation (BLS employment)",
    "weight": 50,
    "is_applicable": true,
    "value": 127450,
    "score": 63.8,
    "points": 39.9,
    "source": "BLS OEWS May 2024, SOC 13-2099 Financial Specialists, All Other",
    "detail": "127,450 people employed in SOC 13-2099 Financial Specialists, All Other (BLS OEWS May 2024); 1,000 scores 0, 2,000,000 or more scores 100 on a log scale"
   },
   {
    "id": "hot-skills",
    "label": "Share of the posting's tools that O*NET flags hot or in demand",
    "weight": 30,
    "is_applicable": true,
    "value": 1,
    "score": 100,
    "points": 37.5,
    "source": "O*NET 29.3 Technology Skills",
    "detail": "5 of 5 tools in the posting are O*NET hot or in-demand technologies: PostgreSQL, Power BI, SQL, Tableau and pandas"
   },
   {
    "id": "index-postings",
    "label": "Matching postings in the job index",
    "weight": 20,
    "is_applicable": false,
    "value": null,
    "score": 0,
    "points": 0,
    "source": null,
    "detail": "No job index was searched for this analysis"
   }
  ],
  "salary_ranges": [
   {
    "experience_level": "Entry level (0-2 years)",
    "low": 46420,
    "high": 60140,
    "currency": "USD",
    "source": "BLS OEWS May 2024, SOC 13-2099 Financial Specialists, All Other",
    "low_percentile": "10th percentile",
    "high_percentile": "25th percentile"
   },
   {
    "experience_level": "Mid level (2-5 years)",
    "low": 60140,
    "high": 80190,
    "currency": "USD",
    "source": "BLS OEWS May 2024, SOC 13-2099 Financial Specialists, All Other",
    "low_percentile": "25th percentile",
    "high_percentile": "50th percentile"
   },
   {
    "experience_level": "Senior (5-10 years)",
    "low": 80190,
    "high": 109120,
    "currency": "USD",
    "source": "BLS OEWS May 2024, SOC 13-2099 Financial Specialists, All Other",
    "low_percentile": "50th percentile",
    "high_percentile": "75th percentile"
   },
   {
    "experience_level": "Expert (10+ years)",
    "low": 109120,
    "high": 151780,
    "currency": "USD",
    "source": "BLS OEWS May 2024, SOC 13-2099 Financial Specialists, All Other",
    "low_percentile": "75th percentile",
    "high_percentile": "90th percentile"
   }
  ],
  "salary_note": "BLS OEWS May 2024, SOC 13-2099 Financial Specialists, All Other: annual wages by percentile, national. Experience levels map to percentiles (entry 10th-25th, mid 25th-50th, senior 50th-75th, expert 75th-90th): a convention, not a BLS figure by experience.",
  "stated_salary": {
   "low": 95000,
   "high": 120000,
   "currency": "USD",
   "period": "year",
   "text": "$95,000 - $120,000 a year",
   "source": "Job posting (stated salary)"
  },
  "skills_needed": [
   {
    "skill": "Communication",
    "importance": "required",
    "category": "soft",
    "is_hot": false,
    "is_in_demand": false,
    "evidence": "Strong communication skills with non-technical stakeholders"
   },
   {
    "skill": "PostgreSQL",
    "importance": "required",
    "category": "technology",
    "is_hot": true,
    "is_in_demand": true,
    "evidence": "Expert SQL and PostgreSQL"
   },
   {
    "skill": "Power BI",
    "importance": "required",
    "category": "technology",
    "is_hot": true,
    "is_in_demand": true,
    "evidence": "Tableau or Power BI dashboards"
   },
   {
    "skill": "SQL",
    "importance": "required",
    "category": "technology",
    "is_hot": true,
    "is_in_demand": true,
    "evidence": "Expert SQL and PostgreSQL"
   },
   {
    "skill": "Tableau",
    "importance": "required",
    "category": "technology",
    "is_hot": true,
    "is_in_demand": true,
    "evidence": "Tableau or Power BI dashboards"
   },
   {
    "skill": "pandas",
    "importance": "required",
    "category": "technology",
    "is_hot": false,
    "is_in_demand": true,
    "evidence": "Python (pandas) for analysis"
   },
   {
    "skill": "dbt and Airflow",
    "importance": "preferred",
    "category": "requirement",
    "is_hot": false,
    "is_in_demand": false,
    "evidence": "dbt and Airflow"
   },
   {
    "skill": "Healthcare or insurance domain",
    "importance": "preferred",
    "category": "requirement",
    "is_hot": false,
    "is_in_demand": false,
    "evidence": "Healthcare or insurance domain knowledge"
   }
  ],
  "market_offers": {
   "total_offers": null,
   "demand_trend": null,
   "success_rate": null,
   "source": null,
   "note": "No job index was searched for this analysis. No source publishes application success rates, so none is shown.",
   "offers": []
  },
  "location": {
   "requested": null,
   "posting": null,
   "workplace": "remote",
   "note": "Salary figures are US national (BLS OEWS); no regional wage table is bundled. The posting is remote."
  },
  "occupation": {
   "code": "13-2099.01",
   "title": "Financial Quantitative Analysts",
   "matched_title": "Data Analyst",
   "confidence": 0.95
  },
  "flags": []
 },
 "Module 3": {
  "overall_fit": {
   "score": 84.7,
   "summary": "Fit 84.7/100 (potential 97.5) for Senior Data Analyst. 3 of 4 required skills met. 1 of 1 experience requirements met. Main gaps: communication skills with non-technical stakeholders.\n\n- **Required skills**: 75/100. 3 of 4 required skills met\n- **Years of experience**: 100/100. 1 of 1 experience requirements met\n- **Nice-to-have requirements**: 71.5/100. 1 of 2 nice-to-have requirements met\n- **Title and occupation**: 100/100. Closest title 'Senior Data Analyst': same occupation (posting: O*NET 13-2099.01)\n- **Education**: 100/100. 1 of 1 education requirements met\n- **Posting keywords**: 50/100. 2 of 4 posting terms appear in the resume"
  },
  "potential_score": 97.5,
  "reasons_to_hire": [
   "Shows 3 of 4 required skills: SQL and PostgreSQL, Python (pandas), Tableau or Power BI dashboards",
   "SQL and PostgreSQL: 'Built weekly SQL reports on claims data used by the finance team to plan budgets.'",
   "Python (pandas): 'Cleaned and joined survey data in pandas and presented findings to the leadership team.'",
   "Experience: 7.4 years as data analyst (asks 5)",
   "Closest title 'Senior Data Analyst': same occupation (posting: O*NET 13-2099.01)",
   "Education: B.Sc. Mathematics meets Bachelor's degree"
  ],
  "reasons_to_reject": [
   "No evidence of communication skills with non-technical stakeholders (required)",
   "Posting terms not found in the resume: Communication, Power BI"
  ],
  "cv_items_to_focus": [
   {
    "item": "Senior Data Analyst, Quillfeather Health (Apr 2021 - Present)",
    "description": "Evidence for data analyst, SQL and PostgreSQL, Tableau or Power BI dashboards, Healthcare or insurance domain. Be ready to tell this story with its outcome: 'Senior Data Analyst - Quillfeather Health'"
   },
   {
    "item": "Data Analyst, Tallow & Finch Retail (Jul 2019 - Mar 2021)",
    "description": "Evidence for data analyst, Python (pandas), dbt and Airflow. Be ready to tell this story with its outcome: 'Data Analyst - Tallow & Finch Retail'"
   }
  ],
  "salary_expectation": {
   "estimate": 107500,
   "currency": "USD",
   "source": "Job posting (stated salary)",
   "analysis": "The posting states $95,000 - $120,000 per year; the estimate is its midpoint. For comparison, BLS OEWS May 2024, SOC 13-2099 Financial Specialists, All Other: annual wages for the senior (5-10 years) band run $80,190 (50th percentile) to $109,120 (75th percentile) (7.4 years of experience in the resume). Experience bands map to BLS percentiles (entry 10th-25th, mid 25th-50th, senior 50th-75th, expert 75th-90th): a convention, not a BLS figure by experience. National figures, not adjusted for location.",
   "low": 95000,
   "high": 120000,
   "period": "year",
   "basis": "posting",
   "experience_level": "Senior (5-10 years)"
  },
  "interview_items": {
   "technical": [
    "The role asks for SQL and PostgreSQL. Walk me through the piece of work that best shows it, for example from your time as Senior Data Analyst at Quillfeather Health.",
    "The role asks for Python (pandas). Walk me through the piece of work that best shows it, for example from your time as Data Analyst at Tallow & Finch Retail.",
    "The role asks for Tableau or Power BI dashboards. Walk me through the piece of work that best shows it, for example from your time as Senior Data Analyst at Quillfeather Health.",
    "The role asks for 'dbt and Airflow'. Your resume shows part of it: how much hands-on experience do you have with dbt?",
    "The role asks for Healthcare or insurance domain. Walk me through the piece of work that best shows it, for example from your time as Senior Data Analyst at Quillfeather Health."
   ],
   "behavioral": [
    "Tell me about a time you had to explain something complex to someone without your background. How did you make sure they understood?",
    "Tell me about something you had to learn quickly for your work. How did you go about it?"
   ],
   "cv_related": [
    "As Senior Data Analyst at Quillfeather Health, you wrote: 'Automated the Python ETL from Postgres into the warehouse, cutting the nightly run from 3 hours to 40 minutes'. What exactly was your part, and how do you know it worked?",
    "As Data Analyst at Tallow & Finch Retail, you wrote: 'Cleaned and joined survey data in pandas and presented findings to the leadership team'. What exactly was your part, and how do you know it worked?"
   ]
  },
  "factors": [
   {
    "id": "required-skills",
    "label": "Required skills",
    "weight": 40,
    "is_applicable": true,
    "score": 75,
    "points": 30,
    "potential_score": 100,
    "matched": [
     "SQL and PostgreSQL",
     "Python (pandas)",
     "Tableau or Power BI dashboards"
    ],
    "missing": [
     "communication skills with non-technical stakeholders"
    ],
    "detail": "3 of 4 required skills met"
   },
   {
    "id": "experience",
    "label": "Years of experience",
    "weight": 25,
    "is_applicable": true,
    "score": 100,
    "points": 25,
    "potential_score": 100,
    "matched": [
     "data analyst"
    ],
    "missing": [],
    "detail": "1 of 1 experience requirements met"
   },
   {
    "id": "preferred",
    "label": "Nice-to-have requirements",
    "weight": 10,
    "is_applicable": true,
    "score": 71.5,
    "points": 7.2,
    "potential_score": 100,
    "matched": [
     "Healthcare or insurance domain"
    ],
    "missing": [
     "dbt and Airflow"
    ],
    "detail": "1 of 2 nice-to-have requirements met"
   },
   {
    "id": "title",
    "label": "Title and occupation",
    "weight": 10,
    "is_applicable": true,
    "score": 100,
    "points": 10,
    "potential_score": 100,
    "matched": [
     "Senior Data Analyst, Quillfeather Health: 'Senior Data Analyst - Quillfeather Health'"
    ],
    "missing": [],
    "detail": "Closest title 'Senior Data Analyst': same occupation (posting: O*NET 13-2099.01)"
   },
   {
    "id": "education",
    "label": "Education",
    "weight": 10,
    "is_applicable": true,
    "score": 100,
    "points": 10,
    "potential_score": 100,
    "matched": [
     "Bachelor's degree in a quantitative field"
    ],
    "missing": [],
    "detail": "1 of 1 education requirements met"
   },
   {
    "id": "keywords",
    "label": "Posting keywords",
    "weight": 5,
    "is_applicable": true,
    "score": 50,
    "points": 2.5,
    "potential_score": 50,
    "matched": [],
    "missing": [
     "Communication",
     "Power BI"
    ],
    "detail": "2 of 4 posting terms appear in the resume"
   }
  ],
  "requirements": [
   {
    "id": "req-1",
    "requirement": "5+ years of experience as a data analyst",
    "label": "data analyst",
    "kind": "must",
    "type": "experience",
    "status": "met",
    "score": 100,
    "evidence": [
     "Senior Data Analyst, Quillfeather Health: 'Senior Data Analyst - Quillfeather Health'",
     "Data Analyst, Tallow & Finch Retail: 'Data Analyst - Tallow & Finch Retail'"
    ],
    "missing": [],
    "note": "7.4 years as data analyst (asks 5)"
   },
   {
    "id": "req-2",
    "requirement": "Expert SQL and PostgreSQL",
    "label": "SQL and PostgreSQL",
    "kind": "must",
    "type": "skill",
    "status": "met",
    "score": 100,
    "evidence": [
     "Senior Data Analyst, Quillfeather Health: 'Built weekly SQL reports on claims data used by the finance team to plan budgets.'",
     "Senior Data Analyst, Quillfeather Health: 'Automated the Python ETL from Postgres into the warehouse, cutting the nightly run from 3 hours to 40 minutes.'",
     "'SQL, Python, pandas, Tableau, Excel, statistics, Airflow'"
    ],
    "missing": [],
    "note": "Evidenced: 'Built weekly SQL reports on claims data used by the finance team to plan budgets.'"
   },
   {
    "id": "req-3",
    "requirement": "Python (pandas) for analysis",
    "label": "Python (pandas)",
    "kind": "must",
    "type": "skill",
    "status": "met",
    "score": 100,
    "evidence": [
     "Data Analyst, Tallow & Finch Retail: 'Cleaned and joined survey data in pandas and presented findings to the leadership team.'",
     "'SQL, Python, pandas, Tableau, Excel, statistics, Airflow'"
    ],
    "missing": [],
    "note": "Evidenced: 'Cleaned and joined survey data in pandas and presented findings to the leadership team.'"
   },
   {
    "id": "req-4",
    "requirement": "Tableau or Power BI dashboards",
    "label": "Tableau or Power BI dashboards",
    "kind": "must",
    "type": "skill",
    "status": "met",
    "score": 100,
    "evidence": [
     "Senior Data Analyst, Quillfeather Health: 'Responsible for maintaining Tableau dashboards for regional managers.'",
     "'SQL, Python, pandas, Tableau, Excel, statistics, Airflow'"
    ],
    "missing": [],
    "note": "Evidenced: 'Responsible for maintaining Tableau dashboards for regional managers.'"
   },
   {
    "id": "req-5",
    "requirement": "Strong communication skills with non-technical stakeholders",
    "label": "communication skills with non-technical stakeholders",
    "kind": "must",
    "type": "skill",
    "status": "missing",
    "score": 0,
    "evidence": [],
    "missing": [
     "communication skills with non-technical stakeholders"
    ],
    "note": "No evidence of communication skills with non-technical stakeholders in the resume"
   },
   {
    "id": "req-6",
    "requirement": "dbt and Airflow",
    "label": "dbt and Airflow",
    "kind": "nice",
    "type": "skill",
    "status": "partial",
    "score": 50,
    "evidence": [
     "Data Analyst, Tallow & Finch Retail: 'Reports were automated with Python and scheduled in Airflow.'",
     "'SQL, Python, pandas, Tableau, Excel, statistics, Airflow'"
    ],
    "missing": [
     "dbt"
    ],
    "note": "Partly evidenced; not shown: dbt"
   },
   {
    "id": "req-7",
    "requirement": "Healthcare or insurance domain knowledge",
    "label": "Healthcare or insurance domain",
    "kind": "nice",
    "type": "skill",
    "status": "met",
    "score": 93,
    "evidence": [
     "Senior Data Analyst, Quillfeather Health: 'Senior Data Analyst - Quillfeather Health'"
    ],
    "missing": [],
    "note": "Evidenced: 'Senior Data Analyst - Quillfeather Health'"
   },
   {
    "id": "req-8",
    "requirement": "Bachelor's degree in a quantitative field",
    "label": "Bachelor's degree in a quantitative field",
    "kind": "must",
    "type": "education",
    "status": "met",
    "score": 100,
    "evidence": [
     "'B.Sc. Mathematics, Eastbrook University, 2019'"
    ],
    "missing": [],
    "note": "B.Sc. Mathematics meets Bachelor's degree"
   }
  ],
  "flags": []
 },
 "Module 4": {
  "changes": [
   {
    "old_phrase": "Data analyst with 6 years of experience turning operational data into decisions.",
    "new_phrase": "Data analyst with 6 years of experience turning operational data into decisions, working with PostgreSQL, SQL and Tableau.",
    "rationale": "- Missing posting keyword: the posting requires PostgreSQL, SQL and Tableau, which your resume shows elsewhere but your summary does not; recruiters read the summary first.",
    "reasons": [
     "missing-keyword"
    ],
    "section": "summary",
    "placeholders": []
   },
   {
    "old_phrase": "Built weekly SQL reports on claims data used by the finance team to plan budgets.",
    "new_phrase": "Built weekly SQL reports on claims data used by the finance team to plan budgets, resulting in [add the result, e.g. decisions it informed or time saved].",
    "rationale": "- Missing outcome: the line says what you did, not what it achieved; replace the bracket with a result you can back up (a number if you have one), or delete it.",
    "reasons": [
     "missing-outcome"
    ],
    "section": "experience",
    "placeholders": [
     "[add the result, e.g. decisions it informed or time saved]"
    ]
   },
   {
    "old_phrase": "Automated the Python ETL from Postgres into the warehouse, cutting the nightly run from 3 hours to 40 minutes.",
    "new_phrase": "Automated the Python ETL from PostgreSQL into the warehouse, cutting the nightly run from 3 hours to 40 minutes.",
    "rationale": "- Missing posting keyword: the posting says 'PostgreSQL' (you wrote 'Postgres'); it is the same skill, and applicant tracking systems match words, not meanings.",
    "reasons": [
     "missing-keyword"
    ],
    "section": "experience",
    "placeholders": []
   },
   {
    "old_phrase": "Responsible for maintaining Tableau dashboards for regional managers.",
    "new_phrase": "Maintained Tableau dashboards for regional managers, resulting in [add the result, e.g. decisions it informed or time saved].",
    "rationale": "- Weak verb: 'Responsible for' names a duty, not what you did; 'Maintained' states the action without claiming more than the line did.\n- Missing outcome: the line says what you did, not what it achieved; replace the bracket with a result you can back up (a number if you have one), or delete it.",
    "reasons": [
     "weak-verb",
     "missing-outcome"
    ],
    "section": "experience",
    "placeholders": [
     "[add the result, e.g. decisions it informed or time saved]"
    ]
   },
   {
    "old_phrase": "Worked on the A/B testing plan for the patient portal.",
    "new_phrase": "Contributed to the A/B testing plan for the patient portal, resulting in [add the result, e.g. satisfaction or outcomes for them].",
    "rationale": "- Weak verb: 'Worked on' says you were there, not what you did; 'Contributed to' states the action without claiming more than the line did. If your part was bigger (you led it, built it), say so.\n- Missing outcome: the line says what you did, not what it achieved; replace the bracket with a result you can back up (a number if you have one), or delete it.",
    "reasons": [
     "weak-verb",
     "missing-outcome"
    ],
    "section": "experience",
    "placeholders": [
     "[add the result, e.g. satisfaction or outcomes for them]"
    ]
   },
   {
    "old_phrase": "Cleaned and joined survey data in pandas and presented findings to the leadership team.",
    "new_phrase": "Cleaned and joined survey data in pandas and presented findings to the leadership team, resulting in [add the result, e.g. time or money saved].",
    "rationale": "- Missing outcome: the line says what you did, not what it achieved; replace the bracket with a result you can back up (a number if you have one), or delete it.",
    "reasons": [
     "missing-outcome"
    ],
    "section": "experience",
    "placeholders": [
     "[add the result, e.g. time or money saved]"
    ]
   },
   {
    "old_phrase": "Reports were automated with Python and scheduled in Airflow.",
    "new_phrase": "Automated reports with Python and scheduled in Airflow, resulting in [add the result, e.g. decisions it informed or time saved].",
    "rationale": "- Passive voice: 'Reports were automated' hides who did the work; if it was you, open with the verb.\n- Missing outcome: the line says what you did, not what it achieved; replace the bracket with a result you can back up (a number if you have one), or delete it.",
    "reasons": [
     "passive-voice",
     "missing-outcome"
    ],
    "section": "experience",
    "placeholders": [
     "[add the result, e.g. decisions it informed or time saved]"
    ]
   },
   {
    "old_phrase": "SQL, Python, pandas, Tableau, Excel, statistics, Airflow",
    "new_phrase": "SQL, Python, pandas, Tableau, Excel, statistics, Airflow, PostgreSQL",
    "rationale": "- Missing posting keyword: the posting asks for PostgreSQL; your resume already shows it (e.g. 'Automated the Python ETL from Postgres into the warehouse, cutting…') but not in the skills list, where recruiters and applicant tracking systems look first.",
    "reasons": [
     "missing-keyword"
    ],
    "section": "skills",
    "placeholders": []
   }
  ],
  "flags": []
 },
 "Module 5": {
  "Technical": [
   {
    "question": "The role asks for SQL and PostgreSQL. Walk me through the piece of work that best shows it, for example from your time as Senior Data Analyst at Quillfeather Health.",
    "guidelines": [
     "Start from what your resume says: 'Built weekly SQL reports on claims data used by the finance team to plan budgets'.",
     "Explain the problem, the options you weighed and why you chose the one you did.",
     "Finish with the result and what you would do differently now."
    ],
    "basis": "req-2: SQL and PostgreSQL (must-have, shown in a role)",
    "flags": []
   },
   {
    "question": "The role asks for Python (pandas). Walk me through the piece of work that best shows it, for example from your time as Data Analyst at Tallow & Finch Retail.",
    "guidelines": [
     "Start from what your resume says: 'Cleaned and joined survey data in pandas and presented findings to the leadership team'.",
     "Explain the problem, the options you weighed and why you chose the one you did.",
     "Finish with the result and what you would do differently now."
    ],
    "basis": "req-3: Python (pandas) (must-have, shown in a role)",
    "flags": []
   },
   {
    "question": "The role asks for Tableau or Power BI dashboards. Walk me through the piece of work that best shows it, for example from your time as Senior Data Analyst at Quillfeather Health.",
    "guidelines": [
     "Start from what your resume says: 'Responsible for maintaining Tableau dashboards for regional managers'.",
     "Explain the problem, the options you weighed and why you chose the one you did.",
     "Finish with the result and what you would do differently now."
    ],
    "basis": "req-4: Tableau or Power BI dashboards (must-have, shown in a role)",
    "flags": []
   },
   {
    "question": "The role asks for 'dbt and Airflow'. Your resume shows part of it: how much hands-on experience do you have with dbt?",
    "guidelines": [
     "Say plainly what you have done and what you have not.",
     "Start from the closest evidence in your resume: 'Reports were automated with Python and scheduled in Airflow'.",
     "Explain how you would close the rest of the gap on the job."
    ],
    "basis": "req-6: dbt and Airflow (nice-to-have, partly shown)",
    "flags": []
   },
   {
    "question": "The role asks for Healthcare or insurance domain. Walk me through the piece of work that best shows it, for example from your time as Senior Data Analyst at Quillfeather Health.",
    "guidelines": [
     "Start from your time as Senior Data Analyst at Quillfeather Health.",
     "Explain the problem, the options you weighed and why you chose the one you did.",
     "Finish with the result and what you would do differently now."
    ],
    "basis": "req-7: Healthcare or insurance domain (nice-to-have, shown in a role)",
    "flags": []
   }
  ],
  "Behavioral": [
   {
    "question": "Tell me about a time you had to explain something complex to someone without your background. How did you make sure they understood?",
    "guidelines": [
     "Set the scene briefly: where you were and what was at stake.",
     "Spend most of the answer on what you did yourself, not the team.",
     "End with the result and what you learned; keep it to a few minutes.",
     "A story your resume already has: 'Built weekly SQL reports on claims data used by the finance team to plan budgets' (Senior Data Analyst at Quillfeather Health)."
    ],
    "basis": "The posting asks: 'Strong communication skills with non-technical stakeholders'",
    "flags": []
   },
   {
    "question": "Tell me about something you had to learn quickly for your work. How did you go about it?",
    "guidelines": [
     "Set the scene briefly: where you were and what was at stake.",
     "Spend most of the answer on what you did yourself, not the team.",
     "End with the result and what you learned; keep it to a few minutes."
    ],
    "basis": "Asked in most interviews",
    "flags": []
   }
  ],
  "About your resume": [
   {
    "question": "As Senior Data Analyst at Quillfeather Health, you wrote: 'Automated the Python ETL from Postgres into the warehouse, cutting the nightly run from 3 hours to 40 minutes'. What exactly was your part, and how do you know it worked?",
    "guidelines": [
     "Expect follow-ups on every number: know how it was measured.",
     "Separate what you did from what the team did.",
     "Have the next level of detail ready: tools, people involved, how long it took."
    ],
    "basis": "Role: Senior Data Analyst at Quillfeather Health",
    "flags": []
   },
   {
    "question": "As Data Analyst at Tallow & Finch Retail, you wrote: 'Cleaned and joined survey data in pandas and presented findings to the leadership team'. What exactly was your part, and how do you know it worked?",
    "guidelines": [
     "Expect follow-ups on every number: know how it was measured.",
     "Separate what you did from what the team did.",
     "Have the next level of detail ready: tools, people involved, how long it took."
    ],
    "basis": "Role: Data Analyst at Tallow & Finch Retail",
    "flags": []
   }
  ]
 },
 "Module 9": {
  "letter": "Dear Hiring Team,\n\nI am applying for the Senior Data Analyst position. I am a data analyst with 6 years of experience turning operational data into decisions.\n\nAt Quillfeather Health, where I work as a Senior Data Analyst, I built weekly SQL reports on claims data used by the finance team to plan budgets, and I maintained Tableau dashboards for regional managers. Before that, at Tallow & Finch Retail, where I worked as a Data Analyst, I cleaned and joined survey data in pandas and presented findings to the leadership team.\n\nI also bring Postgres, which the role asks for. I hold a B.Sc. Mathematics from Eastbrook University.\n\n[Add a sentence on why this team and this role interest you.] I would welcome the chance to discuss how my experience fits your needs. Thank you for your time and consideration.\n\nSincerely,\nPriya Raman",
  "greeting": "Dear Hiring Team,",
  "paragraphs": [
   "I am applying for the Senior Data Analyst position. I am a data analyst with 6 years of experience turning operational data into decisions.",
   "At Quillfeather Health, where I work as a Senior Data Analyst, I built weekly SQL reports on claims data used by the finance team to plan budgets, and I maintained Tableau dashboards for regional managers. Before that, at Tallow & Finch Retail, where I worked as a Data Analyst, I cleaned and joined survey data in pandas and presented findings to the leadership team.",
   "I also bring Postgres, which the role asks for. I hold a B.Sc. Mathematics from Eastbrook University.",
   "[Add a sentence on why this team and this role interest you.] I would welcome the chance to discuss how my experience fits your needs. Thank you for your time and consideration."
  ],
  "closing": "Sincerely,",
  "signature": "Priya Raman",
  "placeholders": [
   "[Add a sentence on why this team and this role interest you.]"
  ],
  "evidence": [
   {
    "requirement": "SQL and PostgreSQL",
    "resume_line": "Built weekly SQL reports on claims data used by the finance team to plan budgets."
   },
   {
    "requirement": "Python (pandas)",
    "resume_line": "Cleaned and joined survey data in pandas and presented findings to the leadership team."
   },
   {
    "requirement": "Tableau or Power BI dashboards",
    "resume_line": "Responsible for maintaining Tableau dashboards for regional managers."
   }
  ],
  "language": "en",
  "flags": []
 }
};
