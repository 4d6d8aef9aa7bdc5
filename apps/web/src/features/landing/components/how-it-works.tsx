import { SectionHeading } from './section-heading.tsx';

const steps = [
  {
    title: 'Create a workspace for the role',
    text: 'One workspace per target role, so each application keeps its own documents, results and progress.',
  },
  {
    title: 'Add your resume and the posting',
    text: 'Upload a PDF or Word file, or paste the text. Paste a job posting or fetch it from its link.',
  },
  {
    title: 'Work through the numbered modules',
    text: 'Each module builds on the last and shows its progress. Change a document and the analyses start fresh.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <SectionHeading id="how-title" eyebrow="How it works" title="One workspace per target role" />
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-brand-50 text-sm font-semibold text-brand-800"
              aria-hidden
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm leading-6 text-ink-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
