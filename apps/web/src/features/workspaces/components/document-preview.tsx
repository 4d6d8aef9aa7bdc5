import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { previewText } from '../utils/journey.ts';

const documents = [
  { id: 'cv', label: 'Resume', empty: 'No resume in this workspace yet.' },
  { id: 'jd', label: 'Job', empty: 'No job description in this workspace yet.' },
] as const;

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied to clipboard.');
  } catch {
    toast.error('Could not copy. Select the text and copy it instead.');
  }
}

/**
 * Preview Document (docs/product/1-platform.md section 2): the first 400 characters of each text, and Copy for the
 * whole text.
 */
export function DocumentPreview({ cvText, jdText }: { cvText: string; jdText: string }) {
  const texts = { cv: cvText, jd: jdText };
  return (
    <Tabs defaultValue="cv">
      <TabsList aria-label="Document to preview">
        {documents.map((doc) => (
          <TabsTrigger key={doc.id} value={doc.id}>
            {doc.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {documents.map((doc) => {
        const text = texts[doc.id];
        return (
          <TabsContent key={doc.id} value={doc.id} className="mt-3">
            {text ? (
              <div className="space-y-2">
                <p
                  className="rounded-[var(--radius-control)] border border-line bg-surface-muted p-3 text-sm break-words whitespace-pre-wrap text-ink"
                  data-testid={`preview-${doc.id}`}
                >
                  {previewText(text)}
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void copyText(text)}
                  aria-label={`Copy ${doc.label === 'Job' ? 'job description' : 'resume'}`}
                >
                  <Copy aria-hidden /> Copy
                </Button>
              </div>
            ) : (
              <p className="rounded-[var(--radius-control)] border border-dashed border-line-strong p-3 text-sm text-ink-muted">
                {doc.empty}
              </p>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
