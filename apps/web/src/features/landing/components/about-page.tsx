import { dataSources } from '../content/data-sources.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** /about: what the product is built on, and the credit each data source's licence asks for. */
export function AboutPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <title>About and data sources · Career Prep</title>
      <SiteHeader showSectionLinks={false} />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-14">
        <h1 className="text-3xl font-semibold tracking-tight text-ink">About Career Prep</h1>
        <p className="mt-4 text-ink-muted">
          Career Prep helps you prepare for one target role at a time. Its analysis engine runs on the server with no AI
          service and no network: the same resume and posting always give the same scores, every score lists what
          matched and what did not, and generated text never invents an employer, title, date, degree or number your
          resume does not contain. Numbers shown to you name their source.
        </p>
        <h2 className="mt-10 text-xl font-semibold text-ink">Data sources and credits</h2>
        <p className="mt-2 text-sm text-ink-muted">
          The engine ships a compact bundle derived from these open data sets; in that sense each of them is modified or
          adapted.
        </p>
        <ul className="mt-6 flex flex-col gap-4">
          {dataSources.map((source) => (
            <li
              key={source.name}
              className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
            >
              <h3 className="font-semibold text-ink">{source.name}</h3>
              <p className="mt-1 text-sm text-ink-muted">{source.what}</p>
              <p className="mt-3 text-sm text-ink">{source.attribution}</p>
              <p className="mt-2 text-xs text-ink-muted">
                Licence: {source.licence} ·{' '}
                <a className="text-brand-700 underline-offset-4 hover:underline" href={source.url} rel="noreferrer">
                  {source.url}
                </a>
              </p>
            </li>
          ))}
        </ul>
      </main>
      <SiteFooter />
    </div>
  );
}
