import { oauthProviders, type OAuthProvider } from '@cp/contracts';
import type { ComponentType } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useProviders } from '../api/get-providers.ts';
import { providerLabels } from '../utils/providers.ts';
import { GoogleIcon, MicrosoftIcon } from './provider-icons.tsx';

const icons: Record<OAuthProvider, ComponentType> = { google: GoogleIcon, microsoft: MicrosoftIcon };

/**
 * Google and Microsoft buttons, shown only for the providers the server has configured. When
 * none is configured (or the answer has not arrived) nothing is shown, not even the divider.
 */
export function ProviderButtons({ onSelect }: { onSelect: (provider: OAuthProvider) => void }) {
  const { data } = useProviders();
  const available = oauthProviders.filter((p) => data?.[p]);
  if (available.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-2">
        {available.map((provider) => {
          const Icon = icons[provider];
          return (
            <Button
              key={provider}
              variant="secondary"
              size="lg"
              className="w-full text-sm [&_svg]:size-[18px]"
              onClick={() => onSelect(provider)}
            >
              <Icon />
              Continue with {providerLabels[provider]}
            </Button>
          );
        })}
      </div>
      <div className="flex items-center gap-3 text-xs text-ink-subtle" role="separator" aria-label="or use your email">
        <span className="h-px flex-1 bg-line" />
        <span aria-hidden>or use your email</span>
        <span className="h-px flex-1 bg-line" />
      </div>
    </div>
  );
}
