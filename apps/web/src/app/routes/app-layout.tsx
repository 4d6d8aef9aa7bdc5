// Placeholder: replaced by the feature work in progress.
export function AppLayoutRoute() {
  return <main className="p-8">AppLayoutRoute</main>;
}
