import { NotFoundPage } from '../../features/landing/components/not-found-page.tsx';

/** Any unknown path outside /app. */
export function NotFoundRoute() {
  return <NotFoundPage />;
}
