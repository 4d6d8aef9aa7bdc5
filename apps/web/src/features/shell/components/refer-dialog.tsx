import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useReferral } from '../api/get-referral.ts';

/** The link a referral code makes: the landing page with ?ref= (the app keeps it through sign-up into checkout). */
export function referralLink(code: string): string {
  return `${window.location.origin}/?ref=${encodeURIComponent(code)}`;
}

/** Refer & Earn: the user's referral link, and the credits it earned when people it brought paid. */
export function ReferDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Refer & Earn" className="max-w-md">
        {/* mounted only while open: the link is fetched when asked for */}
        <ReferralPanel />
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ReferralPanel() {
  const referral = useReferral(true);
  const [copied, setCopied] = useState(false);
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return referral.isPending ? (
    <div className="flex justify-center py-6">
      <Spinner label="Loading your referral link" />
    </div>
  ) : referral.isError ? (
    <p role="alert" className="text-sm text-danger">
      Your referral link could not be loaded. Please try again.
    </p>
  ) : (
    <div className="space-y-4 text-sm">
      <p className="text-ink-muted">
        Share your link. When someone who signed up through it pays for a plan for the first time, you get{' '}
        {referral.data.reward_credits} credits. A free trial alone earns nothing.
      </p>
      <div>
        <label htmlFor="referral-link" className="font-medium text-ink">
          Your referral link
        </label>
        <div className="mt-1 flex gap-2">
          <Input
            id="referral-link"
            readOnly
            value={referralLink(referral.data.code)}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            variant="secondary"
            onClick={() => void copy(referralLink(referral.data.code))}
            aria-label="Copy the referral link"
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      </div>
      <p className="text-ink">
        {referral.data.paid_referrals === 0
          ? 'Nobody has paid through your link yet.'
          : `${referral.data.paid_referrals} ${referral.data.paid_referrals === 1 ? 'person has' : 'people have'} paid through your link: ${referral.data.credits_earned} credits earned.`}
      </p>
    </div>
  );
}
