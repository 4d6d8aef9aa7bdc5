import type { DocumentKind } from '@cp/contracts';
import { Info } from 'lucide-react';
import { useApplyDocumentChange } from '../hooks/use-apply-document-change.ts';
import { DocumentPanel } from './document-panel.tsx';

export type DocumentsPageProps = {
  wid: string;
  cvText: string;
  jdText: string;
  completedModules: number;
  /** Where 'Analyze Resume' (step 1) and 'Analyze Job' (step 2) go. */
  analyzePaths: Record<DocumentKind, string>;
  /** Refreshes what depends on the documents of a workspace (its detail, stats and progress). */
  onDocumentChanged: (wid: string) => void | Promise<void>;
  createWorkspaceInstead?: () => Promise<string>;
  onSwitchWorkspace: (wid: string) => void;
};

/** My Documents (docs/product/1-platform.md section 2): the Resume panel and the Target Job panel of one workspace. */
export function DocumentsPage({
  wid,
  cvText,
  jdText,
  completedModules,
  analyzePaths,
  onDocumentChanged,
  createWorkspaceInstead,
  onSwitchWorkspace,
}: DocumentsPageProps) {
  const apply = useApplyDocumentChange({ onChanged: onDocumentChanged });

  const shared = { wid, completedModules, createWorkspaceInstead, onSwitchWorkspace };
  return (
    <div className="space-y-5">
      <p className="flex items-start gap-2 text-sm text-ink-muted">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <span>
          Every module works from these two texts. Changing either one clears this workspace&apos;s module results, so
          keep one workspace per target role.
        </span>
      </p>
      <div className="grid gap-5 xl:grid-cols-2">
        <DocumentPanel kind="cv" text={cvText} analyzePath={analyzePaths.cv} apply={apply.cv} {...shared} />
        <DocumentPanel kind="jd" text={jdText} analyzePath={analyzePaths.jd} apply={apply.jd} {...shared} />
      </div>
    </div>
  );
}
