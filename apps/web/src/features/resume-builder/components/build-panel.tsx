import type { ResumeDocument } from '@cp/contracts';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { ContactEditor } from './contact-editor.tsx';
import { EntriesEditor } from './entries-editor.tsx';
import { ExtraSectionsEditor } from './extra-sections-editor.tsx';
import { LinesField } from './lines-field.tsx';
import { SectionOrder } from './section-order.tsx';

function Panel({ title, children, open = true }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <Collapsible defaultOpen={open} className="rounded-[var(--radius-card)] border border-line bg-surface-muted">
      <CollapsibleTrigger className="group flex w-full items-center justify-between px-4 py-3 text-left font-medium text-ink">
        <h3>{title}</h3>
        <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </CollapsibleTrigger>
      <CollapsibleContent className="px-4 pb-4">{children}</CollapsibleContent>
    </Collapsible>
  );
}

/** Step 2, Build: every section of the document model, in the spec's order; Projects starts collapsed. */
export function BuildPanel({ doc, onChange }: { doc: ResumeDocument; onChange: (next: ResumeDocument) => void }) {
  return (
    <div className="flex flex-col gap-3">
      <Panel title="Sections & Order">
        <SectionOrder doc={doc} onChange={onChange} />
      </Panel>
      <Panel title="Contact">
        <ContactEditor contact={doc.contact} onChange={(contact) => onChange({ ...doc, contact })} />
      </Panel>
      <Panel title="Summary">
        <Field
          id="summary"
          label="Two to four sentences on who you are and what you bring"
          hint={`${doc.summary.length} / 5,000 characters`}
        >
          <Textarea
            id="summary"
            rows={4}
            maxLength={5000}
            value={doc.summary}
            onChange={(e) => onChange({ ...doc, summary: e.target.value })}
          />
        </Field>
      </Panel>
      <Panel title="Experience">
        <EntriesEditor
          idPrefix="role"
          itemName="Role"
          items={doc.experience}
          bullets
          fields={[
            { key: 'role', label: 'Job title' },
            { key: 'company', label: 'Employer' },
            { key: 'location', label: 'Location' },
            { key: 'dates', label: 'Dates (e.g. Mar 2020 – Present)' },
          ]}
          newItem={() => ({ role: '', company: '', location: '', dates: '', bullets: [] })}
          onChange={(experience) => onChange({ ...doc, experience })}
        />
      </Panel>
      <Panel title="Projects" open={false}>
        <EntriesEditor
          idPrefix="project"
          itemName="Project"
          items={doc.projects}
          bullets
          fields={[{ key: 'name', label: 'Project name' }]}
          newItem={() => ({ name: '', bullets: [] })}
          onChange={(projects) => onChange({ ...doc, projects })}
        />
      </Panel>
      <Panel title="Education">
        <EntriesEditor
          idPrefix="school"
          itemName="School"
          items={doc.education}
          bullets={false}
          fields={[
            { key: 'degree', label: 'Degree' },
            { key: 'school', label: 'School' },
            { key: 'dates', label: 'Dates' },
          ]}
          newItem={() => ({ school: '', degree: '', dates: '' })}
          onChange={(education) => onChange({ ...doc, education })}
        />
      </Panel>
      <Panel title="Skills">
        <Field
          id="skills"
          label="Skills, separated by commas or one per line"
          hint={`${doc.skills.length} skills; 10 to 16 read best.`}
        >
          <LinesField
            id="skills"
            value={doc.skills}
            separators={/[\n,]/}
            joiner=", "
            rows={3}
            onChange={(skills) => onChange({ ...doc, skills })}
          />
        </Field>
      </Panel>
      <Panel title="Additional Sections">
        <ExtraSectionsEditor doc={doc} onChange={onChange} />
      </Panel>
    </div>
  );
}
