import { parentPort } from 'node:worker_threads';
import {
  agentProfile,
  createTitleMatcher,
  defaultEngine,
  enrichBoardJob,
  jobSeekerProfile,
  normalizeJobQuery,
  scoreJobFit,
  tailorParsedResume,
  toResumeDocument,
  type JobSeekerProfile,
} from '@cp/engine';
import { measureWav } from '../modules/interview/measure-wav.ts';
import type { EngineJob, EngineOutcome } from './engine-job.ts';

// The engine's bundle is loaded once, when the worker starts (about a second), not per job.
const engine = defaultEngine();
const matchTitle = createTitleMatcher(engine.data);
// The job search scores page after page against the same resume: its profile is read once.
const profiles = new Map<string, JobSeekerProfile>();

function profileOf(text: string, asOf: { year: number; month: number }): JobSeekerProfile {
  const key = `${asOf.year}-${asOf.month}:${text}`;
  let profile = profiles.get(key);
  if (!profile) {
    profile = jobSeekerProfile(engine.parseResume(text, { asOf }));
    if (profiles.size >= 32) profiles.delete(profiles.keys().next().value!);
    profiles.set(key, profile);
  }
  return profile;
}

function runJob(job: EngineJob): unknown {
  if (job.kind === 'resume') return toResumeDocument(engine.parseResume(job.text, { asOf: job.asOf }));
  if (job.kind === 'answer') return engine.gradeAnswer(job.input);
  if (job.kind === 'tailor') return engine.tailorResume(job.input);
  if (job.kind === 'builder-scores')
    return engine.scoreBuilder({ document: job.document, postingText: job.postingText });
  if (job.kind === 'wav') return measureWav(job.bytes);
  if (job.kind === 'live-plan') return engine.planLiveInterview(job.input);
  if (job.kind === 'live-turn') return engine.liveFollowUp(job.input);
  if (job.kind === 'live-grade') return engine.gradeLiveSession(job.input);
  if (job.kind === 'agent-profile') return agentProfile(engine.parseResume(job.text, { asOf: job.asOf }), engine.data);
  if (job.kind === 'job-query') return normalizeJobQuery(job.text, engine.data);
  if (job.kind === 'job-enrich')
    return job.jobs.map((j) => enrichBoardJob(j.title, j.description, engine.data, matchTitle));
  if (job.kind === 'job-fit') {
    const profile = profileOf(job.resumeText, job.asOf);
    return { profile, fits: job.jobs.map((j) => scoreJobFit(profile, j, engine.data, matchTitle)) };
  }
  if (job.kind === 'kit') {
    const input = { resumeText: job.resumeText, postingText: job.postingText, asOf: job.asOf };
    const resume = engine.parseResume(job.resumeText, { asOf: job.asOf });
    const posting = engine.parsePosting(job.postingText);
    // the resume's changes are the builder's tailoring proposals (docs/decisions/030, 033)
    return {
      letter: engine.writeCoverLetter(input),
      tailoring: tailorParsedResume(resume, posting, engine.data),
      fitScore: Math.round(engine.scoreFit(resume, posting).score),
    };
  }
  if (job.kind === 'claims') {
    const resume = engine.parseResume(job.resumeText, { asOf: job.asOf });
    return job.texts.flatMap((t) =>
      engine
        .findUnsupportedClaims(t.text, resume, { allowed: job.allowed, checkSkills: true })
        .map((c) => ({ field: t.field, kind: c.kind, text: c.text })),
    );
  }
  return engine.runModule(job.key, job.input);
}

parentPort?.on('message', (message: { id: number; job: EngineJob }) => {
  let outcome: EngineOutcome;
  try {
    outcome = { ok: true, value: runJob(message.job) };
  } catch {
    outcome = { ok: false, failure: 'engine_error' };
  }
  // A job is one synchronous step: what it held is reported once, after it (the pool recycles a big worker).
  const usage = process.memoryUsage();
  parentPort?.postMessage({ memory: usage.heapUsed + usage.external });
  parentPort?.postMessage({ id: message.id, outcome });
});

parentPort?.postMessage({ ready: true });
