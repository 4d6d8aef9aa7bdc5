import { RadioCard, RadioGroup } from '../../../components/ui/radio-group.tsx';
import { answerMethods, type AnswerMethod } from '../utils/answer-checks.ts';

const LABELS: Record<AnswerMethod, string> = { type: 'Type Answer', upload: 'Upload Audio', record: 'Record Audio' };

/** 'Answer Method' (docs/product/2-modules.md section 2). */
export function AnswerMethodChoice({
  value,
  onChange,
  disabled,
}: {
  value: AnswerMethod;
  onChange: (method: AnswerMethod) => void;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-2">
      <p id="answer-method-label" className="text-sm font-semibold text-ink">
        Answer Method
      </p>
      <RadioGroup
        aria-labelledby="answer-method-label"
        value={value}
        onValueChange={(v) => onChange(v as AnswerMethod)}
        disabled={disabled}
        className="grid-cols-1 sm:grid-cols-3"
      >
        {answerMethods.map((m) => (
          <RadioCard key={m} value={m}>
            {LABELS[m]}
          </RadioCard>
        ))}
      </RadioGroup>
    </div>
  );
}
