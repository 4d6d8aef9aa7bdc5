import { FileUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import type { DocumentProblem } from '../utils/missing-document.ts';

const missingLabel = {
  cv: 'your resume',
  jd: 'the job description',
  both: 'your resume and the job description',
} as const;

/**
 * A needed document is missing or too short: the spec's text, then the inline uploader the route
 * passes as children (docs/product/2-modules.md section 2), with My Documents as the other way.
 */
export function MissingDocumentPrompt({
  problem,
  documentsHref,
  children,
}: {
  problem: DocumentProblem;
  documentsHref: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-label="Missing document"
      className="space-y-4 rounded-[var(--radius-card)] border border-amber-200 bg-warning-soft p-4"
    >
      <div className="flex flex-wrap items-center gap-4">
        <FileUp className="size-5 shrink-0 text-warning" aria-hidden />
        <div role="alert" className="min-w-60 flex-1 text-sm text-amber-900">
          <p className="font-semibold">{problem.text}</p>
          <p>
            {children
              ? `Add ${missingLabel[problem.missing]} here, or in My Documents.`
              : `Add ${missingLabel[problem.missing]} in My Documents, then come back to run this step.`}
          </p>
        </div>
        <Link
          to={documentsHref}
          className={buttonVariants({ size: 'sm', variant: children ? 'secondary' : 'primary' })}
        >
          Go to My Documents
        </Link>
      </div>
      {children ? <div className="grid gap-4 xl:grid-cols-2 [&>*:only-child]:xl:col-span-2">{children}</div> : null}
    </section>
  );
}
