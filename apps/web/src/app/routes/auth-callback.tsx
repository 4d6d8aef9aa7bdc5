// Placeholder: replaced by the feature work in progress.
export function AuthCallbackRoute() {
  return <main className="p-8">AuthCallbackRoute</main>;
}
