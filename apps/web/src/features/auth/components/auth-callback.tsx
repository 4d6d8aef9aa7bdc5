import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { oauthClientState } from '../utils/client-nonce.ts';
import { consumeIntendedPath, isAppPath } from '../utils/intended-path.ts';
import { parseOAuthFragment } from '../utils/oauth-fragment.ts';
import { AuthCard, AuthLayout } from './auth-layout.tsx';
import { StatusPanel } from './status-panel.tsx';

export const oauthFailedMessage = 'OAuth login failed';
export const oauthNotStartedHereMessage = 'This sign-in was not started in this browser tab. Please try again.';
export const alreadySignedInMessage =
  'You are already signed in with another account. Log out first to switch accounts.';

/**
 * /auth/callback#id_token=..: where the server's OpenID Connect callback lands. Accepts the tokens
 * only when the fragment echoes the nonce of a sign-in this tab started (docs/decisions/016), and
 * never switches a signed-in browser to another account. Wipes the tokens from the address bar and
 * history, stores the session and continues to where the user was going.
 */
export function AuthCallback() {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);
  // Refusals land back here with ?refused=signed-in, so the page says why (no state set in the effect).
  const refused = new URLSearchParams(location.search).get('refused') === 'signed-in' ? alreadySignedInMessage : null;

  useEffect(() => {
    if (handled.current || refused) return;
    handled.current = true;
    const parsed = parseOAuthFragment(location.hash);
    if (window.location.hash) {
      // Tokens must not stay in the URL (history, bookmarks, screenshots). Keep the router's state object.
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
    const expected = oauthClientState.consume();
    const current = sessionStore.get();
    if (parsed && current && current.userId !== parsed.session.user_id) {
      // A signed-in browser never silently becomes someone else's (session planting).
      void navigate('/auth/callback?refused=signed-in', { replace: true });
      return;
    }
    if (!parsed || !expected || parsed.clientState !== expected) {
      const message = parsed ? oauthNotStartedHereMessage : oauthFailedMessage;
      void navigate(`/auth?tab=login&oauth_error=${encodeURIComponent(message)}`, { replace: true });
      return;
    }
    sessionStore.set(parsed.session);
    const intended = consumeIntendedPath();
    const target = isAppPath(parsed.returnTo) ? parsed.returnTo : (intended ?? '/app');
    void navigate(target, { replace: true });
  }, [location.hash, navigate, refused]);

  return (
    <AuthLayout>
      <title>Signing you in · Career Prep</title>
      <AuthCard>
        {refused ? (
          <StatusPanel icon={<CircleAlert className="text-warning" />} title="Still signed in">
            <p role="alert">{refused}</p>
            <Button asChild size="lg" className="mt-6 w-full">
              <Link to="/app">Continue to Career Prep</Link>
            </Button>
          </StatusPanel>
        ) : (
          <StatusPanel icon={<LoaderCircle className="animate-spin text-brand-700" />} title="Signing you in…">
            <p role="status">One moment while we open your workspace.</p>
          </StatusPanel>
        )}
      </AuthCard>
    </AuthLayout>
  );
}
