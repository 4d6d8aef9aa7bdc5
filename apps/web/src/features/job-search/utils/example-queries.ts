/**
 * Example queries the home page's agent box types as its placeholder (docs/product/3-agent-tracker-assistant.md
 * sections 2 and 9).
 */
export const exampleQueries: readonly string[] = [
  'registered nurse in Dallas, TX, full-time',
  'remote software developer posted this week',
  'entry-level accountant in Chicago',
  'part-time pharmacy technician near Phoenix',
  'data analyst, 3 years of experience, remote',
  'marketing manager in New York paying at least $90k',
];

/** docs/product/3-agent-tracker-assistant.md section 9: 25 ms per character, 4 s between phrases. */
export const TYPE_MS = 25;
export const PHRASE_PAUSE_MS = 4000;
