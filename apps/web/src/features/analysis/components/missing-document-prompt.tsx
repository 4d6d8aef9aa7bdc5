import { FileUp } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import type { DocumentProblem } from '../utils/missing-document.ts';

const missingLabel = { cv: 'your resume', jd: 'the job description', both: 'your resume and the job description' } as const;

/** A needed document is missing or too short: the spec's text and the way to My Documents. */
export function MissingDocumentPrompt({ problem, documentsHref }: { problem: DocumentProblem; documentsHref: string }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] border border-amber-200 bg-warning-soft p-4">
      <FileUp className="size-5 shrink-0 text-warning" aria-hidden />
      <div className="min-w-60 flex-1 text-sm text-amber-900">
        <p className="font-semibold">{problem.text}</p>
        <p>Add {missingLabel[problem.missing]} in My Documents, then come back to run this step.</p>
      </div>
      <Link to={documentsHref} className={buttonVariants({ size: 'sm' })}>
        Go to My Documents
      </Link>
    </div>
  );
}
