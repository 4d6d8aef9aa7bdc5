import type { PlanPackage, Promo } from '@cp/contracts';
import { Timer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { upgradeHref } from '../../../lib/upgrade-param.ts';
import { useExpirePromo, usePromo } from '../api/promos.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import { formatCountdown, spokenCountdown } from '../utils/countdown.ts';

/**
 * The founder offer's live countdown for free users (docs/product/3-agent-tracker-assistant.md section 4), in the top
 * bar. At zero the offer disappears and the server is told it expired. Links to the upgrade dialog.
 */
export function PromoCountdown({ plan }: { plan: PlanPackage }) {
  const promo = usePromo({ isFree: plan === 'free' });
  if (plan !== 'free' || !promo.data) return null;
  return <PromoChip key={promo.data.code} promo={promo.data} />;
}

function PromoChip({ promo }: { promo: Promo }) {
  const secondsLeft = useSecondsLeft(promo.expiresAt) ?? 0;
  const expire = useExpirePromo();
  const location = useLocation();
  const told = useRef(false);
  useEffect(() => {
    if (secondsLeft > 0 || told.current) return;
    told.current = true;
    expire.mutate(promo.code);
  }, [secondsLeft, expire, promo.code]);
  if (secondsLeft <= 0) return null;
  return (
    <Link
      to={upgradeHref(location, 'promo')}
      aria-label={`Founder offer: ${spokenCountdown(secondsLeft)} left. See plans`}
      className="hidden h-8 items-center gap-1.5 rounded-full border border-amber-200 bg-warning-soft px-3 text-xs font-semibold text-warning hover:bg-amber-100 md:inline-flex"
    >
      <Timer className="size-3.5" aria-hidden />
      <span>Offer ends in</span>
      <span className="tabular-nums">{formatCountdown(secondsLeft)}</span>
    </Link>
  );
}
