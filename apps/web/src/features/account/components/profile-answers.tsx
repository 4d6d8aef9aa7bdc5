import type { Profile } from '@cp/contracts';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** The onboarding answers as saved, with 'Edit' to change them. */
export function ProfileAnswers({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const jobField = profile.job_category === 'Other' ? profile.other_job_category || 'Other' : profile.job_category;
  return (
    <section aria-labelledby="profile-answers-title">
      <div className="flex items-center justify-between gap-4">
        <div>
          <h3 id="profile-answers-title" className="font-semibold text-ink">
            Career profile
          </h3>
          <p className="text-sm text-ink-muted">Your onboarding answers. They help tailor suggestions to you.</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label="Edit career profile">
          <Pencil aria-hidden />
          Edit
        </Button>
      </div>
      <dl className="mt-3 divide-y divide-line">
        <Answer label="Job field">{jobField}</Answer>
        <Answer label="Experience level">{profile.seniority_level}</Answer>
        <Answer label="Career goals">{profile.career_goals.length ? profile.career_goals.join(', ') : null}</Answer>
        <Answer label="Context">{profile.career_context}</Answer>
      </dl>
    </section>
  );
}

function Answer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:items-baseline sm:gap-4">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-ink">
        {children || <span className="text-ink-muted italic">Not answered</span>}
      </dd>
    </div>
  );
}
