// One application as the API sends it, for the dashboard's tests: every field at its default, then `over`.
import type { Application } from '@cp/contracts';

export function applicationFixture(over: Partial<Application> & { id: string }): Application {
  return {
    jobTitle: 'Data Engineer',
    company: 'Northwind',
    location: 'Remote',
    status: 'applied',
    appliedAt: '2026-11-02T10:00:00.000Z',
    jobId: null,
    kitId: null,
    notes: '',
    jobUrl: null,
    fitScore: null,
    closeReason: null,
    nextStep: '',
    nextStepAt: null,
    remindByEmail: false,
    reminderSentAt: null,
    timeZone: null,
    linkOpenedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...over,
  };
}
