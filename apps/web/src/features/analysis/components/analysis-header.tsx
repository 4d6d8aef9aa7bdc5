import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';

type Props = {
  title: string;
  subtitle: string;
  actionLabel?: string;
  isActionDisabled?: boolean;
  onAction?: () => void;
  /** Job Decoder's optional location (docs/product/2-modules.md section 5). */
  location?: { value: string; onChange: (value: string) => void; hint?: string };
  /**
   * Cover Letter's language (docs/product/2-modules.md section 7); `problem` says, before any charge, that it cannot be
   * written here.
   */
  language?: {
    value: string;
    onChange: (value: string) => void;
    options: readonly { code: string; label: string }[];
    disabled?: boolean;
    problem?: string | null;
  };
  /** One line under the header about the next run (e.g. that it is free because nothing changed). */
  note?: string | null;
};

/** The step's header and its primary button (Analyze / Re-analyze, 'Analyzing…' while running). */
export function AnalysisHeader({
  title,
  subtitle,
  actionLabel,
  isActionDisabled,
  onAction,
  location,
  language,
  note,
}: Props) {
  const locationId = useId();
  const languageId = useId();
  const hintId = useId();
  return (
    <header className="space-y-2 print:hidden">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-60 flex-1">
          {/* The step's name is the page's h1 (the top bar); this line says what the step does. */}
          <p className="text-sm text-ink-muted" aria-label={`${title}: ${subtitle}`}>
            {subtitle}
          </p>
        </div>
        {onAction ? (
          <div className="flex flex-wrap items-end gap-3">
            {location ? (
              <div className="flex flex-col gap-1">
                <label htmlFor={locationId} className="text-xs font-medium text-ink-muted">
                  Location (optional)
                </label>
                <Input
                  id={locationId}
                  value={location.value}
                  onChange={(e) => location.onChange(e.target.value)}
                  placeholder="e.g. Austin, TX"
                  className="w-48"
                  maxLength={200}
                  aria-describedby={location.hint ? `${hintId}-location` : undefined}
                />
              </div>
            ) : null}
            {language ? (
              <div className="flex flex-col gap-1">
                <label htmlFor={languageId} className="text-xs font-medium text-ink-muted">
                  Letter language
                </label>
                <NativeSelect
                  id={languageId}
                  value={language.value}
                  onChange={(e) => language.onChange(e.target.value)}
                  disabled={language.disabled}
                  className="w-44"
                  aria-describedby={language.problem ? `${hintId}-language` : undefined}
                >
                  {language.options.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : null}
            <Button onClick={onAction} disabled={isActionDisabled}>
              <Sparkles aria-hidden /> {actionLabel}
            </Button>
          </div>
        ) : null}
      </div>
      {location?.hint ? (
        <p id={`${hintId}-location`} className="text-xs text-ink-muted">
          {location.hint}
        </p>
      ) : null}
      {language?.problem ? (
        <p id={`${hintId}-language`} role="status" className="text-sm text-warning">
          {language.problem}
        </p>
      ) : null}
      {note ? (
        <p role="status" className="text-xs text-ink-muted">
          {note}
        </p>
      ) : null}
    </header>
  );
}
