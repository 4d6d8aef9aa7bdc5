/**
 * Skill names that are also ordinary words, places, companies or parts of degree names, and the
 * evidence each needs before it is credited. Read by judge-context.ts; one row per skill.
 *
 * - `after`: the match is dropped when the text right after it matches ('San' before 'Francisco').
 * - `before`: the match is dropped when the text right before it matches ('Bachelor of' before 'Science').
 * - `needs` / `needsTechnology`: the line or its neighbours must hold one of these words, or (with
 *   needsTechnology) another technology skill or a software word; `label` says which in the evidence.
 * - `neverIn`: sections where the name is never the skill (a degree's 'Science').
 * - `forms`: the forms (comparison keys) the row governs; every form of the skill when absent.
 * - `redirect`: in this context the name means another skill ('Epic' next to charting is the EHR vendor).
 */
export interface ContextRule {
  readonly skill: string;
  readonly forms?: readonly string[];
  readonly after?: RegExp;
  readonly before?: RegExp;
  readonly needs?: RegExp;
  readonly needsTechnology?: boolean;
  readonly neverIn?: readonly string[];
  readonly redirect?: { readonly to: string; readonly when: RegExp; readonly label: string };
  readonly label: string;
}

const CITY_SAINTS =
  'francisco|jose|diego|antonio|mateo|juan|bernardino|rafael|luis|marcos|ramon|bruno|leandro|carlos|clemente|fernando|gabriel|pedro|sebastian|marino|jacinto|joaquin|isidro|ysidro|dimas|angelo|pablo|martin|miguel|felipe|salvador|anselmo|benito|andreas|francis|remo|giovanni|paulo|ramos|lorenzo|vicente|nicolas|cristobal|javier';
const LANGUAGE_NAMES =
  'english|spanish|french|german|italian|portuguese|chinese|mandarin|cantonese|japanese|korean|arabic|hindi|urdu|russian|polish|turkish|dutch|malay|tamil|languages?';

/** Words that say a line is about software: enough for a word-like technology name ('Go', 'Chef', 'Swift'). */
export const TECHNOLOGY_WORDS =
  /\b(?:software|programming|programmer|code|coding|coded|developer|developers|language|languages|frameworks?|librar(?:y|ies)|apis?|sdk|back-?end|front-?end|full-?stack|servers?|scripts?|scripting|deploy\w*|devops|infrastructure|configuration management|cloud|databases?|tech stack|stack|github|gitlab|compiler|microservices?|containers?|clusters?|kubernetes|linux|unix|open[- ]source|repositor(?:y|ies)|web ?apps?|mobile apps?|ios|android|runtime|tooling|technologies|tech)\b/i;

/** Words that say a language name is a spoken language ('fluent in', 'native', 'B2'), or a subject taught or studied. */
export const LANGUAGE_CONTEXT =
  /\b(?:languages?|fluent|fluency|native|bilingual|trilingual|multilingual|speaks?|spoken|speaking|written|oral|conversational|proficien\w*|mother tongue|intermediate|advanced|basic|beginner|elementary|working knowledge|limited|professional|[abc][12]|ielts|toefl|delf|dele|hsk|jlpt|teach\w*|tutor\w*|literature|grammar|esl|esol|tesol|tefl|celta|translat\w*|interpret\w*|major|minor|bachelor|b\.?a\.?|degree|department)\b/i;

export const CONTEXT_RULES: readonly ContextRule[] = [
  {
    skill: 'san',
    after: new RegExp(`^\\s*(?:${CITY_SAINTS})\\b`, 'i'),
    needs:
      /\b(?:storage|nas|fib(?:re|er) channel|iscsi|luns?|emc|netapp|raid|arrays?|vmware|backups?|brocade|hbas?|3par|disks?|zoning|vsan|hyper-?v|data ?cent(?:er|re)s?|esxi)\b/i,
    needsTechnology: true,
    label: 'storage or other technology words',
  },
  {
    skill: 'fluent-design-system',
    after: new RegExp(`^\\s*(?:in|at|with|and|speaker|communicator|writer|${LANGUAGE_NAMES})\\b`, 'i'),
    before: /\b(?:is|am|are|be|speak|speaks|fully|very)\s*$/i,
    needs: /\b(?:microsoft|fluent ui|ui|ux|fabric|windows|design systems?|react|figma|components?)\b/i,
    label: 'Microsoft or user-interface words',
  },
  // a degree's name ('Bachelor of Science', 'Political Science') is not the O*NET skill of using scientific methods
  {
    skill: 'science',
    neverIn: ['education'],
    before: /(?:\b(?:of|in)|[A-Za-z&]\.?)\s+$/i,
    after: /^\s*(?:degree|major|minor|department|teacher|fair|center|centre|museum|building|park)\b/i,
    label: 'a word of its own, not part of a degree or subject name',
  },
  {
    skill: 'epic',
    forms: ['epic'],
    redirect: {
      to: 'epic-systems',
      when: /\b(?:ehr|emr|chart\w*|document\w*|clinical|patients?|nurs\w*|hospitals?|hyperspace|mychart|epiccare|physicians?|medical|health\s?care|health)\b/i,
      label: 'clinical words: the Epic EHR',
    },
    needs: /\b(?:erosion|soil|crops?|watershed|agronom\w*)\b/i,
    label: 'soil-erosion words',
  },
  { skill: 'go', needsTechnology: true, label: 'software words or other technologies' },
  { skill: 'r', needsTechnology: true, label: 'software words or other technologies' },
  { skill: 'c', needsTechnology: true, label: 'software words or other technologies' },
  {
    skill: 'microsoft-excel',
    forms: ['excel'],
    after: /^\s+(?:at|as|under|in\s+(?:a|an|the|fast|high|dynamic|team|every|all|environments?|roles?))\b/i,
    label: 'the spreadsheet, not the verb',
  },
  {
    skill: 'microsoft-access',
    forms: ['access'],
    before:
      /\b(?:to|of|with|gain(?:ed)?|provid\w*|grant(?:ed)?|control|restricted|ha(?:ve|s|d)|full|remote|open|easy|public|card|data)\s*$/i,
    label: 'the database, not the word',
  },
  {
    skill: 'microsoft-word',
    forms: ['word'],
    after: /^\s+(?:of|for|count|choice)\b/i,
    label: 'the word processor, not the word',
  },
  {
    skill: 'chef',
    before:
      /\b(?:sous|executive|head|pastry|line|private|personal|corporate|master|de|junior|senior|lead|prep|banquet|chief|celebrity|station)\s*$/i,
    after: /^\s*(?:de|instructor|assistant|manager|tournant|at|in|for)\b/i,
    needsTechnology: true,
    label: 'configuration-management or other technology words',
  },
  { skill: 'puppet', needsTechnology: true, label: 'configuration-management or other technology words' },
  {
    skill: 'swift',
    before: /\btaylor\s*$/i,
    after: /^\s*(?:transportation|river|current|response|action)\b/i,
    needsTechnology: true,
    label: 'software words or other technologies',
  },
  { skill: 'rust', needsTechnology: true, label: 'software words or other technologies' },
  {
    skill: 'spring',
    after:
      /^\s*(?:semester|term|break|quarter|festival|fair|valley|hill|season|training|cleaning|concert|musical|show|recital|sports?|league|camp|session)\b/i,
    needsTechnology: true,
    label: 'software words or other technologies',
  },
  {
    skill: 'express',
    before: /\b(?:american|fedex|federal|ups|pony|orient)\s*$/i,
    after: /^\s*(?:scripts|employment|delivery|lane|mail|shipping|care|pros|oil|checkout|services?)\b/i,
    needsTechnology: true,
    label: 'software words or other technologies',
  },
  { skill: 'ruby', after: /^\s*tuesday\b/i, needsTechnology: true, label: 'software words or other technologies' },
  // 'TS' is also the Top Secret clearance ('TS/SCI'): TypeScript only beside JavaScript-world words
  {
    skill: 'typescript',
    forms: ['ts'],
    after: /^\s*(?:\/\s*SCI|clearance|secret|poly)\b/i,
    needs: /\b(?:javascript|js|node(?:\.js)?|react|angular|vue|svelte|deno|npm|front-?end|web)\b/i,
    label: 'JavaScript-world words, not a TS/SCI clearance',
  },
  {
    skill: 'java',
    forms: ['java'],
    before: /\b(?:cup of|coffee|barista|hot|iced)\s*$/i,
    after: /^\s*(?:coffee|house|island|sea|chips?|roast|bean|cafe|caf\u00e9)\b/i,
    label: 'the language, not coffee or the island',
  },
  {
    skill: 'shell',
    before: /\b(?:royal dutch|at|for|with)\s*$/i,
    after: /^\s*(?:oil|plc|gas|energy|station|company|chemicals?|global|canada|usa|uk|international)\b/i,
    needsTechnology: true,
    label: 'scripting or other technology words',
  },
  {
    skill: 'oracle',
    forms: ['oracle'],
    before: /\b(?:at|joined|by)\s*$/i,
    after: /^\s*(?:corporation|corp\b|inc\b|america|park|arena|health|cerner|netsuite\s+(?:inc|corp))/i,
    label: 'the database, not the company',
  },
  { skill: 'act', needs: /act!|\bcrm\b|contact management/i, label: "the CRM ('Act!')" },
  { skill: 'next', needsTechnology: true, label: 'software words or other technologies' },
  { skill: 'route', needsTechnology: true, label: 'software words or other technologies' },
  {
    skill: 'square',
    needs: /\b(?:pos|point of sale|payments?|registers?|checkout)\b/i,
    needsTechnology: true,
    label: 'point-of-sale words',
  },
  { skill: 'expo', needsTechnology: true, label: 'software words or other technologies' },
  { skill: 'aspire', needsTechnology: true, label: 'software words or other technologies' },
  { skill: 'molecule', needsTechnology: true, label: 'software words or other technologies' },
  { skill: 'amp', needsTechnology: true, label: 'software words or other technologies' },
  { skill: 'zeit', needsTechnology: true, label: 'software words or other technologies' },
  // the payroll company as a party ('send the funding files to ADP') is no software the candidate used
  {
    skill: 'adp',
    forms: ['adp'],
    before: /\b(?:to|from)\s*$/i,
    needs:
      /\b(?:payroll|pay ?runs?|workforce now|hris|hcm|human resources|timekeeping|time and attendance|time ?sheets?|kronos|paychex|paycom|ultipro|workday|gusto|quickbooks|bookkeep\w*|onboarding)\b|\bhr\b/i,
    label: 'payroll or HR words',
  },
  // a system someone worked on or a broadcast schedule is not writing code ('worked on the hotel computer
  // programming systems', 'programming schedule', 'programming director')
  {
    skill: 'programming',
    forms: ['programming', 'computer programming'],
    after:
      /^\s+(?:systems?|equipment|devices?|schedul\w*|director|department|lineups?|blocks?|content|guides?|grids?)\b/i,
    label: 'writing code, not a system or a schedule',
  },
  {
    skill: 'lean',
    forms: ['lean'],
    needs: /\b(?:theorem|prover|proofs?|mathlib)\b/i,
    label: 'theorem-prover words (Lean manufacturing is not this)',
  },
];

/**
 * Forms the vocabulary's sources give a skill that name something else ('influencing' is not Adobe
 * Persuasion, 'Yahoo' not the skill of search engines, 'CUDA' not computer vision): never matched.
 */
export const BLOCKED_FORMS: Readonly<Record<string, readonly string[]>> = {
  'adobe-persuasion': ['influencing', 'persuasion', 'persuading'],
  'computer-vision': ['cuda'],
  'service-oriented-modelling': ['saas', 'saas model', 'software as a service'],
  'search-engines': ['yahoo'],
  'google-scholar': ['scholar'],
  'google-workspace': ['workspace'],
  'google-calendar': ['calendar'],
  cryptocurrency: ['crypto'],
  plan: ['plan'],
  'to-do': ['to do', 'todo', 'task manager'],
};

/**
 * Phrases that disown what follows in the same clause: it was left, replaced or never used ('migrated
 * away from AngularJS', 'no experience with Java'). Leaving and replacing disown technologies only: a
 * career changer who 'moved from teaching to software' still taught.
 */
export const DISOWNING_PHRASES: ReadonlyArray<{ readonly pattern: RegExp; readonly technologyOnly: boolean }> = [
  {
    pattern:
      /\b(?:migrat(?:e|ed|es|ing|ion)|mov(?:e|ed|es|ing)|transition(?:ed|ing)?|port(?:ed|ing)|switch(?:ed|ing)?|convert(?:ed|ing)?|upgrad(?:e|ed|ing)|rewr(?:ote|itten|iting)|refactor(?:ed|ing)?|moderni[sz](?:e|ed|ing))\b[^.;!?]*?\bfrom\b/gi,
    technologyOnly: true,
  },
  { pattern: /\baway\s+from\b/gi, technologyOnly: true },
  {
    pattern:
      /\b(?:replac(?:e|ed|es|ing)|deprecat(?:e|ed|ing)|sunset(?:ted|ting)?|decommission(?:ed|ing)?|phas(?:ed|ing)\s+out)\b/gi,
    technologyOnly: true,
  },
  {
    pattern:
      /\b(?:no|little|limited|minimal)\s+(?:prior\s+|professional\s+|formal\s+|hands-on\s+)?(?:experience|knowledge|exposure|background)\s+(?:with|in|of|using)\b/gi,
    technologyOnly: false,
  },
  {
    pattern:
      /\b(?:without|lack(?:ing)?(?:\s+of)?|unfamiliar\s+with|not\s+(?:familiar|experienced)\s+with|never\s+(?:used|worked\s+with))\b/gi,
    technologyOnly: false,
  },
];

/** Words that end a disowning phrase's reach: 'replaced X with Y' credits Y. */
export const DISOWNING_TURN =
  /\b(?:to|into|onto|with|by|using|via|for|in\s+favou?r\s+of|towards?|then|while|and\s+(?:built|wrote|developed|implemented|created|designed|led|introduced|adopted))\b/i;
