import { careerGoals, type UpdateProfileBody } from '@cp/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import type { ProfileFormValues } from '../../utils/profile-form.ts';

type Goal = NonNullable<UpdateProfileBody['career_goals']>[number];

export function GoalsStep() {
  const { control } = useFormContext<ProfileFormValues>();
  return (
    <Controller
      control={control}
      name="career_goals"
      render={({ field }) => {
        const selected = field.value ?? [];
        const toggle = (goal: Goal, checked: boolean) =>
          field.onChange(
            checked
              ? careerGoals.filter((g) => g === goal || selected.includes(g))
              : selected.filter((g) => g !== goal),
          );
        return (
          <div role="group" aria-labelledby="onboarding-step-legend" className="grid gap-2 sm:grid-cols-2">
            {careerGoals.map((goal) => {
              const id = `onboarding-goal-${goal.replace(/\W+/g, '-').toLowerCase()}`;
              return (
                <label
                  key={goal}
                  htmlFor={id}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 py-2 text-sm font-medium text-ink transition-colors hover:border-brand-500 hover:bg-brand-50 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
                >
                  <Checkbox
                    id={id}
                    checked={selected.includes(goal)}
                    onCheckedChange={(value) => toggle(goal, value === true)}
                  />
                  {goal}
                </label>
              );
            })}
          </div>
        );
      }}
    />
  );
}
