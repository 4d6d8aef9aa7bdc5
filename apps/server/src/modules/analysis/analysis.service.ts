import {
  ANALYSIS_TEXT_MIN,
  analysisDocumentNeeds,
  analysisModuleKeys,
  builtInLetterLanguages,
  letterLanguageUnavailableMessage,
  reusedRunMessage,
  ProcessModuleBodySchema,
  analysisResultsStoredAsText,
  analysisTooShortMessages,
  creditCosts,
  isWorkspaceIdSegment,
  type AnalysisModuleKey,
  type AnalysisResult,
  type AnalysisRunFlag,
  type ClaimFlag,
  type ModuleCapabilitiesResponse,
  type ProcessModuleBody,
  type ProcessModuleResponse,
} from '@cp/contracts';
import {
  ENGINE_VERSION,
  defaultEngine,
  findLetterLanguage,
  type Engine,
  type ModuleRunInput,
  type ParsedResume,
} from '@cp/engine';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { workspaceNotFound } from '../workspaces/workspaces.service.ts';
import type { AnalysisRepository, WorkspaceTexts } from './analysis.repository.ts';
import { newId } from '../../security/random.ts';
import { isLlmModule, type LlmModuleKey, type LlmProvider } from './llm-provider.ts';
import { adviceForResult } from './run-advice.ts';
import { compareResults } from './same-result.ts';

/** What the service uses of the engine (tests inject a failing one); `runModule` runs in the engine pool in app.ts. */
export type AnalysisEngine = Pick<Engine, 'parseResume' | 'findUnsupportedClaims'> & {
  runModule<K extends AnalysisModuleKey>(
    key: K,
    input: ModuleRunInput,
  ): ReturnType<Engine['runModule']> | Promise<ReturnType<Engine['runModule']>>;
};

export type AnalysisServiceDeps = {
  db: Database;
  repo: (q: Queryable) => AnalysisRepository;
  credits: Pick<CreditsService, 'withCredits'>;
  clock: Clock;
  /** Defaults to the embedded engine over the committed bundle (loaded on first use); `owner` is the user. */
  engine?: (owner: string) => AnalysisEngine;
  /** The optional LLM (LLM_BASE_URL); null runs the engine only. */
  llm?: LlmProvider | null;
};

export const documentsChangedMessage = 'Your documents changed while the analysis ran. Run it again.';

/** Which documents a module reads (contracts' table, shared with the web; the engine answers the exact text). */
function documentNeeds(key: AnalysisModuleKey): { cv: boolean; jd: boolean } {
  const needs = analysisDocumentNeeds[key];
  return { cv: needs !== 'jd', jd: needs !== 'cv' };
}

const isAnalysisModule = (key: string): key is AnalysisModuleKey =>
  (analysisModuleKeys as readonly string[]).includes(key);
const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim().length > 0;
const validation = (detail: string, path: string) =>
  new AppError('VALIDATION_ERROR', detail, { errors: [{ path, message: detail }] });

/** A module key the server does not serve ('Module 6' .. 'Module 8' have their own calls, or are not built yet). */
function unavailable(module: string) {
  const shown = module.length > 40 ? `${module.slice(0, 40)}…` : module;
  return validation(`${shown} is not available on this server.`, 'body.module');
}

/** The spec's result as the workspace stores and hydrates it: text (JSON) for 1, 2, 3, 9; the object for 4, 5. */
export function toStoredResult(key: AnalysisModuleKey, result: unknown): unknown {
  return analysisResultsStoredAsText.includes(key) ? JSON.stringify(result) : result;
}

type ClaimCheck = (text: string, field: string, options: { allowed?: string[]; checkSkills?: boolean }) => ClaimFlag[];

/** Flags every statement of fact in an LLM-written result that the resume (or the posting, where allowed) does not support. */
function flagClaims<K extends LlmModuleKey>(
  key: K,
  result: AnalysisResult<K>,
  check: ClaimCheck,
  posting: string | null,
): AnalysisResult<K> {
  const allowed = posting ? [posting] : [];
  const merge = (existing: readonly ClaimFlag[], added: ClaimFlag[]) => {
    const seen = new Set(existing.map((f) => `${f.kind}|${f.text}|${f.field}`));
    return [...existing, ...added.filter((f) => !seen.has(`${f.kind}|${f.text}|${f.field}`))];
  };
  if (key === 'Module 9') {
    const letter = result as AnalysisResult<'Module 9'>;
    return {
      ...letter,
      flags: merge(letter.flags, check(letter.letter, 'letter', { allowed, checkSkills: true })),
    } as AnalysisResult<K>;
  }
  if (key === 'Module 4') {
    const improvement = result as AnalysisResult<'Module 4'>;
    const added = improvement.changes.flatMap((change, i) =>
      check(change.new_phrase, `changes[${i}].new_phrase`, { allowed: [change.old_phrase], checkSkills: true }),
    );
    return { ...improvement, flags: merge(improvement.flags, added) } as AnalysisResult<K>;
  }
  const questions = result as AnalysisResult<'Module 5'>;
  return Object.fromEntries(
    Object.entries(questions).map(([category, list]) => [
      category,
      list.map((q, i) => ({
        ...q,
        flags: merge(q.flags, check(q.question, `${category}[${i}].question`, { allowed, checkSkills: false })),
      })),
    ]),
  ) as AnalysisResult<K>;
}

export function createAnalysisService(deps: AnalysisServiceDeps) {
  const { db, clock } = deps;
  const engineOf = deps.engine ?? defaultEngine;
  const llm = deps.llm ?? null;

  /** The LLM's version of a text module, claim-checked; the engine's result with a flag when the LLM failed twice. */
  async function viaLlm<K extends LlmModuleKey>(
    key: K,
    draft: AnalysisResult<K>,
    texts: { cv: string; jd: string | null; language: string | null },
    engine: AnalysisEngine,
    resume: () => ParsedResume,
  ) {
    if (!llm) return { result: draft, source: 'engine' as const, flags: [] };
    const generated = await llm.generate({
      key,
      resumeText: texts.cv,
      postingText: texts.jd,
      language: texts.language,
      draft,
    });
    if (!generated.ok)
      return {
        result: draft,
        source: 'engine' as const,
        flags: [generated.reason === 'invalid' ? 'llm_fallback' : 'llm_unavailable'] satisfies AnalysisRunFlag[],
      };
    const check: ClaimCheck = (text, field, options) =>
      engine.findUnsupportedClaims(text, resume(), options).map((claim) => ({
        kind: claim.kind,
        text: claim.text,
        field,
        message: `'${claim.text}' is not in your resume.`,
      }));
    return { result: flagClaims(key, generated.result, check, texts.jd), source: 'llm' as const, flags: [] };
  }

  /**
   * The engine is deterministic: when its result for these documents and options says what the newest
   * stored run says, that run is the answer and nothing is charged. A new echo of the request alone (a
   * Job Decoder location that changes no figure) is stored as a new run, also free.
   */
  async function reuseUnchanged(
    userId: string,
    wid: string,
    key: AnalysisModuleKey,
    input: Parameters<AnalysisEngine['runModule']>[1],
  ): Promise<ProcessModuleResponse | null> {
    const latest = await deps.repo(db).findLatestRun(userId, wid, key);
    // A run another engine version made is not reused: the stored result must trace to this engine.
    if (!latest || latest.source !== 'engine' || latest.flags.length > 0 || latest.engine_version !== ENGINE_VERSION)
      return null;
    const fresh = await engineOf(userId).runModule(key, input);
    if (!fresh.ok) return null;
    const result = toStoredResult(key, fresh.value);
    const same = compareResults(key, latest.result, result);
    if (same === 'different') return null;
    if (same === 'identical') {
      return {
        result: latest.result,
        message: reusedRunMessage,
        module: key,
        run_id: latest.id,
        timestamp: new Date(latest.created_at).toISOString(),
        source: 'engine',
        flags: [],
        reused: true,
        advice: adviceForResult(key, latest.result),
      };
    }
    const at = clock.now();
    const id = newId('run');
    await deps.repo(db).insertRun({ id, wid, userId, moduleKey: key, result, source: 'engine', flags: [], at });
    return {
      result,
      message: reusedRunMessage,
      module: key,
      run_id: id,
      timestamp: at.toISOString(),
      source: 'engine',
      flags: [],
      reused: true,
      advice: adviceForResult(key, result),
    };
  }

  return {
    /** What this server's writer can do (GET /api/modules/capabilities). */
    capabilities: (): ModuleCapabilitiesResponse => ({
      llm: llm !== null,
      letter_languages: llm ? null : [...builtInLetterLanguages],
      location_changes_salary: false,
    }),

    /** POST /api/modules/process for the analysis modules: validate, reserve 1 credit, run, store the run, commit. */
    async process(userId: string, body: ProcessModuleBody): Promise<ProcessModuleResponse> {
      const key = body.module.trim();
      if (!isAnalysisModule(key)) throw unavailable(key);
      if (!isWorkspaceIdSegment(body.wid)) throw workspaceNotFound();
      const stored = await deps.repo(db).findTexts(userId, body.wid);
      if (!stored) throw workspaceNotFound();

      // The body's texts (either name, docs/decisions/038 section 1) override the stored ones for this run only.
      const cvOverride = body.cv_text ?? body.cvText;
      const jdOverride = body.jd_text ?? body.jdText;
      const cv = present(cvOverride) ? cvOverride : stored.cv_text;
      const jd = present(jdOverride) ? jdOverride : stored.jd_text;
      const now = clock.now();
      const input = {
        resumeText: cv,
        postingText: jd,
        asOf: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 },
        language: body.language ?? null,
        location: body.location ?? null,
      };

      // Missing or too short documents answer 400 before anything is reserved: nothing is charged.
      const needs = documentNeeds(key);
      if ((needs.cv && !present(cv)) || (needs.jd && !present(jd))) {
        const answer = await engineOf(userId).runModule(key, input);
        throw validation(
          answer.ok ? 'Please provide both Resume and Job Description in My Documents first.' : answer.error.detail,
          needs.cv && !present(cv) ? 'body.cv_text' : 'body.jd_text',
        );
      }
      if (needs.cv && cv!.trim().length < ANALYSIS_TEXT_MIN)
        throw validation(analysisTooShortMessages.cv, 'body.cv_text');
      if (needs.jd && jd!.trim().length < ANALYSIS_TEXT_MIN)
        throw validation(
          key === 'Module 2' ? analysisTooShortMessages.jdDecoder : analysisTooShortMessages.jd,
          'body.jd_text',
        );

      if (!llm) {
        // A language the built-in writer cannot write is refused before anything is reserved.
        if (key === 'Module 9' && present(input.language) && !findLetterLanguage(input.language))
          throw validation(letterLanguageUnavailableMessage(input.language.trim()), 'body.language');
        const reused = await reuseUnchanged(userId, body.wid, key, input);
        if (reused) return reused;
      }

      return deps.credits.withCredits(
        { userId, moduleKey: key, cost: creditCosts[key], action: body.action ?? 'analyze', wid: body.wid },
        async (hold) => {
          const engine = engineOf(userId);
          const ran = await engine.runModule(key, input);
          if (!ran.ok) throw validation(ran.error.detail, 'body');
          let parsed: ParsedResume | null = null;
          const resume = () => (parsed ??= engine.parseResume(cv ?? '', { asOf: input.asOf }));
          const outcome = isLlmModule(key)
            ? await viaLlm(
                key,
                ran.value as unknown as AnalysisResult<typeof key>,
                { cv: cv ?? '', jd, language: input.language },
                engine,
                resume,
              )
            : { result: ran.value as unknown, source: 'engine' as const, flags: [] as AnalysisRunFlag[] };
          const result = toStoredResult(key, outcome.result);

          // Stored with the workspace row locked, only if its documents are still the ones analysed.
          const at = clock.now();
          await db.transaction(async (tx) => {
            const repo = deps.repo(tx);
            const current = await repo.lockTexts(userId, body.wid);
            if (!current) throw workspaceNotFound();
            if (!sameTexts(current, stored)) throw new AppError('CONFLICT', documentsChangedMessage);
            await repo.insertRun({
              id: hold.runId,
              wid: body.wid,
              userId,
              moduleKey: key,
              result,
              source: outcome.source,
              flags: outcome.flags,
              at,
            });
          });
          return {
            result,
            message: 'Analysis complete.',
            module: key,
            run_id: hold.runId,
            timestamp: at.toISOString(),
            source: outcome.source,
            flags: outcome.flags,
            advice: adviceForResult(key, result),
          };
        },
      );
    },
  };
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;

const sameTexts = (a: WorkspaceTexts, b: WorkspaceTexts) => a.cv_text === b.cv_text && a.jd_text === b.jd_text;

/** The body of the process call, from the multipart fields or the JSON object alike; a bad one is a 400. */
export function parseProcessBody(raw: unknown): ProcessModuleBody {
  if (typeof raw === 'string')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the fields as multipart/form-data or JSON.');
  const parsed = ProcessModuleBodySchema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_ERROR', errors[0]?.message ?? 'The request is not valid.', { errors });
}
