import { InvalidStep } from '../../features/shell/components/invalid-step.tsx';

/** Any /app path that is not a step (docs/product/1-platform.md section 1). */
export function InvalidStepRoute() {
  return <InvalidStep />;
}
