/** Function words: never evidence of anything. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a an the and or nor but of in on at to for from by with without within into onto over under about
  as is are was were be been being am do does did done have has had having will would shall should can
  could may might must this that these those it its it's their them they our we you your he she his her
  i me my mine who whom whose which what when where why how all any both each few more most other some
  such no not only own same so than too very just also etc e.g i.e via per across among including include
  includes included plus while during after before above below between up down out off again further then
  once here there if else whether either neither yet well able use using used one two three four five six
  seven eight nine ten first second third new based related relevant various multiple several other others`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words a requirement uses around its subject that say nothing about which skill it is
 * ('Strong knowledge of', 'Proficiency in', 'Excellent ... skills'). Dropped when a requirement
 * is reduced to its key terms.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  `ability abilities able skill skills skilled knowledge knowledgeable understanding understand experience
  experienced experiences proficiency proficient proficiently competency competencies competent capability
  capabilities capable familiarity familiar expertise expert exceptional excellent strong solid good great
  outstanding superior superb sound thorough deep demonstrated demonstrable proven effective efficient
  effectively efficiently working work works worked hands hands-on practical basic advanced substantial high
  highly keen ideal ideally must required requirement requirements require requires preferred preferably
  plus bonus desired desirable nice mastered mastery master level levels year years yrs minimum least
  prior previous previously candidate candidates applicant applicants successful including include etc
  related relevant similar equivalent field areas area strongly aptitude talent capacity manner
  utilize utilise utilizing apply applying showcase showcasing possess possessing possession show shows
  showing exhibit exhibited ensure ensures ensuring needed need needs essential critical key important
  familiarization qualified qualification qualifications competence competences adept well versed
  profound remarkable impeccable extensive comprehensive supreme exemplary industry background perform
  performing significant process processes platform platforms concept concepts acumen practitioner practitioners
  usage foundation foundations principle principles methodology methodologies method methods technique
  techniques framework frameworks solution solutions environment environments technologies various forms
  component components setting settings duty duties responsibility responsibilities domain areas adequate
  robust depth in-depth overall general specific particular particularly especially associated involving
  strategies practice practices standards handling utilization`
    .split(/\s+/)
    .filter(Boolean),
);
