import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile, UpdateProfileBody } from '@cp/contracts';
import { useEffect, useRef, useState, type FormEvent, type JSX, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import {
  ONBOARDING_STEPS,
  profileFormSchema,
  stepFields,
  toFormValues,
  toProfileBody,
  type OnboardingStep,
  type ProfileFormValues,
} from '../utils/profile-form.ts';
import { ContextStep } from './onboarding-steps/context-step.tsx';
import { ExperienceStep } from './onboarding-steps/experience-step.tsx';
import { GoalsStep } from './onboarding-steps/goals-step.tsx';
import { JobFieldStep } from './onboarding-steps/job-field-step.tsx';
import { StepFieldset } from './onboarding-steps/step-fieldset.tsx';
import { StepIndicator } from './step-indicator.tsx';

const questions: Record<OnboardingStep, { legend: string; hint?: string; Body: () => JSX.Element }> = {
  1: { legend: 'What field do you work in?', Body: JobFieldStep },
  2: { legend: 'What is your experience level?', Body: ExperienceStep },
  3: { legend: 'What are your career goals?', hint: 'Choose all that apply.', Body: GoalsStep },
  4: { legend: 'Anything else we should know?', hint: 'A sentence or two about your situation.', Body: ContextStep },
};

export type OnboardingFormProps = {
  profile: Profile | null;
  onSave: (body: UpdateProfileBody) => Promise<unknown>;
  /** Left-hand actions ('Skip for now', "Don't ask again" or 'Cancel'). */
  secondaryActions: ReactNode;
};

/** The 4 questions, one at a time, with Back / Next and Finish; answers survive a failed save. */
export function OnboardingForm({ profile, onSave, secondaryActions }: OnboardingFormProps) {
  const [step, setStep] = useState<OnboardingStep>(1);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, UpdateProfileBody>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onChange',
    defaultValues: toFormValues(profile),
  });
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const movedRef = useRef(false);

  // After Back / Next, put focus on the new question's first control (not on the first render:
  // the dialog already focuses it).
  useEffect(() => {
    if (!movedRef.current) return;
    fieldsetRef.current
      ?.querySelector<HTMLElement>('[role=radio][data-state=checked], [role=radio], [role=checkbox], input, textarea')
      ?.focus();
  }, [step]);

  const goTo = (next: OnboardingStep) => {
    movedRef.current = true;
    setStep(next);
  };

  const save = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSave(toProfileBody(values));
    } catch (error) {
      setServerError(errorText(error, 'Failed to save your profile. Please try again.'));
    }
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < ONBOARDING_STEPS) {
      if (await form.trigger([...stepFields[step]])) goTo((step + 1) as OnboardingStep);
      return;
    }
    await save(event);
  };

  const { legend, hint, Body } = questions[step];
  const saving = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
        <StepIndicator step={step} total={ONBOARDING_STEPS} />
        <StepFieldset ref={fieldsetRef} legendId="onboarding-step-legend" legend={legend} hint={hint}>
          <Body />
        </StepFieldset>
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap gap-1">{secondaryActions}</div>
          <div className="flex gap-2 sm:justify-end">
            {step > 1 ? (
              <Button
                variant="secondary"
                className="flex-1 sm:flex-none"
                onClick={() => goTo((step - 1) as OnboardingStep)}
                disabled={saving}
              >
                Back
              </Button>
            ) : null}
            <Button type="submit" className="flex-1 sm:flex-none" disabled={saving}>
              {step < ONBOARDING_STEPS ? 'Next' : saving ? 'Saving…' : 'Finish'}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
