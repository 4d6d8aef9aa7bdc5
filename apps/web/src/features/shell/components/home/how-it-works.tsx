import { ClipboardList, FileText, MessagesSquare, type LucideIcon } from 'lucide-react';
import { Card } from '../../../../components/ui/card.tsx';

const stages: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Add your resume and the job posting',
    text: 'Each target role gets a workspace holding your resume and the posting you are aiming for.',
    icon: FileText,
  },
  {
    title: 'Run the analysis modules in order',
    text: 'Audit the resume, decode the job, then see your fit and what to improve.',
    icon: ClipboardList,
  },
  {
    title: 'Practise and apply',
    text: 'Rehearse the likely questions, write the cover letter and send a tailored resume.',
    icon: MessagesSquare,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title" className="text-lg font-semibold text-ink">
        How it works
      </h2>
      <ol className="mt-3 grid gap-3 md:grid-cols-3">
        {stages.map((stage, index) => (
          <li key={stage.title}>
            <Card className="flex h-full gap-3 p-4">
              <span
                aria-hidden
                className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-ink">
                  <span className="sr-only">{index + 1}. </span>
                  {stage.title}
                </h3>
                <p className="mt-1 text-sm text-ink-muted">{stage.text}</p>
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
