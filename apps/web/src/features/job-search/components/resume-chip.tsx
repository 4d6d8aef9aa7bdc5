import type { AgentProfile } from '@cp/contracts';
import { FileText, Loader2, Upload, X } from 'lucide-react';
import { useId, useRef } from 'react';
import type { ResumeForFit } from '../hooks/use-resume-for-fit.ts';
import { RESUME_PICKER_ACCEPT } from '../utils/resume-file.ts';

const chip = 'inline-flex min-h-8 items-center gap-2 rounded-full border px-3 text-sm';

/** 'Registered Nurse · 8 years · 12 skills': what the fit scores read from the resume. */
export function profileSummary(profile: AgentProfile): string {
  const years =
    profile.years >= 1 ? `${Math.round(profile.years)} ${Math.round(profile.years) === 1 ? 'year' : 'years'}` : null;
  const skills =
    profile.skills.length > 0 ? `${profile.skills.length} ${profile.skills.length === 1 ? 'skill' : 'skills'}` : null;
  return [profile.title, years, skills].filter(Boolean).join(' · ');
}

/**
 * docs/product/3-agent-tracker-assistant.md section 2: the resume chip's three states, 'Upload resume for fit scores',
 * 'Extracting profile...', and 'Using your resume for fit scores' with a remove button; after a remove, the
 * saved resume can be used again or another uploaded. PDF or DOCX only (the picker also lists .doc).
 */
export function ResumeChip({ resume }: { resume: ResumeForFit }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const picker = (
    <input
      ref={input}
      type="file"
      accept={RESUME_PICKER_ACCEPT}
      className="sr-only"
      tabIndex={-1}
      aria-hidden
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) resume.pick(file);
      }}
    />
  );
  if (resume.state === 'extracting') {
    return (
      <span role="status" className={`${chip} border-line bg-surface-sunken text-ink-muted`}>
        <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden /> Extracting profile...
      </span>
    );
  }
  if (resume.state === 'using') {
    const summary = resume.profile ? profileSummary(resume.profile) : '';
    return (
      <span className={`${chip} border-brand-200 bg-brand-50 text-brand-800`}>
        <FileText className="size-4 shrink-0" aria-hidden /> Using your resume for fit scores
        {summary ? <span className="hidden text-brand-700 sm:inline">({summary})</span> : null}
        <button
          type="button"
          onClick={resume.remove}
          aria-label="Remove my resume from the fit scores"
          className="-mr-1 grid size-6 place-items-center rounded-full hover:bg-brand-100"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {picker}
      <button
        type="button"
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
        className={`${chip} border-dashed border-line-strong text-ink-muted hover:bg-surface-sunken`}
      >
        <Upload className="size-4" aria-hidden /> Upload resume for fit scores
      </button>
      <span id={hintId} className="text-xs text-ink-subtle">
        PDF or DOCX{resume.state === 'removed' ? '; it replaces this workspace\u2019s resume' : ''}
      </span>
      {resume.state === 'removed' ? (
        <button
          type="button"
          onClick={resume.use}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Use my saved resume
        </button>
      ) : null}
    </span>
  );
}
