import { Download, Landmark, ListChecks, ShieldCheck, WifiOff } from 'lucide-react';
import { served } from '../content/served.ts';
import { SectionHeading } from './section-heading.tsx';

const points = [
  {
    icon: WifiOff,
    title: 'Works with no keys and no network',
    text: 'The analysis engine is built in. It needs no AI subscription, no API keys and no outside service, so your documents can stay on the server you use. Connecting an AI model is optional.',
  },
  {
    icon: ListChecks,
    title: 'Scores that explain themselves',
    text: 'The same resume and posting always give the same score. Every score lists what matched, what is missing and the line of text behind each.',
  },
  {
    icon: ShieldCheck,
    title: 'Never invents facts',
    text: `Rewrites${served.applicationKits ? ', letters and kits' : ' and letters'} use only what your resume says. Employers, titles, dates, degrees or numbers it cannot support are flagged for you, never added.`,
  },
  {
    icon: Landmark,
    title: 'Salary numbers with a named source',
    text: 'Pay ranges come from the U.S. Bureau of Labor Statistics (BLS) wage survey and name it. Where no source covers a role, we say so instead of guessing.',
  },
  {
    icon: Download,
    title: 'Your data, exportable',
    text: 'Download everything you added and everything generated, whenever you like. Delete your account and your data goes with it.',
  },
];

export function Differentiators() {
  return (
    <section
      id="why"
      aria-labelledby="why-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 md:py-20"
    >
      <SectionHeading id="why-title" eyebrow="Why Career Prep" title="Built to be trusted with your next step" />
      <ul className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-[var(--radius-control)] border border-line bg-surface text-brand-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold text-ink">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-ink-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
