import { ANALYSIS_TEXT_MIN, analysisTooShortMessages } from '@cp/contracts';
import type { Needs } from './module-screens.ts';

export type DocumentProblem = { text: string; missing: 'cv' | 'jd' | 'both' };

/**
 * The spec's text (docs/product/2-modules.md section 5) when a needed document is missing or too short; null when the
 * module can run.
 */
export function findDocumentProblem(needs: Needs, cvText: string, jdText: string): DocumentProblem | null {
  const cv = cvText.trim();
  const jd = jdText.trim();
  if (needs === 'cv') {
    if (!cv) return { text: 'Please upload your resume in Resume & Job to run this module.', missing: 'cv' };
    return cv.length < ANALYSIS_TEXT_MIN ? { text: analysisTooShortMessages.cv, missing: 'cv' } : null;
  }
  if (needs === 'jd') {
    if (!jd) return { text: 'Please provide a job posting in Resume & Job first.', missing: 'jd' };
    return jd.length < ANALYSIS_TEXT_MIN ? { text: analysisTooShortMessages.jdDecoder, missing: 'jd' } : null;
  }
  if (!cv || !jd)
    return {
      text: 'Please provide both Resume and Job Description in My Documents first.',
      missing: !cv && !jd ? 'both' : !cv ? 'cv' : 'jd',
    };
  if (cv.length < ANALYSIS_TEXT_MIN) return { text: analysisTooShortMessages.cv, missing: 'cv' };
  if (jd.length < ANALYSIS_TEXT_MIN) return { text: analysisTooShortMessages.jd, missing: 'jd' };
  return null;
}
