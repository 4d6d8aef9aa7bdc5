// Placeholder: replaced by the feature work in progress.
export function AuthRoute() {
  return <main className="p-8">AuthRoute</main>;
}
