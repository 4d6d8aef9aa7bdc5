/** Verbs a duty opens with in the imperative ('Design, build and maintain ...', 'Plan, scope and deliver ...'). */
const DUTY_VERB =
  '(?:design|build|develop|maintain|manage|lead|create|implement|deploy|monitor|triage|resolve|support|plan|scope|estimate|deliver|test|debug|write|review|analy[sz]e|coordinate|oversee|own|drive|operate|troubleshoot|install|configure|document|prepare|conduct|collaborate|partner|train|mentor|coach|evaluate|assess|identify|improve|optimi[sz]e|research|define|ensure|track|report|present|teach|run|administer|schedule|process|handle|perform|provide|establish|execute|architect|automate|integrate|migrate|refactor|ship|launch|grow|sell|negotiate|recruit|hire|supervise|inspect|repair|clean|serve|assist|organi[sz]e|prioriti[sz]e|communicate|respond|investigate|audit|reconcile|draft|edit|publish|measure|model|forecast|budget)';
/** Two or more verbs before their object, the first opening the line ('Design, build and maintain pipelines'). */
const VERB_RUN = new RegExp(
  `^(?:(?:you will|you'll|you)\\s+)?${DUTY_VERB}(?:\\s*,\\s*(?:and\\s+|or\\s+)?${DUTY_VERB})*(?:,?\\s+(?:and|or|&)\\s+|\\s*,\\s*)${DUTY_VERB}\\b`,
  'i',
);

/**
 * A duty told as one sentence ('Design, build and maintain data pipelines, dashboards and reports for the
 * finance, risk and operations teams'): its commas join verbs and objects, not the items of a requirement list.
 */
export const isDutySentence = (text: string): boolean => VERB_RUN.test(text.replace(/^[\s•*-]+/, ''));
