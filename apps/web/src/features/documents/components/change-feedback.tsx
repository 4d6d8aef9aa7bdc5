import { Alert } from '../../../components/ui/alert.tsx';
import { PendingLine } from './pending-line.tsx';

/** Under the add controls: the change under way, the server's error, or the extraction's notes on a saved upload. */
export function ChangeFeedback({
  pendingText,
  error,
  warnings,
}: {
  pendingText: string | null;
  error: string | null;
  warnings: readonly string[];
}) {
  return (
    <>
      {pendingText ? <PendingLine>{pendingText}</PendingLine> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {warnings.length > 0 ? (
        <Alert tone="info">
          <p>Saved, with a note from the text extraction:</p>
          <ul className="mt-1 list-disc pl-4 font-normal">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  );
}
