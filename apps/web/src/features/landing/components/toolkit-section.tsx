import { BarChart3, Hammer, MessagesSquare } from 'lucide-react';
import { sidebarTools, toolkitGroups, type ModuleInfo } from '../content/toolkit.ts';
import { SectionHeading } from './section-heading.tsx';

const groupIcons = { analyze: BarChart3, build: Hammer, interview: MessagesSquare } as const;

export function ToolkitSection() {
  return (
    <section id="toolkit" aria-labelledby="toolkit-title" className="scroll-mt-20 border-y border-line bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <SectionHeading
          id="toolkit-title"
          eyebrow="The Toolkit"
          title="Analyze, build, then interview"
          intro="Every module reads the resume and the posting in the workspace. The number is the module's step in the product."
        />
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {toolkitGroups.map((group) => {
            const Icon = groupIcons[group.id];
            return (
              <div
                key={group.id}
                className="flex flex-col rounded-[var(--radius-card)] border border-line bg-surface-muted p-5"
              >
                <div className="flex items-center gap-2.5">
                  <span className="flex size-8 items-center justify-center rounded-md bg-brand-700 text-white">
                    <Icon className="size-4" aria-hidden />
                  </span>
                  <h3 className="text-lg font-semibold text-ink">{group.title}</h3>
                </div>
                <p className="mt-2 text-sm text-ink-muted">{group.summary}</p>
                <ul className="mt-4 flex flex-col gap-3">
                  {group.modules.map((module) => (
                    <ModuleItem key={module.step} module={module} />
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
        <h3 className="mt-14 text-lg font-semibold text-ink">Beside the Toolkit</h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {sidebarTools.map((tool) => (
            <ModuleItem key={tool.step} module={tool} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function ModuleItem({ module }: { module: ModuleInfo }) {
  return (
    <li className="rounded-[var(--radius-control)] border border-line bg-surface p-4">
      <div className="flex items-center gap-2">
        <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-md bg-surface-sunken px-1.5 text-xs font-semibold text-ink-muted tabular-nums">
          <span className="sr-only">Step </span>
          {module.step}
        </span>
        <h4 className="font-semibold text-ink">{module.name}</h4>
        <span className="ml-auto flex gap-1.5">
          {module.coming ? (
            <span className="rounded-full border border-line-strong px-2 py-0.5 text-xs font-medium text-ink-muted">
              Coming
            </span>
          ) : null}
          {module.isPro ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">Pro</span>
          ) : null}
        </span>
      </div>
      <p className="mt-2 text-sm leading-6 text-ink-muted">
        {module.coming ? <span className="font-medium text-ink">Not available yet. </span> : null}
        {module.description}
      </p>
    </li>
  );
}
