// Hand-curated tables of the skills vocabulary: what no source says, written down once.

export type Category = 'technology' | 'soft' | 'knowledge';

/** English words that are also technology names (kept as skills, matched in exact case). */
export const TECH_WORDS = new Set(
  `swift ruby dart julia flask chef puppet jest mocha jasmine node shell outlook zoom slack
    pig hive meteor ember backbone express spring storm camel beam nest next elm scheme racket excel word
    access project teams notes publisher keynote pages numbers sketch canvas airflow bamboo crystal
    electron rust go rails spark salt ant compass ionic gatsby hugo jekyll mercury apollo atom sublime
    vim wave loom blink padlet seesaw quicken maple prism sage lean cucumber chai karma protractor
    ansible unity unreal blender houdini nuke fusion vault prometheus grafana kibana logstash react
    yarn gin vapor pug windows`
    .split(/\s+/)
    .filter(Boolean),
);

export const VENDORS =
  `Microsoft|Oracle|IBM|Adobe|Apache|Amazon|Google|Autodesk|Atlassian|The MathWorks|MathWorks|SAP|Apple|
  Dassault Systemes|Intuit|Corel|Red Hat|Cisco|Salesforce|Hewlett Packard|Bentley|ESRI|StataCorp|Wolfram Research|
  National Instruments|Qlik Tech|Trimble|Sun Microsystems|LogMeIn|Blackbaud|Sage|PTC|Quest|Mozilla|Maplesoft|McNeel|
  Leica Geosystems|Siemens|Kronos|Epic Systems|Bizmatics|Henry Schein|Insightful|Mathsoft|Perforce|Veritas|Citrix|
  Splunk|Teradata|VMware|Facebook|Meta|Intel|Nvidia|NVIDIA|Hootsuite|HubSpot|Zoho|Infor|Epicor|Workday|Unity Technologies`
    .split('|')
    .map((v) => v.trim());

/** O*NET names that read oddly as skills, mapped to the name people write. */
export const CANONICAL_OVERRIDES: Record<string, string> = {
  'Oracle Java': 'Java',
  'Sun Microsystems Java': 'Java',
  'The MathWorks MATLAB': 'MATLAB',
  'Google Angular': 'Angular',
  'Apple macOS': 'macOS',
  'Apple iOS': 'iOS',
  'Jenkins CI': 'Jenkins',
  'Atlassian JIRA': 'Jira',
  'Structure query language SQL': 'SQL',
  'Structured query language SQL': 'SQL',
  'Objective C': 'Objective-C',
  'Formula translation/translator FORTRAN': 'Fortran',
  'Common business oriented language COBOL': 'COBOL',
  'Microsoft Visual Basic for Applications VBA': 'VBA',
  'Cascading style sheets CSS': 'CSS',
  'Hypertext markup language HTML': 'HTML',
  'Extensible markup language XML': 'XML',
  'JavaScript Object Notation JSON': 'JSON',
  'Amazon Web Services AWS software': 'Amazon Web Services (AWS)',
  'Microsoft Azure software': 'Microsoft Azure',
  'Salesforce.com Salesforce CRM': 'Salesforce CRM',
  'RESTful API': 'REST API',
  'Atlassian Confluence': 'Confluence',
  'Microsoft PowerShell': 'PowerShell',
  'Microsoft Power BI': 'Power BI',
  'Node.js': 'Node.js',
  'Google Analytics': 'Google Analytics',
  'Ansible software': 'Ansible',
  Docker: 'Docker',
  'Microsoft .NET Framework': '.NET',
  'Microsoft ASP.NET': 'ASP.NET',
  'Microsoft Visual C# .NET': 'C#',
  'Microsoft SQL Server': 'Microsoft SQL Server',
  'Apple Swift': 'Swift',
  'Red Hat Enterprise Linux': 'Red Hat Enterprise Linux',
};

/** Hand-curated aliases people use that no source lists. */
export const EXTRA_ALIASES: Record<string, string[]> = {
  'Amazon Web Services (AWS)': ['AWS', 'Amazon Web Services'],
  JavaScript: ['JS', 'ECMAScript', 'ES6'],
  TypeScript: ['TS'],
  PostgreSQL: ['Postgres', 'psql', 'pgsql'],
  Kubernetes: ['k8s', 'kube'],
  'Node.js': ['NodeJS', 'Node JS', '~Node'],
  'Microsoft Excel': ['Excel', 'MS Excel'],
  'Microsoft Word': ['~Word', 'MS Word'],
  'Microsoft PowerPoint': ['PowerPoint', 'MS PowerPoint'],
  'Microsoft Windows': ['Windows', 'MS Windows'],
  'Microsoft Outlook': ['Outlook'],
  'Microsoft Office software': ['Microsoft Office', 'MS Office', 'Office 365', 'Microsoft 365'],
  'Microsoft Access': ['~Access', 'MS Access'],
  'Microsoft Teams': ['~Teams', 'MS Teams'],
  'Microsoft Project': ['MS Project'],
  'Google Cloud Platform (GCP)': ['GCP', 'Google Cloud'],
  'Microsoft Azure': ['Azure'],
  Go: ['Golang'],
  'REST API': ['REST', 'RESTful', 'REST APIs', 'RESTful APIs'],
  NoSQL: ['NoSql'],
  'Machine learning': ['ML', 'machine-learning'],
  'Artificial Intelligence': ['AI'],
  'C++': ['cpp', 'cplusplus'],
  'Continuous integration': ['CI/CD', 'CI CD'],
  React: ['React.js', 'ReactJS'],
  'Vue.js': ['Vue', 'VueJS'],
  'Microsoft SQL Server': ['MSSQL', 'MS SQL', 'SQL Server'],
  Git: ['git'],
  GraphQL: ['graphql'],
  Python: ['python3'],
  'Microsoft Power BI': ['PowerBI'],
  'Power BI': ['PowerBI'],
  'React Hooks': [],
  // vendor products named alone ('charted in Cerner', 'Moz for keyword research'); a bare 'Epic' is told apart by its context at match time
  'Cerner Millennium': ['Cerner', 'Cerner PowerChart', 'PowerChart'],
  'Epic Systems': ['EpicCare', 'Epic EHR', 'Epic EMR', 'Epic Hyperspace'],
  'Moz SEO': ['Moz', 'Moz Pro'],
};

/**
 * Technologies added before any source, so that their forms are theirs: a generic practice that O*NET
 * names only inside a vendor's product ('Moz search engine optimization SEO software' made every 'SEO'
 * Moz), and a framework another one's aliases swallowed (AngularJS is not Angular, nor Angular AngularJS).
 */
export const FIRST_TECH_SKILLS: Record<string, { group: string; aliases: string[] }> = {
  'Search engine optimization (SEO)': {
    group: 'Web platform development software',
    aliases: ['SEO', 'search engine optimization', 'search engine optimisation', 'SEO software'],
  },
  AngularJS: {
    group: 'Web platform development software',
    aliases: ['Angular.js', 'Angular JS', 'angular1', 'Angular 1', 'Angular 1.x'],
  },
};

export const SOFT_SKILLS: Record<string, { category: Category; aliases: string[] }> = {
  'Active Listening': { category: 'soft', aliases: ['listening skills'] },
  'Complex Problem Solving': {
    category: 'soft',
    aliases: ['problem solving', 'problem-solving', 'creative problem solving', 'problem solver'],
  },
  'Critical Thinking': { category: 'soft', aliases: ['analytical thinking'] },
  'Judgment and Decision Making': {
    category: 'soft',
    aliases: ['decision making', 'decision-making', 'judgment', 'judgement'],
  },
  'Time Management': { category: 'soft', aliases: ['time-management', 'prioritization', 'prioritisation'] },
  Speaking: {
    category: 'soft',
    aliases: ['oral communication', 'verbal communication', 'public speaking', 'presentation skills'],
  },
  Writing: { category: 'soft', aliases: ['written communication', 'report writing', 'technical writing'] },
  Instructing: { category: 'soft', aliases: ['teaching', 'coaching', 'mentoring', 'mentorship'] },
  'Management of Personnel Resources': {
    category: 'soft',
    aliases: [
      'people management',
      'team management',
      'staff management',
      'personnel management',
      'supervision',
      'supervisory',
    ],
  },
  'Management of Financial Resources': {
    category: 'soft',
    aliases: ['budgeting', 'budget management', 'financial management'],
  },
  'Management of Material Resources': { category: 'soft', aliases: ['inventory management', 'resource management'] },
  Negotiation: { category: 'soft', aliases: ['negotiating'] },
  Persuasion: { category: 'soft', aliases: ['persuading', 'influencing'] },
  'Social Perceptiveness': { category: 'soft', aliases: ['empathy', 'emotional intelligence'] },
  'Active Learning': {
    category: 'soft',
    aliases: ['learning mindset', 'continuous learning', 'fast learner', 'quick learner'],
  },
  Troubleshooting: { category: 'knowledge', aliases: ['troubleshoot', 'troubleshooting skills'] },
  'Equipment Maintenance': { category: 'knowledge', aliases: ['preventive maintenance', 'preventative maintenance'] },
  'Quality Control Analysis': { category: 'knowledge', aliases: ['quality control', 'quality assurance'] },
  Mathematics: { category: 'knowledge', aliases: ['math', 'maths'] },
  Programming: { category: 'knowledge', aliases: ['coding', 'computer programming'] },
  'Operations Analysis': { category: 'knowledge', aliases: ['requirements analysis', 'business analysis'] },
  Communication: { category: 'soft', aliases: ['communication skills', 'communicator', 'communications skills'] },
  Teamwork: {
    category: 'soft',
    aliases: ['team player', 'collaboration', 'collaborative', 'team work', 'cross-functional collaboration'],
  },
  Leadership: { category: 'soft', aliases: ['leadership skills', 'team leadership', 'leading teams'] },
  'Attention to Detail': {
    category: 'soft',
    aliases: ['detail-oriented', 'detail oriented', 'attention to details', 'eye for detail'],
  },
  Adaptability: { category: 'soft', aliases: ['adaptable', 'flexibility'] },
  Creativity: { category: 'soft', aliases: ['creative thinking'] },
  'Interpersonal Skills': {
    category: 'soft',
    aliases: ['interpersonal', 'interpersonal communication', 'people skills'],
  },
  'Organizational Skills': {
    category: 'soft',
    aliases: ['organisational skills', 'organization skills', 'organizational'],
  },
  Multitasking: { category: 'soft', aliases: ['multi-tasking', 'multitask'] },
  'Customer and Personal Service': {
    category: 'knowledge',
    aliases: ['customer service', 'client service', 'customer support', 'customer care'],
  },
  'Project Management': {
    category: 'knowledge',
    aliases: ['project planning', 'program management', 'managing projects'],
  },
  'Data Analysis': { category: 'knowledge', aliases: ['data analytics', 'analyzing data', 'data analyses'] },
  Agile: { category: 'knowledge', aliases: ['agile methodology', 'agile development', 'scrum'] },
  // one field under the many names postings and resumes give it ('child care, daycare, or preschool settings'; 'taught kindergarten')
  'Early Childhood Education': {
    category: 'knowledge',
    aliases: [
      'early education',
      'child care',
      'childcare',
      'daycare',
      'day care',
      'preschool',
      'pre-school',
      'pre-k',
      'prekindergarten',
      'kindergarten',
      'early years',
    ],
  },
  // not 'kanban': in supply chain and manufacturing it is lean replenishment, not agile software work (a supply chain manager read as 'Agile')
};
