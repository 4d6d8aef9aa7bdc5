import type { Env } from '../../../config/env.ts';
import type { Database } from '../../../db/database.ts';
import type { App } from '../../../http/types.ts';
import { createResumeBuilderRepository } from '../resume-builder.repository.ts';
import { createExportService, type ExportServiceDeps } from './export.service.ts';
import { CHROMIUM_INSTALL_HINT, createPdfPrinter, locateChromium } from './pdf-printer.ts';

/**
 * The export service with its Chromium printer, located once at boot. Without Chromium the server still
 * starts and says what is missing; the PDF export then answers 503 before any credit is held.
 */
export function createResumeBuilderExport(
  app: App,
  deps: Omit<ExportServiceDeps, 'printer' | 'workspaceExists'> & { env: Pick<Env, 'CHROMIUM_PATH'>; db: Database },
) {
  const executablePath = locateChromium(deps.env.CHROMIUM_PATH);
  const printer = executablePath ? createPdfPrinter({ executablePath }) : null;
  if (printer) app.addHook('onClose', () => printer.close());
  else
    app.log.warn(
      `Resume Builder PDF export is off: no Chromium at ${deps.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}. Install it: ${CHROMIUM_INSTALL_HINT}`,
    );
  const repo = createResumeBuilderRepository(deps.db);
  // The same printer prints the application kits' files (modules/kits).
  return {
    exporter: createExportService({
      ...deps,
      printer,
      workspaceExists: (userId, wid) => repo.workspaceExists(userId, wid),
    }),
    printer,
  };
}
