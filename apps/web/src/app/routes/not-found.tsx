// Placeholder: replaced by the feature work in progress.
export function NotFoundRoute() {
  return <main className="p-8">NotFoundRoute</main>;
}
