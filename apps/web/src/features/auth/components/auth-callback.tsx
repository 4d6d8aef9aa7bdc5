import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionStore } from '../../../lib/session-store.ts';
import { consumeIntendedPath, isAppPath } from '../utils/intended-path.ts';
import { parseOAuthFragment } from '../utils/oauth-fragment.ts';
import { AuthCard, AuthLayout } from './auth-layout.tsx';
import { StatusPanel } from './status-panel.tsx';

export const oauthFailedMessage = 'OAuth login failed';

/**
 * /auth/callback#id_token=..: where the server's OpenID Connect callback lands. Stores the session,
 * wipes the tokens from the address bar and history, and continues to where the user was going.
 */
export function AuthCallback() {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const parsed = parseOAuthFragment(location.hash);
    if (window.location.hash) {
      // Tokens must not stay in the URL (history, bookmarks, screenshots). Keep the router's state object.
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
    if (!parsed) {
      void navigate(`/auth?tab=login&oauth_error=${encodeURIComponent(oauthFailedMessage)}`, { replace: true });
      return;
    }
    sessionStore.set(parsed.session);
    const intended = consumeIntendedPath();
    const target = isAppPath(parsed.returnTo) ? parsed.returnTo : (intended ?? '/app');
    void navigate(target, { replace: true });
  }, [location.hash, navigate]);

  return (
    <AuthLayout>
      <title>Signing you in · Career Prep</title>
      <AuthCard>
        <StatusPanel icon={<LoaderCircle className="animate-spin text-brand-700" />} title="Signing you in…">
          <p role="status">One moment while we open your workspace.</p>
        </StatusPanel>
      </AuthCard>
    </AuthLayout>
  );
}
