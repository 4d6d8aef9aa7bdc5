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
  /** Job Decoder's optional location (spec 2 section 5). */
  location?: { value: string; onChange: (value: string) => void };
  /** Cover Letter's language (spec 2 section 7). */
  language?: { value: string; onChange: (value: string) => void; options: readonly { code: string; label: string }[]; disabled?: boolean };
};

/** The step's header and its primary button (Analyze / Re-analyze, 'Analyzing…' while running). */
export function AnalysisHeader({ title, subtitle, actionLabel, isActionDisabled, onAction, location, language }: Props) {
  const locationId = useId();
  const languageId = useId();
  return (
    <header className="flex flex-wrap items-end justify-between gap-4 print:hidden">
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
              <Input id={locationId} value={location.value} onChange={(e) => location.onChange(e.target.value)} placeholder="e.g. Austin, TX" className="w-48" maxLength={200} />
            </div>
          ) : null}
          {language ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={languageId} className="text-xs font-medium text-ink-muted">
                Letter language
              </label>
              <NativeSelect id={languageId} value={language.value} onChange={(e) => language.onChange(e.target.value)} disabled={language.disabled} className="w-44">
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
    </header>
  );
}
