import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './routes/route-error.tsx';
import { RouteLoading } from './routes/route-loading.tsx';

/** Route-level code splitting: the landing and auth pages never load the app's modules. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first lazy route chunk loads: a calm blank page, never a flash of content.
    HydrateFallback: RouteLoading,
    children: [
      { path: '/', lazy: () => import('./routes/landing.tsx').then((m) => ({ Component: m.LandingRoute })) },
      { path: '/intro', lazy: () => import('./routes/landing.tsx').then((m) => ({ Component: m.LandingRoute })) },
      { path: '/pricing', lazy: () => import('./routes/landing.tsx').then((m) => ({ Component: m.LandingRoute })) },
      { path: '/auth', lazy: () => import('./routes/auth.tsx').then((m) => ({ Component: m.AuthRoute })) },
      { path: '/auth/verify', lazy: () => import('./routes/auth-verify.tsx').then((m) => ({ Component: m.AuthVerifyRoute })) },
      { path: '/auth/reset', lazy: () => import('./routes/auth-reset.tsx').then((m) => ({ Component: m.AuthResetRoute })) },
      { path: '/auth/callback', lazy: () => import('./routes/auth-callback.tsx').then((m) => ({ Component: m.AuthCallbackRoute })) },
      {
        path: '/app',
        lazy: () => import('./routes/app-layout.tsx').then((m) => ({ Component: m.AppLayoutRoute })),
        children: [
          { index: true, lazy: () => import('./routes/app-home.tsx').then((m) => ({ Component: m.AppHomeRoute })) },
          { path: 'homepage', lazy: () => import('./routes/app-home.tsx').then((m) => ({ Component: m.AppHomeRoute })) },
          { path: 'settings', lazy: () => import('./routes/settings.tsx').then((m) => ({ Component: m.SettingsRoute })) },
          { path: 'w/:wid/*', lazy: () => import('./routes/workspace.tsx').then((m) => ({ Component: m.WorkspaceRoute })) },
          { path: '*', lazy: () => import('./routes/invalid-step.tsx').then((m) => ({ Component: m.InvalidStepRoute })) },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
