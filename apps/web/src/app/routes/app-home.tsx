// Placeholder: replaced by the feature work in progress.
export function AppHomeRoute() {
  return <main className="p-8">AppHomeRoute</main>;
}
