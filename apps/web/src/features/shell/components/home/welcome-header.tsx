/** The home page greeting. */
export function WelcomeHeader({ name }: { name: string }) {
  return (
    <div>
      <h2 className="text-2xl font-semibold tracking-tight text-ink">{name ? `Welcome, ${name}` : 'Welcome'}</h2>
      <p className="mt-1 text-ink-muted">
        Prepare for your next role: understand the job, sharpen your resume, practise the interview.
      </p>
    </div>
  );
}
