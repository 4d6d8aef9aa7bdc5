import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../http/app-error.ts';
import { createExportService, type ExportServiceDeps } from './export.service.ts';
import { richResumeDocument } from './rich-fixture.ts';

const WID = 'ws_AAAAAAAAAAAAAAAA';
const state = () => ({
  doc: richResumeDocument(),
  template: 'ats-classic' as const,
  palette: 'ocean' as const,
  page_size: 'a4' as const,
});

/** A credits service that runs the operation as withCredits does and records what happened to the hold. */
function fakeCredits() {
  const log: string[] = [];
  const credits: ExportServiceDeps['credits'] = {
    withCredits: async (_input, operation) => {
      log.push('reserve');
      try {
        const result = await operation({ runId: 'cr_1', held: 1 });
        log.push('commit');
        return result;
      } catch (error) {
        log.push('release');
        throw error;
      }
    },
    recordUsage: vi.fn(async () => ({ message: 'Usage recorded.', recorded: 'run' as const, run_id: 'cr_1' })),
  };
  return { credits, log };
}

function deps(overrides: Partial<ExportServiceDeps> = {}): ExportServiceDeps {
  return {
    printer: { print: async () => new Uint8Array([37, 80, 68, 70]), close: async () => undefined },
    credits: fakeCredits().credits,
    extractor: { extract: async () => ({ text: 'Maria Chen', warnings: [] }) as never },
    engine: { readResume: async () => ({ doc: richResumeDocument(), confidence: {} as never }) },
    clock: { now: () => new Date('2026-11-24T08:00:00Z') },
    workspaceExists: async () => true,
    ...overrides,
  };
}

describe('export service', () => {
  it('releases the hold when the printer fails, and says so without the renderer internals', async () => {
    const { credits, log } = fakeCredits();
    const service = createExportService(
      deps({
        credits,
        printer: {
          print: async () => {
            throw new Error("browserType.launch: Executable doesn't exist at /opt/x");
          },
          close: async () => undefined,
        },
      }),
    );
    const error = await service.export('u1', WID, { format: 'pdf', state: state() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(
      'Failed to generate PDF: the PDF printer did not finish. Please try again. Nothing was charged.',
    );
    expect(log).toEqual(['reserve', 'release']);
    expect(credits.recordUsage).not.toHaveBeenCalled();
  });

  it('refuses a PDF before any hold when there is no Chromium, and still makes the Word file', async () => {
    const { credits, log } = fakeCredits();
    const service = createExportService(deps({ credits, printer: null }));
    expect(service.pdfAvailable()).toBe(false);
    await expect(service.export('u1', WID, { format: 'pdf', state: state() })).rejects.toThrow(/no Chromium/);
    expect(log).toEqual([]);
    const docx = await service.export('u1', WID, { format: 'docx', state: state() });
    expect(docx.filename).toBe('Maria_Chen_Resume.docx');
    expect(log).toEqual(['reserve', 'commit']);
    expect(credits.recordUsage).toHaveBeenCalledExactlyOnceWith('u1', {
      module: 'Module 7',
      action: 'export',
      run_id: 'cr_1',
    });
  });

  it('says what an ATS missed when the read-back lacks a role', async () => {
    const lessRoles = richResumeDocument();
    lessRoles.experience = lessRoles.experience.slice(0, 1);
    const service = createExportService(
      deps({ engine: { readResume: async () => ({ doc: lessRoles, confidence: {} as never }) } }),
    );
    const result = await service.export('u1', WID, { format: 'docx', state: state() });
    expect(result.ats.missing).toEqual([
      'role: Data Analyst, Northwind Traders',
      'role: Junior Analyst, Contoso Retail',
    ]);
  });
});
