import type { Profile, UpdateProfileBody } from '@cp/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import type { OnboardingMode } from '../hooks/use-onboarding-gate.ts';
import { OnboardingForm } from './onboarding-form.tsx';

export type OnboardingModalProps = {
  open: boolean;
  mode: OnboardingMode;
  profile: Profile | null;
  onSave: (body: UpdateProfileBody) => Promise<unknown>;
  onSkipForNow: () => void;
  onDontAskAgain: () => void;
  onClose: () => void;
};

const copy = {
  onboarding: {
    title: 'Tell us about your career',
    description: 'Four quick questions so suggestions fit you. You can change the answers later in Settings.',
  },
  edit: { title: 'Edit your career profile', description: 'Change any answer, then Finish to save.' },
} as const;

/**
 * The onboarding questions in a modal dialog (focus trapped; Escape is 'Skip for now', or closes
 * when editing). A click outside does nothing, so answers are not lost by accident.
 */
export function OnboardingModal({
  open,
  mode,
  profile,
  onSave,
  onSkipForNow,
  onDontAskAgain,
  onClose,
}: OnboardingModalProps) {
  const dismiss = mode === 'onboarding' ? onSkipForNow : onClose;
  const secondaryActions =
    mode === 'onboarding' ? (
      <>
        <Button variant="ghost" size="sm" onClick={onSkipForNow}>
          Skip for now
        </Button>
        <Button variant="ghost" size="sm" className="text-ink-muted" onClick={onDontAskAgain}>
          Don&apos;t ask again
        </Button>
      </>
    ) : (
      <Button variant="ghost" size="sm" onClick={onClose}>
        Cancel
      </Button>
    );
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : dismiss())}>
      <DialogContent
        title={copy[mode].title}
        description={copy[mode].description}
        className="max-w-2xl"
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <OnboardingForm profile={profile} onSave={onSave} secondaryActions={secondaryActions} />
      </DialogContent>
    </Dialog>
  );
}
