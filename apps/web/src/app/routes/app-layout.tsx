import type { MeResponse } from '@cp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LogIn } from 'lucide-react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState, ErrorState } from '../../components/ui/state-panel.tsx';
import { useMe } from '../../features/account/api/get-me.ts';
import { useUpdateProfile } from '../../features/account/api/update-profile.ts';
import { useOnboardingGate } from '../../features/onboarding/hooks/use-onboarding-gate.ts';
import { AppShell } from '../../features/shell/components/app-shell.tsx';
import { SplashScreen } from '../../features/shell/components/splash-screen.tsx';
import { useRememberSplashShown, useSplashMinimumPending } from '../../features/shell/hooks/use-splash.ts';
import { StepProgress } from '../../features/workspaces/components/step-progress.tsx';
import { WorkspacePicker } from '../../features/workspaces/components/workspace-picker.tsx';
import { useWorkspaces } from '../../features/workspaces/api/list-workspaces.ts';
import { useResolvedWorkspace } from '../../features/workspaces/hooks/use-resolved-workspace.ts';
import { parseWorkspacePath } from '../../features/workspaces/utils/workspace-path.ts';
import { ApiError, setSessionLostHandler } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session-store.ts';
import { sessionKeys } from '../../lib/storage-keys.ts';
import { signOut } from '../../lib/sign-out.ts';
import { AskUcHint } from '../../features/assistant/components/ask-uc-hint.tsx';
import { ShellAssistant } from './app-assistant.tsx';
import { preloadShellBilling, ShellNotices, ShellOverlays, ShellTopBarEnd } from './app-billing.tsx';
import { useCredits } from '../../features/credits/api/get-credits.ts';
import type { AppOutletContext } from './app-outlet-context.ts';

// Loaded when it opens: most visits never show it, and its form code would slow every first page.
const OnboardingModal = lazy(() =>
  import('../../features/onboarding/components/onboarding-modal.tsx').then((m) => ({ default: m.OnboardingModal })),
);
import { useDocumentsSync } from '../../features/workspaces/hooks/use-documents-sync.ts';

const LOGIN_PATH = '/auth?tab=login';

function rememberIntendedPath(path: string) {
  try {
    sessionStorage.setItem(sessionKeys.intendedPath, path);
  } catch {
    // Storage unavailable: after login the user lands on the app home instead.
  }
}

/** /app and everything under it: signed-in only, splash while the account loads, then the shell. */
export function AppLayoutRoute() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  // read by the session-lost handler, which outlives renders: a request that fails while signing out is no lost session
  const signingOutRef = useRef(false);
  useDocumentsSync();
  const here = location.pathname + location.search + location.hash;
  const hereRef = useRef(here);

  useEffect(() => {
    hereRef.current = here;
  }, [here]);

  // A refresh that fails mid-session (api-client) sends the user to log in, then back here.
  useEffect(() => {
    setSessionLostHandler(() => {
      if (signingOutRef.current) return;
      rememberIntendedPath(hereRef.current);
      queryClient.clear();
      void navigate(LOGIN_PATH, { replace: true });
    });
    return () => setSessionLostHandler(() => undefined);
  }, [navigate, queryClient]);

  const logOut = async () => {
    signingOutRef.current = true;
    setSigningOut(true);
    await signOut();
    queryClient.clear();
    void navigate('/', { replace: true });
  };

  if (!session) {
    if (signingOut) return null;
    // These pages signed out are a prompt, not a silent redirect (docs/product/1-platform.md sections 2 and 8).
    const prompt = signedOutPrompts.find(([prefix]) => location.pathname.startsWith(prefix));
    if (prompt) return <SignedOutPrompt text={prompt[1]} path={here} />;
    return <RedirectToLogin path={here} />;
  }
  return <SignedIn onLogOut={() => void logOut()} />;
}

function RedirectToLogin({ path }: { path: string }) {
  useEffect(() => rememberIntendedPath(path), [path]);
  return <Navigate to={LOGIN_PATH} replace />;
}

/** Pages that, signed out, say why they cannot be shown (the spec's texts) instead of redirecting. */
export const signedOutPrompts: ReadonlyArray<readonly [string, string]> = [
  ['/app/settings', 'Please log in to view your settings.'],
  ['/app/upgrade', 'You must be logged in to view upgrade options.'],
  ['/app/test-portal', 'Please log in to manage your subscription.'],
];

function SignedOutPrompt({ text, path }: { text: string; path: string }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-surface-muted">
      <EmptyState
        icon={LogIn}
        title={text}
        headingLevel={2}
        action={
          <>
            <Button asChild>
              <Link to={LOGIN_PATH} onClick={() => rememberIntendedPath(path)}>
                Log In
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/">Return to Home</Link>
            </Button>
          </>
        }
      />
    </main>
  );
}

function SignedIn({ onLogOut }: { onLogOut: () => void }) {
  const me = useMe();
  // Asked for with the account, while the splash shows: the shell and the home need them next.
  useWorkspaces();
  useCredits();
  const splashPending = useSplashMinimumPending();
  const ready = me.isSuccess && !splashPending;
  useRememberSplashShown(ready);
  const subscription = me.data?.subscription;
  useEffect(() => {
    if (subscription) preloadShellBilling({ plan: subscription.package, trialUsed: subscription.trial_used });
  }, [subscription]);

  if (me.isError && !(me.error instanceof ApiError && me.error.status === 401)) {
    return (
      <main className="grid min-h-dvh place-items-center bg-surface-muted">
        <ErrorState
          message="Failed to load user data. Please try again."
          detail={me.error.message}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
        >
          <Button variant="secondary" onClick={onLogOut}>
            Log Out
          </Button>
        </ErrorState>
      </main>
    );
  }
  if (!ready) return <SplashScreen />;
  return <Shell me={me.data} onLogOut={onLogOut} />;
}

function Shell({ me, onLogOut }: { me: MeResponse; onLogOut: () => void }) {
  const gate = useOnboardingGate(me.profile.onboarding_completed);
  const updateProfile = useUpdateProfile();
  const { pathname } = useLocation();
  // Everything workspace-related is derived from the URL, so back and forward re-apply it.
  const here = parseWorkspacePath(pathname);
  const resolved = useResolvedWorkspace();
  const credits = useCredits();
  const workspaceId = here.wid ?? resolved.wid;
  const outlet: AppOutletContext = { openProfileEditor: gate.openEditor, workspaceId };
  const user = { email: me.user.email, plan: me.subscription.package, trialUsed: me.subscription.trial_used };
  const isOutOfCredits = credits.data?.available === 0;

  const saveProfile = async (body: Parameters<typeof updateProfile.mutateAsync>[0]) => {
    await updateProfile.mutateAsync(body);
    toast.success('Profile saved successfully.');
    gate.close();
  };

  return (
    <>
      <AppShell
        user={user}
        workspaceId={workspaceId}
        onLogOut={onLogOut}
        isOutOfCredits={isOutOfCredits}
        workspacePicker={({ rail }) => <WorkspacePicker currentWid={workspaceId} rail={rail} />}
        progress={here.wid && here.step !== null ? <StepProgress wid={here.wid} step={here.step} /> : null}
        topBarEnd={<ShellTopBarEnd plan={user.plan} />}
        notices={
          <>
            {/* With the bubble (ShellAssistant), which shows once a workspace is known. */}
            {workspaceId ? <AskUcHint /> : null}
            <ShellNotices plan={user.plan} trialUsed={user.trialUsed} />
          </>
        }
      >
        <Outlet context={outlet} />
      </AppShell>
      <ShellOverlays plan={user.plan} trialUsed={user.trialUsed} />
      <ShellAssistant wid={workspaceId} plan={user.plan} trialUsed={user.trialUsed} />
      {gate.open ? (
        <Suspense fallback={null}>
          <OnboardingModal
            open={gate.open}
            mode={gate.mode}
            profile={me.profile}
            onSave={saveProfile}
            onSkipForNow={gate.skipForNow}
            onDontAskAgain={gate.dontAskAgain}
            onClose={gate.close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
