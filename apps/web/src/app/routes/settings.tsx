// Placeholder: replaced by the feature work in progress.
export function SettingsRoute() {
  return <main className="p-8">SettingsRoute</main>;
}
