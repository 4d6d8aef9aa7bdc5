// Placeholder: replaced by the feature work in progress.
export function LandingRoute() {
  return <main className="p-8">LandingRoute</main>;
}
