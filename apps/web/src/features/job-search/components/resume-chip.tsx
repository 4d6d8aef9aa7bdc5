import { FileText, X } from 'lucide-react';
import { Link } from 'react-router';

/** Spec 3 section 2: the resume the fit scores use: the workspace's resume, removable; or a way to add one. */
export function ResumeChip({ hasResume, removed, documentsPath, onRemove, onUse }: { hasResume: boolean; removed: boolean; documentsPath: string; onRemove: () => void; onUse: () => void }) {
  const chip = 'inline-flex h-8 items-center gap-2 rounded-full border px-3 text-sm';
  if (!hasResume) {
    return (
      <Link to={documentsPath} className={`${chip} border-dashed border-line-strong text-ink-muted hover:bg-surface-sunken`}>
        <FileText className="size-4" aria-hidden /> Upload resume for fit scores
      </Link>
    );
  }
  if (removed) {
    return (
      <button type="button" onClick={onUse} className={`${chip} border-dashed border-line-strong text-ink-muted hover:bg-surface-sunken`}>
        <FileText className="size-4" aria-hidden /> Use my resume for fit scores
      </button>
    );
  }
  return (
    <span className={`${chip} border-brand-200 bg-brand-50 text-brand-800`}>
      <FileText className="size-4" aria-hidden /> Using your resume for fit scores
      <button type="button" onClick={onRemove} aria-label="Stop using my resume for fit scores" className="-mr-1 grid size-6 place-items-center rounded-full hover:bg-brand-100">
        <X className="size-3.5" aria-hidden />
      </button>
    </span>
  );
}
