import type { MarketOffers } from '@cp/contracts';
import { ResultSection } from '../result-section.tsx';

/** Market offers from a named source, or the reason there are none. */
export function MarketOffersSection({ offers }: { offers: MarketOffers }) {
  return (
    <ResultSection title="Market offers">
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <Fact label="Open offers" value={offers.total_offers === null ? 'Unknown' : String(offers.total_offers)} />
        <Fact label="Demand trend" value={offers.demand_trend ?? 'Unknown'} />
        <Fact label="Success rate" value={offers.success_rate === null ? 'Not published' : `${offers.success_rate}%`} />
      </dl>
      <p className="mt-3 text-sm text-ink-muted">{offers.note}</p>
      {offers.source ? <p className="mt-1 text-xs text-ink-muted">Source: {offers.source}</p> : null}
      {offers.offers.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {offers.offers.map((o, i) => (
            <li key={i} className="text-ink">
              {o.url ? (
                <a href={o.url} className="text-brand-700 underline" target="_blank" rel="noreferrer">
                  {o.title}
                </a>
              ) : (
                o.title
              )}
              {o.company ? ` · ${o.company}` : ''}
              {o.location ? ` · ${o.location}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </ResultSection>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}
