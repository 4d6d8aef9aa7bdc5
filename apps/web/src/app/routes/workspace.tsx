// Placeholder: replaced by the feature work in progress.
export function WorkspaceRoute() {
  return <main className="p-8">WorkspaceRoute</main>;
}
