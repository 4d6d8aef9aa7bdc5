-- Applying through a link, and reminders in the user's time (docs/decisions/033). Written for PostgreSQL 15 through 18.
-- `link_opened_at`: when the user last opened the employer's apply link from the application's kit (the kit's
-- send log keeps every open); the dashboard and the job drawer say so until the user marks it applied.
-- `time_zone`: the IANA zone ('America/Los_Angeles') the browser reported when the next step was set; the
-- reminder e-mail states its date and time in it. NULL: UTC.
ALTER TABLE applications
  ADD COLUMN link_opened_at TIMESTAMPTZ,
  ADD COLUMN time_zone      TEXT CHECK (char_length(time_zone) BETWEEN 1 AND 64);
