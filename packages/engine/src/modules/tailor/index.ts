// Resume Builder, Tailor (docs/decisions/030): proposals with evidence, and applying the accepted ones.
export {
  proposeTailoring,
  scoreBuilder,
  tailorParsedResume,
  MAX_TAILOR_CHANGES,
  type TailorInput,
  type TailorOptions,
} from './tailor-resume.ts';
export { applyTailoring, type TailorOutcome } from './apply-tailoring.ts';
export { documentToText } from './document-text.ts';
export {
  TAILOR_CHANGE_KINDS,
  type TailorChange,
  type TailorChangeKind,
  type TailorEvidence,
  type TailorResult,
} from './tailor-types.ts';
export { scoreBuilderDocument, type BuilderScore, type BuilderScores } from './builder-scores.ts';
export { type TailorRewording } from './model-rewordings.ts';
