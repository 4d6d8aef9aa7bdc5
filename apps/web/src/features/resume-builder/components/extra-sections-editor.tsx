import { presetExtraSections, type ResumeDocument } from '@cp/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { addExtraSection, removeExtraSection } from '../utils/sections.ts';
import { EntriesEditor } from './entries-editor.tsx';
import { LinesField } from './lines-field.tsx';

type Extra = ResumeDocument['extraSections'][number];
const newEntry = () => ({ title: '', subtitle: '', dates: '', bullets: [] as string[] });

/** Additional Sections: Languages and Custom (bullets), Certifications, Awards, Volunteering, Publications (entries). */
export function ExtraSectionsEditor({
  doc,
  onChange,
}: {
  doc: ResumeDocument;
  onChange: (next: ResumeDocument) => void;
}) {
  const patch = (key: string, change: (s: Extra) => Extra) =>
    onChange({ ...doc, extraSections: doc.extraSections.map((s) => (s.key === key ? change(s) : s)) });
  const remove = (key: string) => {
    const before = doc;
    onChange(removeExtraSection(doc, `extra:${key}`));
    toast('Section removed.', { action: { label: 'Undo', onClick: () => onChange(before) }, duration: 5000 });
  };
  return (
    <div className="flex flex-col gap-5">
      {doc.extraSections.map((s) => (
        <section key={s.key} aria-label={s.label} className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h4 className="font-medium text-ink">{s.label}</h4>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove the ${s.label} section`}
              onClick={() => remove(s.key)}
            >
              <Trash2 /> Remove
            </Button>
          </div>
          {s.type === 'bullets' ? (
            <Field id={`extra-${s.key}`} label="One item per line">
              <LinesField
                id={`extra-${s.key}`}
                value={s.bullets ?? []}
                onChange={(bullets) => patch(s.key, (x) => ({ ...x, bullets }))}
              />
            </Field>
          ) : (
            <EntriesEditor
              idPrefix={`extra-${s.key}`}
              itemName="Entry"
              items={s.entries ?? []}
              bullets
              newItem={newEntry}
              fields={[
                { key: 'title', label: 'Title' },
                { key: 'subtitle', label: 'Organisation' },
                { key: 'dates', label: 'Date' },
              ]}
              onChange={(entries) => patch(s.key, (x) => ({ ...x, entries }))}
            />
          )}
        </section>
      ))}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Add a section">
        {presetExtraSections.map((p) => (
          <Button
            key={p.label}
            size="sm"
            variant="secondary"
            disabled={doc.extraSections.length >= 30}
            onClick={() => onChange(addExtraSection(doc, p))}
          >
            <Plus /> {p.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
