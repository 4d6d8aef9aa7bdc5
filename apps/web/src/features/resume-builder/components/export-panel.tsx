import type { BuilderExportResponse, BuilderState, ExportFormat } from '@cp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { exportResume, getBuilderCapabilities } from '../api/builder-api.ts';
import { downloadBase64 } from '../utils/download.ts';
import { AtsReadbackView } from './ats-readback.tsx';

const failure = {
  pdf: 'Failed to generate PDF: the server did not answer. Please try again.',
  docx: 'Failed to generate Word document: the server did not answer. Please try again.',
} as const;

/** Step 4, Export: PDF and DOCX at 1 credit each, then what an ATS reads in the file. */
export function ExportPanel({
  wid,
  state,
  cost,
  onPaidError,
  onExported,
}: {
  wid: string;
  state: BuilderState;
  cost: number;
  onPaidError: (error: unknown) => boolean;
  onExported: () => void;
}) {
  const capabilities = useQuery({
    queryKey: ['builder-capabilities'],
    queryFn: ({ signal }) => getBuilderCapabilities(signal),
    staleTime: 60_000,
  });
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [last, setLast] = useState<BuilderExportResponse | null>(null);
  const pdfOff = capabilities.data?.pdf === false;

  async function run(format: ExportFormat) {
    setBusy(format);
    try {
      const result = await exportResume(wid, format, state);
      downloadBase64(result.data_base64, result.filename, result.mime);
      setLast(result);
      onExported();
      toast.success(`${result.filename} downloaded (${cost} credit).`);
    } catch (error) {
      if (!onPaidError(error)) toast.error(serverDetail(error, failure[format]));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="export-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="export-heading" className="text-lg font-semibold text-ink">
          Export
        </h2>
        <p className="text-sm text-ink-muted">
          Each file costs {cost} credit. The PDF holds real text in reading order; the Word file has real headings and
          lists you can edit.
        </p>
      </div>
      {pdfOff ? (
        <Alert tone="error">
          PDF export is off on this server: it needs Chromium (apt-get install chromium). The Word export works.
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void run('pdf')} disabled={busy !== null || pdfOff}>
          {busy === 'pdf' ? <Spinner label="Generating PDF" /> : <Download />} Download PDF
        </Button>
        <Button variant="secondary" onClick={() => void run('docx')} disabled={busy !== null}>
          {busy === 'docx' ? <Spinner label="Generating Word document" /> : <Download />} Download DOCX
        </Button>
      </div>
      {busy ? (
        <p role="status" className="text-sm text-ink-muted">
          Generating your {busy === 'pdf' ? 'PDF' : 'Word document'} and reading it back…
        </p>
      ) : null}
      {last ? <AtsReadbackView ats={last.ats} filename={last.filename} /> : null}
    </section>
  );
}
