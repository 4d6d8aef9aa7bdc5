import type { Kit, KitSentence } from '@cp/contracts';

/** Where applying sends this kit (the server decides the same way): the apply link, else the contact e-mail. */
export function applyTarget(job: Kit['job']): { method: 'link' | 'email'; destination: string } | null {
  if (job.is_demo) return null;
  if (job.apply_url && /^https?:\/\/\S+$/i.test(job.apply_url)) return { method: 'link', destination: job.apply_url };
  const email = job.contact_email?.trim();
  return email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? { method: 'email', destination: email } : null;
}

/** What a sentence rests on, in the job seeker's words. */
export function basisLabel(s: KitSentence): string {
  if (s.basis === 'resume') return 'From your resume';
  if (s.basis === 'posting') return "From the job's posting";
  if (s.basis === 'edited') return s.evidence.length > 0 ? 'Your wording; closest resume line' : 'Your wording';
  return 'Letter wording: claims nothing about you';
}

export const FILE_LABELS: Record<string, string> = {
  'resume.pdf': 'Resume (PDF)',
  'resume.docx': 'Resume (Word)',
  'cover-letter.pdf': 'Cover letter (PDF)',
  'cover-letter.docx': 'Cover letter (Word)',
};

export const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} kB`;

/** docs/product/3-agent-tracker-assistant.md section 9: the generation's rotating messages change every 2.4 s. */
export const KIT_MESSAGES = [
  'Reading the posting…',
  'Writing your letter from your resume…',
  'Tailoring your resume lines…',
  'Checking every claim against your resume…',
] as const;
