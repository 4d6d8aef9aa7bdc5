import { seniorityLevels } from '@cp/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { RadioCard, RadioGroup } from '../../../../components/ui/radio-group.tsx';
import type { ProfileFormValues } from '../../utils/profile-form.ts';

export function ExperienceStep() {
  const { control } = useFormContext<ProfileFormValues>();
  return (
    <Controller
      control={control}
      name="seniority_level"
      render={({ field }) => (
        <RadioGroup
          aria-labelledby="onboarding-step-legend"
          value={field.value ?? ''}
          onValueChange={field.onChange}
          className="sm:grid-cols-2"
        >
          {seniorityLevels.map((level) => (
            <RadioCard key={level} value={level}>
              {level}
            </RadioCard>
          ))}
        </RadioGroup>
      )}
    />
  );
}
