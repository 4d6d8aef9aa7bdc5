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
      {
        path: '/affiliates',
        lazy: () => import('./routes/affiliates.tsx').then((m) => ({ Component: m.AffiliatesRoute })),
      },
      { path: '/about', lazy: () => import('./routes/about.tsx').then((m) => ({ Component: m.AboutRoute })) },
      {
        path: '/jobs/status',
        lazy: () => import('./routes/jobs-status.tsx').then((m) => ({ Component: m.JobsStatusRoute })),
      },
      { path: '/auth', lazy: () => import('./routes/auth.tsx').then((m) => ({ Component: m.AuthRoute })) },
      {
        path: '/auth/verify',
        lazy: () => import('./routes/auth-verify.tsx').then((m) => ({ Component: m.AuthVerifyRoute })),
      },
      {
        path: '/auth/reset',
        lazy: () => import('./routes/auth-reset.tsx').then((m) => ({ Component: m.AuthResetRoute })),
      },
      {
        path: '/auth/callback',
        lazy: () => import('./routes/auth-callback.tsx').then((m) => ({ Component: m.AuthCallbackRoute })),
      },
      {
        path: '/app',
        lazy: () => import('./routes/app-layout.tsx').then((m) => ({ Component: m.AppLayoutRoute })),
        children: [
          { index: true, lazy: () => import('./routes/app-home.tsx').then((m) => ({ Component: m.AppHomeRoute })) },
          {
            path: 'homepage',
            lazy: () => import('./routes/app-home.tsx').then((m) => ({ Component: m.AppHomeRoute })),
          },
          {
            path: 'settings',
            lazy: () => import('./routes/settings.tsx').then((m) => ({ Component: m.SettingsRoute })),
          },
          { path: 'upgrade', lazy: () => import('./routes/upgrade.tsx').then((m) => ({ Component: m.UpgradeRoute })) },
          {
            path: 'test-checkout',
            lazy: () => import('./routes/test-checkout.tsx').then((m) => ({ Component: m.TestCheckoutRoute })),
          },
          {
            path: 'test-portal',
            lazy: () => import('./routes/test-portal.tsx').then((m) => ({ Component: m.TestPortalRoute })),
          },
          {
            path: 'w',
            lazy: () =>
              import('./routes/missing-workspace.tsx').then((m) => ({ Component: m.MissingWorkspaceIdRoute })),
          },
          {
            path: 'w/:wid',
            lazy: () => import('./routes/workspace-layout.tsx').then((m) => ({ Component: m.WorkspaceLayoutRoute })),
            children: [
              {
                index: true,
                lazy: () => import('./routes/workspace-home.tsx').then((m) => ({ Component: m.WorkspaceHomeRoute })),
              },
              {
                path: 'home',
                lazy: () => import('./routes/workspace-home.tsx').then((m) => ({ Component: m.WorkspaceHomeRoute })),
              },
              {
                path: 'documents',
                lazy: () =>
                  import('./routes/workspace-documents.tsx').then((m) => ({ Component: m.WorkspaceDocumentsRoute })),
              },
              {
                path: 'modules',
                lazy: () => import('./routes/workspace-step.tsx').then((m) => ({ Component: m.WorkspaceModuleRoute })),
              },
              {
                path: 'modules/:n',
                lazy: () => import('./routes/workspace-step.tsx').then((m) => ({ Component: m.WorkspaceModuleRoute })),
              },
              {
                path: 'agent',
                lazy: () => import('./routes/workspace-agent.tsx').then((m) => ({ Component: m.WorkspaceAgentRoute })),
              },
              {
                path: 'applications',
                lazy: () =>
                  import('./routes/workspace-applications.tsx').then((m) => ({
                    Component: m.WorkspaceApplicationsRoute,
                  })),
              },
              {
                path: '*',
                lazy: () =>
                  import('./routes/workspace-step.tsx').then((m) => ({ Component: m.WorkspaceInvalidStepRoute })),
              },
            ],
          },
          // A path that lacks the workspace id gets it inserted (docs/product/1-platform.md section 2).
          ...['home', 'documents', 'modules', 'modules/:n', 'agent', 'applications'].map((path) => ({
            path,
            lazy: () => import('./routes/missing-workspace.tsx').then((m) => ({ Component: m.InsertWorkspaceRoute })),
          })),
          {
            path: '*',
            lazy: () => import('./routes/invalid-step.tsx').then((m) => ({ Component: m.InvalidStepRoute })),
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
