// Placeholder: replaced by the feature work in progress.
export function AuthVerifyRoute() {
  return <main className="p-8">AuthVerifyRoute</main>;
}
