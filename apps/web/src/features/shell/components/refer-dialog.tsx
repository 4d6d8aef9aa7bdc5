import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';

/** Refer & Earn: the affiliate programme is not run on this deployment, and the dialog says so. */
export function ReferDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Refer & Earn" className="max-w-md">
        <p className="text-sm text-ink-muted">
          The referral programme is not available on this deployment, so there is no referral link to share yet. Nothing has been set up in your name.
        </p>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
