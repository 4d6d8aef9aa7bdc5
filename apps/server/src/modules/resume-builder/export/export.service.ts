import {
  isWorkspaceIdSegment,
  renderResumeHtml,
  type BuilderExportBody,
  type BuilderExportResponse,
  type BuilderState,
} from '@cp/contracts';
import { AppError } from '../../../http/app-error.ts';
import type { Clock } from '../../auth/auth.service.ts';
import type { CreditsService } from '../../credits/credits.service.ts';
import type { DocumentExtractor } from '../../documents/extraction/extract-document.ts';
import type { EnginePool } from '../../../workers/engine-pool.ts';
import { workspaceNotFound } from '../../workspaces/workspaces.service.ts';
import { atsReadback } from './ats-readback.ts';
import { renderResumeDocx } from './docx-render.ts';
import { CHROMIUM_INSTALL_HINT, type PdfPrinter } from './pdf-printer.ts';

export type ExportServiceDeps = {
  printer: PdfPrinter | null;
  credits: Pick<CreditsService, 'withCredits' | 'recordUsage'>;
  extractor: Pick<DocumentExtractor, 'extract'>;
  engine: Pick<EnginePool, 'readResume'>;
  clock: Clock;
  workspaceExists: (userId: string, wid: string) => Promise<boolean>;
};

const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
const kindName = { pdf: 'PDF', docx: 'Word document' } as const;

export function exportFilename(state: BuilderState, format: 'pdf' | 'docx'): string {
  const name = state.doc.contact.name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .slice(0, 60);
  return `${name ? `${name}_` : ''}Resume.${format}`;
}

/**
 * Resume Builder export (docs/decisions/024): 1 credit per file through reserve/commit, the PDF printed
 * by Chromium from the preview's own HTML, the DOCX built with `docx`; then the file is read back with
 * the product's own extractor and parser ('What an ATS reads'). A failure releases the hold.
 */
export function createExportService(deps: ExportServiceDeps) {
  return {
    /** Whether PDF export can run here (the web app says so before anyone pays). */
    pdfAvailable: () => deps.printer !== null,

    async export(userId: string, wid: string, body: BuilderExportBody): Promise<BuilderExportResponse> {
      if (!isWorkspaceIdSegment(wid) || !(await deps.workspaceExists(userId, wid))) throw workspaceNotFound();
      const { format, state } = body;
      const printer = deps.printer;
      if (format === 'pdf' && !printer) {
        throw new AppError(
          'UNAVAILABLE',
          `Failed to generate PDF: this server has no Chromium to print with (${CHROMIUM_INSTALL_HINT}). Nothing was charged; the Word export works.`,
        );
      }
      return deps.credits
        .withCredits({ userId, moduleKey: 'Module 7', action: 'export', wid }, async (hold) => {
          let bytes: Uint8Array;
          try {
            bytes =
              format === 'pdf'
                ? await printer!.print(renderResumeHtml(state), {
                    title: state.doc.contact.name ? `${state.doc.contact.name} – Resume` : 'Resume',
                    author: state.doc.contact.name,
                  })
                : await renderResumeDocx(state);
          } catch {
            // The renderer's own message names paths and internals: the user gets the spec's wording instead.
            const reason = format === 'pdf' ? 'the PDF printer did not finish' : 'the Word writer did not finish';
            throw new AppError(
              'UNAVAILABLE',
              `Failed to generate ${kindName[format]}: ${reason}. Please try again. Nothing was charged.`,
            );
          }
          const filename = exportFilename(state, format);
          const read = await deps.extractor.extract({ filename, bytes: bytes.slice() }, userId);
          const now = deps.clock.now();
          const parsed = await deps.engine.readResume(
            read.text,
            { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
            userId,
          );
          return {
            filename,
            mime: MIME[format],
            data_base64: Buffer.from(bytes).toString('base64'),
            bytes: bytes.length,
            run_id: hold.runId,
            ats: atsReadback(state.doc, read.text, parsed.doc as BuilderState['doc']),
          };
        })
        .then(async (result) => {
          await deps.credits
            .recordUsage(userId, { module: 'Module 7', action: 'export', run_id: result.run_id })
            .catch(() => undefined);
          return result;
        });
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
