// Placeholder: replaced by the feature work in progress.
export function InvalidStepRoute() {
  return <main className="p-8">InvalidStepRoute</main>;
}
