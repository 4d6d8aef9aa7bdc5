import { jobCategories } from '@cp/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { Field, fieldAria } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { RadioCard, RadioGroup } from '../../../../components/ui/radio-group.tsx';
import type { ProfileFormValues } from '../../utils/profile-form.ts';

export function JobFieldStep() {
  const { control, register, watch, formState } = useFormContext<ProfileFormValues>();
  const isOther = watch('job_category') === 'Other';
  const otherError = formState.errors.other_job_category?.message;
  return (
    <>
      <Controller
        control={control}
        name="job_category"
        render={({ field }) => (
          <RadioGroup
            aria-labelledby="onboarding-step-legend"
            value={field.value ?? ''}
            onValueChange={field.onChange}
            className="grid-cols-2 sm:grid-cols-3"
          >
            {jobCategories.map((category) => (
              <RadioCard key={category} value={category}>
                {category}
              </RadioCard>
            ))}
          </RadioGroup>
        )}
      />
      {isOther ? (
        <Field id="onboarding-other-job" label="Your job field" error={otherError} className="mt-4">
          <Input
            {...fieldAria('onboarding-other-job', otherError)}
            {...register('other_job_category')}
            placeholder="e.g. Logistics"
            maxLength={120}
            autoComplete="off"
          />
        </Field>
      ) : null}
    </>
  );
}
