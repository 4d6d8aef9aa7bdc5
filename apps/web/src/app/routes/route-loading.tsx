/** Placeholder while a route's code loads (usually a few milliseconds on the same origin). */
export function RouteLoading() {
  return (
    <div role="status" aria-label="Loading" className="grid min-h-screen place-items-center">
      <span className="size-6 animate-spin rounded-full border-2 border-line-strong border-t-brand-700" />
    </div>
  );
}
