import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { AuthCallbackRoute } from '../app/routes/auth-callback.tsx';
import { AuthResetRoute } from '../app/routes/auth-reset.tsx';
import { AuthVerifyRoute } from '../app/routes/auth-verify.tsx';
import { AuthRoute } from '../app/routes/auth.tsx';
import { LandingRoute } from '../app/routes/landing.tsx';
import { NotFoundRoute } from '../app/routes/not-found.tsx';

// jsdom lacks these browser APIs; Radix measures with ResizeObserver and the landing page scrolls.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = vi.fn();

/** Stands in for the signed-in app area, which is not under test here. */
function AppAreaStub() {
  const location = useLocation();
  return <p>App area at {location.pathname + location.search}</p>;
}

const publicRoutes: RouteObject[] = [
  { path: '/', Component: LandingRoute },
  { path: '/intro', Component: LandingRoute },
  { path: '/pricing', Component: LandingRoute },
  { path: '/auth', Component: AuthRoute },
  { path: '/auth/verify', Component: AuthVerifyRoute },
  { path: '/auth/reset', Component: AuthResetRoute },
  { path: '/auth/callback', Component: AuthCallbackRoute },
  { path: '/app/*', Component: AppAreaStub },
  { path: '*', Component: NotFoundRoute },
];

/** Renders the public routes in a memory router at `path`, with a fresh query client and the toaster. */
export function renderRoute(path: string, options: { strict?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(publicRoutes, { initialEntries: [path] });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
  const user = userEvent.setup();
  const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, router, user };
}

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's error body (DECISIONS.md 3). */
export function errorResponse(status: number, code: string, detail: string) {
  return jsonResponse(status, { detail, code, request_id: 'req_test' });
}

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Replaces global fetch with a table of 'METHOD /path' handlers (the query string is ignored).
 * Unknown calls answer 404 like the server. Returns the mock and the JSON bodies each route received.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const received: Record<string, unknown[]> = {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    (received[key] ??= []).push(body);
    const handler = handlers[key];
    return handler ? handler(body) : errorResponse(404, 'NOT_FOUND', 'Not found.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, received };
}

export const testSession = { user_id: 'usr_123', email: 'ada@example.com', id_token: 'id.token', refresh_token: 'refresh-token', expires_in: 3600 };
