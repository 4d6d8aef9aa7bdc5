import { InvalidStep } from '../../features/shell/components/invalid-step.tsx';

/** Any /app path that is not a step (spec 1 section 1). */
export function InvalidStepRoute() {
  return <InvalidStep />;
}
