import { Link2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** A job posting's link and Fetch (disabled while the link is blank). */
export function UrlForm({
  value,
  onChange,
  disabled,
  onFetch,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  onFetch: () => void;
}) {
  const id = useId();
  const hintId = useId();
  const empty = value.trim() === '';
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty && !disabled) onFetch();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Job posting link
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="url"
          inputMode="url"
          value={value}
          placeholder="https://…"
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="submit" disabled={empty || disabled}>
          <Link2 aria-hidden /> Fetch
        </Button>
      </div>
      <p id={hintId} className="text-xs text-ink-muted">
        The posting&apos;s text is read from the page and saved as the job description.
      </p>
    </form>
  );
}
