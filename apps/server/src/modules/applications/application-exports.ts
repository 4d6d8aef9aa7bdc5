import { applicationStatusLabels, closeReasonLabels, type Application } from '@cp/contracts';
import { stringify } from 'csv-stringify/sync';

const CSV_HEADER = [
  'Job title',
  'Company',
  'Location',
  'Status',
  'Close reason',
  'Applied',
  'Added',
  'Next step',
  'Next step date',
  'Job link',
  'Fit score',
  'Notes',
];

/**
 * The applications as CSV (RFC 4180, csv-stringify): one row each, dates as ISO 8601, a BOM so that
 * spreadsheet programs read UTF-8, and cells that start like a formula ('=', '+', '-', '@') escaped so a
 * spreadsheet never runs them.
 */
export function applicationsCsv(apps: readonly Application[]): string {
  const rows = apps.map((a) => [
    a.jobTitle,
    a.company,
    a.location,
    applicationStatusLabels[a.status],
    a.closeReason ? closeReasonLabels[a.closeReason] : '',
    a.appliedAt ?? '',
    a.createdAt,
    a.nextStep,
    a.nextStepAt ?? '',
    a.jobUrl ?? '',
    a.fitScore === null ? '' : String(a.fitScore),
    a.notes,
  ]);
  return stringify([CSV_HEADER, ...rows], { bom: true, escape_formulas: true, record_delimiter: 'windows' });
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space, and a
 * UTF-8 character is never split across lines.
 */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // a continuation line's leading space counts
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** 20261124T093000Z */
const icsDate = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * The next steps with a date as an iCalendar file (RFC 5545): one 30-minute event each, stable UIDs
 * (re-importing updates rather than duplicates), a reminder at the time, CRLF line endings.
 */
export function nextStepsIcs(apps: readonly Application[], options: { now: Date; host: string }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Career Prep//Application Dashboard//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Application next steps',
  ];
  for (const a of apps) {
    if (!a.nextStepAt) continue;
    const what = a.nextStep || 'Follow up';
    const description = [
      `Status: ${applicationStatusLabels[a.status]}`,
      a.jobUrl ? `Posting: ${a.jobUrl}` : '',
      a.notes ? `Notes: ${a.notes}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${a.id}@${options.host}`,
      `DTSTAMP:${icsDate(options.now.toISOString())}`,
      `DTSTART:${icsDate(a.nextStepAt)}`,
      'DURATION:PT30M',
      `SUMMARY:${escapeIcsText(`${what}: ${a.jobTitle} at ${a.company}`)}`,
      `DESCRIPTION:${escapeIcsText(description)}`,
      ...(a.jobUrl ? [`URL:${a.jobUrl}`] : []),
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeIcsText(what)}`,
      'TRIGGER:PT0M',
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
