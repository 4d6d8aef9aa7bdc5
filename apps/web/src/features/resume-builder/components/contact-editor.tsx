import type { ResumeDocument } from '@cp/contracts';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';

const fields = [
  ['name', 'Full name', 'name'],
  ['title', 'Headline (target title)', 'organization-title'],
  ['email', 'E-mail', 'email'],
  ['phone', 'Phone', 'tel'],
  ['location', 'Location', 'address-level2'],
  ['website', 'Website or LinkedIn', 'url'],
] as const;

export function ContactEditor({
  contact,
  onChange,
}: {
  contact: ResumeDocument['contact'];
  onChange: (next: ResumeDocument['contact']) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {fields.map(([key, label, auto]) => (
        <Field key={key} id={`contact-${key}`} label={label}>
          <Input
            id={`contact-${key}`}
            value={contact[key]}
            autoComplete={auto}
            maxLength={300}
            onChange={(e) => onChange({ ...contact, [key]: e.target.value })}
          />
        </Field>
      ))}
    </div>
  );
}
