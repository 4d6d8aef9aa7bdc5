// Placeholder: replaced by the feature work in progress.
export function AuthResetRoute() {
  return <main className="p-8">AuthResetRoute</main>;
}
