import {
  BuilderExportResponseSchema,
  BuilderImportResponseSchema,
  BuilderStateResponseSchema,
  BuilderVersionsResponseSchema,
  type BuilderState,
  type ExportFormat,
} from '@cp/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const ws = (wid: string) => `/api/workspaces/${encodeURIComponent(wid)}/builder`;

export const getBuilderState = (wid: string, signal?: AbortSignal) =>
  apiRequest(ws(wid), { schema: BuilderStateResponseSchema, signal });
export const saveBuilderState = (wid: string, state: BuilderState) =>
  apiRequest(ws(wid), { method: 'PUT', body: state, schema: BuilderStateResponseSchema });
export const listBuilderVersions = (wid: string, signal?: AbortSignal) =>
  apiRequest(`${ws(wid)}/versions`, { schema: BuilderVersionsResponseSchema, signal });
export const saveBuilderVersion = (wid: string, name: string) =>
  apiRequest(`${ws(wid)}/versions`, { method: 'POST', body: { name }, schema: BuilderVersionsResponseSchema });
export const restoreBuilderVersion = (wid: string, vid: string) =>
  apiRequest(`${ws(wid)}/versions/${encodeURIComponent(vid)}/restore`, {
    method: 'POST',
    schema: BuilderStateResponseSchema,
  });

/** The workspace resume read into the document model (for review). */
export const importWorkspaceResume = (wid: string) =>
  apiRequest(`${ws(wid)}/import-workspace`, { method: 'POST', schema: BuilderImportResponseSchema });
/** A JSON Resume file's content read into the document model (for review). */
export const importJsonResume = (json: unknown) =>
  apiRequest('/api/builder/import-json-resume', { method: 'POST', body: json, schema: BuilderImportResponseSchema });
/** An uploaded resume (pdf, doc, docx, txt) read by the server's extractor and the engine (for review). */
export function parseResumeFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest('/api/parse-resume', { method: 'POST', form, schema: BuilderImportResponseSchema });
}

export const getBuilderCapabilities = (signal?: AbortSignal) =>
  apiRequest('/api/builder/capabilities', { schema: z.object({ pdf: z.boolean(), docx: z.boolean() }), signal });

/** 1 credit: the file and what an ATS reads in it. */
export const exportResume = (wid: string, format: ExportFormat, state: BuilderState) =>
  apiRequest(`${ws(wid)}/export`, { method: 'POST', body: { format, state }, schema: BuilderExportResponseSchema });
