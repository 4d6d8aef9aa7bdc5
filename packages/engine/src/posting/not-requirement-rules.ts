/**
 * What a posting says that is not a requirement, as rules: each kind with the wordings that give it away.
 * An item that matches one is set apart before requirements are built, whatever section it sits in.
 */
export const NOT_REQUIREMENT_KINDS = [
  'eeo',
  'eligibility',
  'application',
  'pay',
  'benefits',
  'logistics',
  'about',
  'trait',
] as const;
export type NotRequirementKind = (typeof NOT_REQUIREMENT_KINDS)[number];

const PROTECTED =
  'race|religion|colou?r|national origin|sexual orientation|gender identity|veteran status|marital status|disability|genetic information|ancestry|creed';

/** Checked in this order; the first kind that matches wins. */
export const NOT_REQUIREMENT_RULES: ReadonlyArray<readonly [NotRequirementKind, readonly RegExp[]]> = [
  [
    'eeo',
    [
      /\bequal (?:employment )?opportunit/i,
      /\b(?:EEO|EEOC|M\/F\/D\/V|affirmative action|E-?Verify)\b/i,
      /\bwithout regard to\b|\b(?:does|do|will) not discriminate\b|\bnon-?discriminat|\bprohibit discrimination\b/i,
      new RegExp(`\\b(?:${PROTECTED})\\b.{1,80}\\b(?:${PROTECTED}|age|sex|gender)\\b`, 'i'),
      /\breasonable accommodations?\b|\bqualifying disabilities\b/i,
      /\b(?:drug|alcohol|smoke)[- ]free (?:workplace|environment|campus)\b/i,
      /\bfair chance\b|\barrest (?:and|or) conviction|\bconviction records?\b/i,
      /\bbackground (?:checks?|investigations?|screening)\b|\bcriminal (?:history|background|records?)\b|\bprotective services\b|\b(?:tuberculosis|TB|drug) (?:screening|test)|\butdrag ur brottsregistret\b|\bF\u00fchrungszeugnis\b/i,
      /\bprivacy (?:notice|policy|statement)\b|\bpersonal data\b|\bdata protection\b|\bdata controller\b|\blegitimate interests?\b/i,
      /\b(?:this|the) (?:job|position) description\b|\bnot (?:intended|meant) to be\b|\ball-inclusive\b|\bconstrued as\b|\breserves? the right\b|\b(?:other )?duties as (?:assigned|needed|required|directed)\b/i,
      /\bvisa sponsorship\b|\bsponsor(?:ship)? (?:of )?(?:an )?(?:employment )?visa|\bwork authori[sz]ation requirements\b/i,
      /\bdiversity\b.{0,60}\b(?:inclusion|inclusive|equity|belonging)\b|\binclusive (?:workplace|environment|team|culture|educational environment)\b|\bwelcomes? (?:applicants|everyone|candidates)\b|\bunderrepresented\b|\bdiversity (?:strengthens|is essential)\b/i,
      /\bimmuni[sz]ations?\b|\bvaccin(?:e|ation) mandate\b|\bemployment physical\b/i,
      /\bnot every candidate will meet\b|\bno one candidate will\b|\bif you do not (?:fully )?meet\b|\bdon'?t meet every\b|\beven if your (?:background|experience)\b/i,
    ],
  ],
  [
    // an age is who may be hired, not what they must be able to do ('Minimum of 18 years of age', 'must be 21 or older')
    'eligibility',
    [
      /\b(?:1[6-9]|2[01]|sixteen|seventeen|eighteen|nineteen|twenty-one)\+?\s*(?:years?\s*)?(?:of age|years? old|or older|and older|and over|or over)\b/i,
      /\b(?:minimum|legal|required)\s+age\b|\bage (?:of )?(?:1[6-9]|2[01])\b|\baged? (?:1[6-9]|2[01])\s*(?:\+|or (?:older|over))/i,
    ],
  ],
  [
    'application',
    [
      // a job board's buttons and links pasted with the posting
      /^(?:apply on company (?:site|website)|easy apply|show (?:more|less)|see (?:more|less)|save(?: job)?|message|report (?:this )?job|be an early applicant|promoted|actively recruiting)\.?$/i,
      /\b(?:to apply|how to apply|apply (?:now|today|online|here|by|via|through|anyway)|please apply|apply for (?:this|our)|applications? (?:due|closes?|closing|deadline|process|package|materials|form)|application (?:details|questions)|closing date|deadline for applications|the deadline\b|posting (?:end )?date|date posted|shortlisted|hiring process|interview (?:dates?|process)|requisition|(?:job|reference|req) (?:id|ref|code|number|#)(?![a-z])|quoting reference|click (?:here|apply|the link)|powered by|find jobs\b)/i,
      /\b(?:submit|send|forward|upload|email|e-mail)\b.{0,40}\b(?:resume|r\u00e9sum\u00e9|cv|application|cover(?:ing)? letter|portfolio|transcripts?|references|attachments?|video)\b/i,
      /\bcover(?:ing)? letter\b|\btranscripts? (?:must|are|is|should)\b|\bunofficial transcripts\b|\breferences (?:from|must|should)\b/i,
      // an address starts where its run of name characters starts (not retried from each letter of a word)
      /(?<![\w.+-])[\w.+-]+@[\w-]+\.[a-z]{2,}|https?:\/\/|\bwww\.|#URL_|#PHONE_/i,
      /\?\s*\)?\s*$/,
      /^(?:yes|no|n\/?a|required question|questions?)\.?$/i,
      /\bif you answered\b|\bif not applicable\b|\bplease (?:note|explain|provide|include|contact|reach out|visit|see|view|follow|tell)\b|\bwe (?:promptly )?review (?:all )?applications\b|\bcandidates will be contacted\b|\b(?:would|'d) love to hear from you\b|\bdon'?t hesitate\b|\bencourage you to apply\b|\bwe encourage (?:you|applications)\b|\blearn more\b|\bfor more information\b|\bvisit (?:our|us|the)\b|\bcontact (?:us|me|our)\b/i,
      /\b(?:max\.?|maximum) \d+ words\b|\btell us (?:why|about)\b|\bwhy you (?:want|would)\b/i,
      /^#\w+(?:-\w+)*$|^(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]{8,}$/,
      /\b(?:ans\u00f6k(?:an)?|bewerbung|bewirb dich|postulez|candidature)\b/i,
      /^(?:posted|link|reposted)\b/i,
    ],
  ],
  [
    'pay',
    [
      /\b(?:salary|salaries|remuneration|pay (?:range|rate|scale|band|grade|type)|hourly (?:rate|wage|pay)|teaching rates?|base pay|wages?|commensurate|on-target earnings|gehalt|festgehalt|l\u00f6n|salaire|verg\u00fctung)\b/i,
      /\b(?:competitive|our|total|market rate) compensation\b|\bcompensation (?:package|philosophy|range|offers?|structure)\b|\bpaid at least\b/i,
      /(?:[$\u20ac\u00a3\u20b9]|\b(?:USD|EUR|GBP|CAD|AUD|NZD|INR|PLN|SEK|CHF)\b)\s?\d[\d,.]*\s?[kK]?\b.{0,30}\b(?:per|an?|hourly|annually|yearly|hour|year|annum|week|month)\b|\b\d[\d,.]*\s?[kK]?\s?(?:[$\u20ac\u00a3]|USD|EUR|GBP)?\s?(?:\/|per )\s?(?:hr|hour|year|yr|annum|week|month)\b/i,
    ],
  ],
  [
    'benefits',
    [
      /\b(?:401\s?\(?k\)?|403\s?\(?b\)?|paid time off|PTO|paid (?:holidays?|vacation|leave|parental leave|family leave|sick|training|study leave)|parental leave|sick leave|vision (?:insurance|benefits|coverage|plans?)|(?:health|medical|life|disability|pet) (?:insurance|coverage|benefits|plans?)|(?:medical|health),? dental|dental,? (?:and )?vision|tuition (?:reimbursement|assistance)|(?:employee|consumer|staff) discounts?|discounted|stock (?:options?|purchase)|employee assistance|wellness programs?|retirement (?:plans?|savings|readiness)|pension|holiday entitlement|days?(?: of)? holiday|annual leave|vacation|relocation (?:assistance|package)|commuter|free (?:lunch|snacks|drinks|meals|parking|coffee|counseling)|lunch catering|stipends?|flexible spending|total rewards|perks?|employer contribution|equity stake|bonus (?:plans?|payments?|schemes?|zahlungen)|benefits? (?:package|include|offerings?|meet|offered|may vary|for this position)|comprehensive benefits|offers a (?:wide )?variety of benefits)\b/i,
      /^we offer\b|\bwe offer (?:a|an|competitive|great|excellent)\b|\boffers the following benefits\b/i,
      /\b(?:pay|salary|wage|merit|annual) (?:increases?|raises?|rises?|reviews?)\b|\b(?:costs?|expenses?)\b[^.]{0,50}\b(?:are|is|will be) (?:paid|covered|reimbursed)\b/i,
      /\b(?:altersvorsorge|jobrad|job-rad|zuschuss|krankenzusatzversicherung|mitarbeiterpreise|fitness-studio|friskv\u00e5rd|f\u00f6rm\u00e5ner|tickets restaurant|mutuelle)\b/i,
    ],
  ],
  [
    'logistics',
    [
      /^(?:full[- ]time|part[- ]time|contract|temporary|permanent|freelance|internship|seasonal|per diem|prn|remote|hybrid|on-?site|in[- ]person|days?|nights?|evenings?|weekends?|schedule|shifts?|school|to be (?:discussed|determined|confirmed)|\d+\s*[-\u2013]\s*(?:day|evening|night)s?)\b[^.]{0,40}$/i,
      /\b(?:monday|mon)\s*(?:-|\u2013|to|through|thru)\s*(?:friday|fri|saturday|sat|sunday)\b/i,
      /\b(?:day|night|evening|morning|afternoon|rotating|weekend|split|overnight)\s+shifts?\b|\bshifts?\b.{0,40}\b(?:morning|afternoon|evening|night)\b/i,
      /\b(?:this is an?|it is an?) (?:full|part)[- ]time\b|\bnon-exempt\b|\bexempt (?:role|position)\b|\bsalaried, exempt\b/i,
      /^(?:location|job location|work location|department|reports? to|start date|duration|terms|contract|job type|employment type|work setting|hours|supervisor|notice period|joining|openings|vacancies|no\.? of positions)\b/i,
      /\btravel (?:may|will|is expected)\b|\bmay (?:also )?(?:be required to )?travel\b|\btravel (?:may )?(?:be )?up to \d+%|\bout-of-area travel may\b/i,
      /^(?:located|based|home-based) (?:in|with)\b|\bmust reside in\b(?!.*\btravel\b)/i,
      /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+\w+\s+\d{1,2},?\s+\d{4}$/i,
    ],
  ],
  [
    'about',
    [
      /^(?:founded|established|headquartered|since \d{4}|with (?:over|more than) [\d,]+|today,|together,|as we (?:expand|grow))\b/i,
      /^(?:join us|join our|come (?:join|build|work)|grow your career|unlock the possibilities|discover where)\b/i,
      /\b(?:company rating|headquarters|revenue|competitors|ownership|industry|sector)\s*:/i,
      // a quotation ('"The great companies will always ...') is the company's voice, not a requirement
      /^["\u201c\u201e\u00ab](?:\S+\s+){5,}/,
      // a sentence about a programme the employer runs ('This selective program focuses on ...'); the company itself is told by 'our' / 'we' and its name
      /^(?:this|the|our|these)\s+(?:[\w-]+\s+){0,2}(?:program(?:me)?s?|initiatives?|fellowships?|scheme)\s+(?:focuses|offers|provides|aims|helps|includes|combines|brings|is designed|was designed|gives|prepares|grooms|develops)\b/i,
      // not a duty told in the imperative, whose 'our' is the employer's sites or clients ('Lead recruitment of new families in our centres')
      /^(?!(?:lead|manage|oversee|supervise|coordinate|develop|maintain|ensure|partner|build|drive|plan|conduct|deliver|monitor|own|implement|assist|train|recruit|prepare|review)[\s,])(?!.*\b(?:you|your|you'll|you're|yourself|candidates?|applicants?|the ideal|someone|individual|looking for|seeking|search(?:ing)? for|requires?d?|requirements?|need|must|should|expect|prefer|qualifications?)\b).*\b(?:our|we|we're|we've|we'll)\b/i,
    ],
  ],
  [
    'trait',
    [
      /^(?!.*\b(?:skills?|experience|knowledge|proficien\w*|degree|licen[cs]e|certif\w*|years?|training|teaching)\b).*\b(?:personality|mindset|attitude|self-starter|self starter|team player|passionate|passion for|love (?:for|of)|enthusias\w+|energetic|high-energy|motivated|curious|optimistic|sense of humou?r|go-getter|can-do|hard[- ]working|charismatic|upbeat|self-driven|highly driven|mission-driven|thrives? (?:in|on|under|when)|think on (?:your|their|his|her) feet|wear (?:many|multiple|different) hats|roll up (?:your|their) sleeves|comfortable (?:in|with) (?:an? )?(?:dynamic|fast[- ]paced|start-?up|changing|ambiguous|evolving|ambiguity|change)|remain (?:calm|poised|composed)|accept(?:ing)? responsibility|diligent|(?:degree|level) of professionalism|with grace|meet or exceed|adapt (?:\w+ )?to change|(?:think and )?work (?:\w+ )?independently|commitment to)\b/i,
      // the same personal qualities in German and Swedish profiles ('Zuverlässigkeit, Flexibilität und Einsatzbereitschaft', 'Stor vilja att ta ansvar'); physical and manual abilities, languages and knowledge stay requirements
      /^(?!.*(?<!\p{L})(?:kenntniss\p{L}*|erfahrung\p{L}*|ausbildung|studium|abschluss|führerschein|zertifi\p{L}*|jahre?n?|körperlich\p{L}*|handwerklich\p{L}*|deutsch\p{L}*|englisch\p{L}*|erfarenhet\p{L}*|kunskap\p{L}*|utbildning\p{L}*|examen|körkort|år|svenska|engelska|kommunikativ\p{L}*|fysisk\p{L}*)(?!\p{L})).*(?<!\p{L})(?:zuverlässig\p{L}*|verbindlich\p{L}*|belastbar\p{L}*|teamfähig\p{L}*|teamgeist|teamplayer|flexibilität|einsatzbereit\p{L}*|engagiert\p{L}*|motiviert\p{L}*|eigeninitiative|selbstst?ändig\p{L}*|offen für|verantwortung\p{L}*|kundenorientier\p{L}*|authentisch\p{L}*|stressresisten\p{L}*|stresstålig|zielorientiert\p{L}*|lernbereit\p{L}*|aufgeschlossen\p{L}*|freundlich\p{L}*|ansvar\p{L}*|samarbet\p{L}*|noggrann\p{L}*|självständig\p{L}*|engagerad|lyhörd|prestigelös)(?!\p{L})/iu,
    ],
  ],
];

/** The part a heading puts an item in, when the part itself says the item is no requirement. */
export const PART_KINDS: Readonly<Partial<Record<string, NotRequirementKind>>> = {
  company: 'about',
  benefits: 'benefits',
  eeo: 'eeo',
  application: 'application',
  salary: 'pay',
  location: 'logistics',
  logistics: 'logistics',
};
