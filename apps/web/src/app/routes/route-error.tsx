import { useRouteError } from 'react-router';
import { supportEmail } from '../../lib/support-email.ts';

/** Last line of defence: a rendering failure shows the spec's text instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="grid min-h-screen place-items-center p-6">
      <div className="max-w-md text-center">
        <h1 className="text-xl font-semibold">Something went wrong</h1>
        <p className="mt-2 text-ink-muted">
          Failed to render content. Please try again or contact support at {supportEmail()}.
        </p>
        <a className="mt-4 inline-block font-medium text-brand-700 underline" href="/">
          Return to Home
        </a>
      </div>
    </main>
  );
}
