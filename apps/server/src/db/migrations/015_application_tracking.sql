-- The Application Dashboard beyond the spec (docs/decisions/028): the posting's link, the fit score known
-- when it was added, a close reason ('no_response' is ghosted), a next step with its date and an e-mail
-- reminder, and timeline dates a user may correct. Written for PostgreSQL 15 through 18.

ALTER TABLE applications
  ADD COLUMN job_url          TEXT CHECK (char_length(job_url) <= 2048),
  ADD COLUMN fit_score        SMALLINT CHECK (fit_score BETWEEN 0 AND 100),
  ADD COLUMN close_reason     TEXT CHECK (close_reason IN ('rejected', 'no_response', 'withdrew', 'position_filled', 'declined_offer', 'accepted_other_offer')),
  ADD COLUMN next_step        TEXT NOT NULL DEFAULT '' CHECK (char_length(next_step) <= 300),
  ADD COLUMN next_step_at     TIMESTAMPTZ,
  ADD COLUMN remind_by_email  BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN reminder_sent_at TIMESTAMPTZ;

-- The reminder job reads only what is due and not yet sent.
CREATE INDEX applications_reminders_due_idx ON applications (next_step_at)
  WHERE remind_by_email AND reminder_sent_at IS NULL AND next_step_at IS NOT NULL;

-- A date the user changed (imported history) keeps when it was changed; NULL when recorded as it happened.
ALTER TABLE application_events ADD COLUMN edited_at TIMESTAMPTZ;
