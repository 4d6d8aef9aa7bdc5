import { useId } from 'react';
import { NativeSelect } from '../../../components/ui/input.tsx';
import type { PickableQuestion } from '../utils/question-list.ts';

type Props = {
  groups: Array<{ category: string; questions: PickableQuestion[] }>;
  value: string;
  onChange: (question: string) => void;
  disabled?: boolean;
};

/**
 * 'Select a Question' (docs/product/2-modules.md section 2): the workspace's questions grouped by category, and the
 * picked one's guidelines.
 */
export function QuestionPicker({ groups, value, onChange, disabled }: Props) {
  const id = useId();
  const picked = groups.flatMap((g) => g.questions).find((q) => q.question === value);
  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Select a Question
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        className="h-auto min-h-10 w-full py-2"
      >
        <option value="">Choose the question you want to answer…</option>
        {groups.map((group) => (
          <optgroup key={group.category} label={group.category}>
            {group.questions.map((q) => (
              <option key={q.question} value={q.question}>
                {q.question}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect>
      {picked ? (
        <div className="rounded-[var(--radius-control)] bg-surface-muted p-3 text-sm">
          <p className="font-medium text-ink">{picked.question}</p>
          {picked.guidelines.length > 0 ? (
            <>
              <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-ink-subtle">
                What the interviewer listens for
              </p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink-muted">
                {picked.guidelines.map((g) => (
                  <li key={g}>{g}</li>
                ))}
              </ul>
            </>
          ) : null}
          {picked.basis ? <p className="mt-2 text-xs text-ink-subtle">Why this question: {picked.basis}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
