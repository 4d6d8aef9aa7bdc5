// The JSON Resume sample laid out as plain text in the layouts resume tools and extractors produce,
// so the parser's field accuracy is measured on more than one shape of the same resume.
export interface JsonResume {
  basics: {
    name: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { city?: string; region?: string; countryCode?: string };
  };
  work?: Array<{
    name: string;
    position: string;
    location?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }>;
  volunteer?: Array<{
    organization: string;
    position: string;
    startDate?: string;
    endDate?: string;
    highlights?: string[];
  }>;
  education?: Array<{
    institution: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    score?: string;
    courses?: string[];
  }>;
  awards?: Array<{ title: string; date?: string; awarder?: string }>;
  skills?: Array<{ name: string; keywords?: string[] }>;
  languages?: Array<{ language: string; fluency?: string }>;
  projects?: Array<{ name: string; description?: string; highlights?: string[]; startDate?: string; endDate?: string }>;
}

export const RESUME_LAYOUTS = ['classic', 'markdown', 'columns', 'no-headings', 'compact'] as const;
type Layout = (typeof RESUME_LAYOUTS)[number];

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const fmtLong = (iso: string | undefined) =>
  iso ? `${LONG_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}` : 'Present';

function fmtDate(iso: string | undefined, style: 'short' | 'numeric' | 'iso'): string {
  if (!iso) return 'Present';
  const [y, m] = iso.split('-');
  if (style === 'numeric') return `${m}/${y}`;
  if (style === 'iso') return `${y}-${m}`;
  return `${MONTH_NAMES[Number(m) - 1]} ${y}`;
}

/** Lays a JSON Resume out as the plain text a PDF or DOCX extractor would give, in one of a few layouts. */
export function renderJsonResume(r: JsonResume, layout: Layout): string {
  const b = r.basics;
  const place = [b.location?.city, b.location?.region].filter(Boolean).join(', ');
  const out: string[] = [];
  const pad = (left: string, right: string, width = 96) =>
    left + ' '.repeat(Math.max(3, width - left.length - right.length)) + right;
  const heading = (h: string, alt: string) =>
    layout === 'markdown'
      ? `## ${alt}`
      : layout === 'columns'
        ? `        ${h.toUpperCase()}`
        : layout === 'classic'
          ? h.toUpperCase()
          : layout === 'compact'
            ? `${alt}:`
            : '';
  if (layout === 'markdown')
    out.push(`# ${b.name}`, `**${b.label ?? ''}** · ${b.email} · ${b.phone} · ${b.url} · ${place}`, '');
  else if (layout === 'columns')
    out.push(b.name, b.label ?? '', `   ${b.email}          ${b.phone}          ${place}          ${b.url}`, '');
  else
    out.push(
      b.name.toUpperCase() === b.name ? b.name : b.name,
      b.label ?? '',
      `${b.email} | ${b.phone} | ${b.url}`,
      place,
      '',
    );
  if (b.summary) out.push(heading('Summary', 'Profile'), b.summary, '');
  out.push(heading('Experience', layout === 'markdown' ? 'Work Experience' : 'Professional Experience'));
  for (const w of r.work ?? []) {
    const dates = `${fmtDate(w.startDate, layout === 'no-headings' ? 'numeric' : layout === 'markdown' ? 'iso' : 'short')} – ${fmtDate(w.endDate, layout === 'no-headings' ? 'numeric' : layout === 'markdown' ? 'iso' : 'short')}`;
    if (layout === 'classic') out.push(`${w.position}, ${w.name} — ${w.location ?? ''}`, dates);
    else if (layout === 'markdown') out.push(`### ${w.name} — ${w.position}`, `*${dates}* | ${w.location ?? ''}`);
    else if (layout === 'columns') out.push(pad(w.name, w.location ?? ''), pad(w.position, dates));
    else if (layout === 'compact')
      out.push(`${w.name} | ${w.position} | ${fmtLong(w.startDate)} to ${fmtLong(w.endDate)}`);
    else out.push(`${w.position} at ${w.name}, ${w.location ?? ''} (${dates})`);
    if (w.summary && layout !== 'columns') out.push(w.summary);
    for (const h of w.highlights ?? []) out.push(`${layout === 'markdown' ? '-' : '•'} ${h}`);
    out.push('');
  }
  if (layout !== 'no-headings') {
    out.push(heading('Volunteer', 'Volunteering'));
    for (const v of r.volunteer ?? [])
      out.push(
        `${v.position}, ${v.organization} (${fmtDate(v.startDate, 'short')} – ${fmtDate(v.endDate, 'short')})`,
        ...(v.highlights ?? []).map((h) => `• ${h}`),
      );
    out.push('');
  }
  out.push(heading('Education', layout === 'markdown' ? 'Education' : 'Academic Background'));
  for (const e of r.education ?? []) {
    const dates = `${fmtDate(e.startDate, 'short')} - ${fmtDate(e.endDate, 'short')}`;
    const degree = `${e.studyType} of ${e.area}`;
    if (layout === 'columns') out.push(e.institution, pad(`${degree} - ${e.score} GPA`, dates));
    else if (layout === 'markdown') out.push(`### ${e.institution}`, `${degree} | ${dates} | GPA: ${e.score}`);
    else out.push(`${degree}, ${e.institution}`, `${dates} · GPA: ${e.score}`);
    if (e.courses?.length) out.push(`• Coursework: ${e.courses.join(', ')}`);
    out.push('');
  }
  if (layout !== 'no-headings') {
    out.push(heading('Awards', 'Awards'));
    for (const a of r.awards ?? []) out.push(`${a.title}, ${a.awarder} (${fmtDate(a.date, 'short')})`);
    out.push('');
  }
  out.push(heading('Skills', layout === 'columns' ? 'Technical Skills' : 'Skills'));
  for (const s of r.skills ?? [])
    out.push(
      layout === 'no-headings'
        ? (s.keywords ?? []).join(', ')
        : `${layout === 'markdown' ? '- ' : ''}${s.name}: ${(s.keywords ?? []).join(', ')}`,
    );
  out.push('');
  if (layout !== 'no-headings') {
    out.push(heading('Projects', 'Projects'));
    for (const p of r.projects ?? []) {
      out.push(
        layout === 'columns'
          ? pad(p.name, fmtDate(p.startDate, 'short'))
          : `${p.name} (${fmtDate(p.startDate, 'short')})`,
      );
      if (p.description) out.push(p.description);
      for (const h of p.highlights ?? []) out.push(`• ${h}`);
    }
    out.push('', heading('Languages', 'Languages'), ...(r.languages ?? []).map((l) => `${l.language} (${l.fluency})`));
  }
  return out.filter((l, i, a) => !(l === '' && a[i - 1] === '')).join('\n');
}
