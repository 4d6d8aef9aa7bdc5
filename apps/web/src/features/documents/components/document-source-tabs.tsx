import type { DocumentKind } from '@cp/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { documentCopy } from '../utils/document-kinds.ts';
import type { UploadRules } from '../utils/file-check.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { PasteForm } from './paste-form.tsx';
import { UrlForm } from './url-form.tsx';

type DocumentSourceTabsProps = {
  kind: DocumentKind;
  disabled: boolean;
  onFile: (file: File) => void;
  paste: { value: string; onChange: (value: string) => void; onSave: () => void; error?: string | null };
  /** The job's link (shown for the job description only). */
  link: { value: string; onChange: (value: string) => void; onFetch: () => void };
  uploadRules?: UploadRules;
  isCompact?: boolean;
};

/** The ways to add a document, as tabs: upload a file, paste the text, or (for the job) fetch it from its link. */
export function DocumentSourceTabs({
  kind,
  disabled,
  onFile,
  paste,
  link,
  uploadRules,
  isCompact = false,
}: DocumentSourceTabsProps) {
  const copy = documentCopy[kind];
  const contentClass = isCompact ? 'mt-2' : 'mt-3';
  return (
    <Tabs defaultValue="file">
      <TabsList aria-label={`How to add the ${copy.noun}`}>
        <TabsTrigger value="file">Upload file</TabsTrigger>
        <TabsTrigger value="text">Paste text</TabsTrigger>
        {kind === 'jd' ? <TabsTrigger value="url">From a link</TabsTrigger> : null}
      </TabsList>
      <TabsContent value="file" className={contentClass}>
        <FileDropZone
          label={`Upload ${copy.noun} file`}
          disabled={disabled}
          onFile={onFile}
          rules={uploadRules}
          isCompact={isCompact}
        />
      </TabsContent>
      <TabsContent value="text" className={contentClass}>
        <PasteForm
          label={copy.pasteLabel}
          placeholder={copy.pastePlaceholder}
          rows={isCompact ? 4 : 8}
          disabled={disabled}
          {...paste}
        />
      </TabsContent>
      {kind === 'jd' ? (
        <TabsContent value="url" className={contentClass}>
          <UrlForm value={link.value} onChange={link.onChange} onFetch={link.onFetch} disabled={disabled} />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
