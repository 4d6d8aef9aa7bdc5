import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { SplashDurationContext } from '../../features/shell/hooks/use-splash.ts';
import { AppHomeRoute } from '../routes/app-home.tsx';
import { AppLayoutRoute } from '../routes/app-layout.tsx';
import { InvalidStepRoute } from '../routes/invalid-step.tsx';
import { SettingsRoute } from '../routes/settings.tsx';
import { TestCheckoutRoute } from '../routes/test-checkout.tsx';
import { TestPortalRoute } from '../routes/test-portal.tsx';
import { UpgradeRoute } from '../routes/upgrade.tsx';
import { InsertWorkspaceRoute, MissingWorkspaceIdRoute } from '../routes/missing-workspace.tsx';
import { WorkspaceDocumentsRoute } from '../routes/workspace-documents.tsx';
import { WorkspaceHomeRoute } from '../routes/workspace-home.tsx';
import { WorkspaceLayoutRoute } from '../routes/workspace-layout.tsx';
import { WorkspaceApplicationsRoute } from '../routes/workspace-applications.tsx';
import { WorkspaceInvalidStepRoute, WorkspaceModuleRoute } from '../routes/workspace-step.tsx';
import { WorkspaceAgentRoute } from '../routes/workspace-agent.tsx';

/** The /app part of router.tsx, loaded eagerly; the public pages are stand-ins showing their name. */
const testRoutes: RouteObject[] = [
  { path: '/', element: <p>Intro page</p> },
  { path: '/auth', element: <p>Auth page</p> },
  { path: '/pricing', element: <p>Pricing page</p> },
  { path: '/intro', element: <p>Intro page</p> },
  {
    path: '/app',
    Component: AppLayoutRoute,
    children: [
      { index: true, Component: AppHomeRoute },
      { path: 'homepage', Component: AppHomeRoute },
      { path: 'settings', Component: SettingsRoute },
      { path: 'upgrade', Component: UpgradeRoute },
      { path: 'test-checkout', Component: TestCheckoutRoute },
      { path: 'test-portal', Component: TestPortalRoute },
      { path: 'w', Component: MissingWorkspaceIdRoute },
      {
        path: 'w/:wid',
        Component: WorkspaceLayoutRoute,
        children: [
          { index: true, Component: WorkspaceHomeRoute },
          { path: 'home', Component: WorkspaceHomeRoute },
          { path: 'documents', Component: WorkspaceDocumentsRoute },
          { path: 'modules', Component: WorkspaceModuleRoute },
          { path: 'modules/:n', Component: WorkspaceModuleRoute },
          { path: 'agent', Component: WorkspaceAgentRoute },
          { path: 'applications', Component: WorkspaceApplicationsRoute },
          { path: '*', Component: WorkspaceInvalidStepRoute },
        ],
      },
      ...['home', 'documents', 'modules', 'modules/:n', 'agent', 'applications'].map((path) => ({ path, Component: InsertWorkspaceRoute })),
      { path: '*', Component: InvalidStepRoute },
    ],
  },
];

/** Renders the app at `path` with a fresh query cache; the splash minimum is 0 unless given. */
export function renderApp(path: string, { splashMs = 0 }: { splashMs?: number } = {}) {
  const router = createMemoryRouter(testRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <SplashDurationContext value={splashMs}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </SplashDurationContext>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { ...view, router, queryClient, user, location };
}
