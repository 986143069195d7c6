-- Hosts hear about their broadcasts (issue 34): who wants which mails, what was sent, and how far the
-- change log has been turned into notifications.

CREATE TABLE notification_settings (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email text,
  email_confirmed_at timestamptz(3),
  -- sha256 of the one-use confirmation token mailed to a new address, and when it expires.
  confirm_token_hash text UNIQUE,
  confirm_expires_at timestamptz(3),
  -- Lets the holder of any mail unsubscribe without signing in (List-Unsubscribe); nothing else.
  unsubscribe_token text NOT NULL UNIQUE,
  events text[] NOT NULL DEFAULT ARRAY['moved', 'cancelled', 'pre-empted', 'given-back', 'bulk', 'reminder', 'correction'],
  reminder_lead_minutes integer[] NOT NULL DEFAULT ARRAY[2880, 60],
  digest boolean NOT NULL DEFAULT false,
  all_shows boolean NOT NULL DEFAULT false,
  own_changes boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'en',
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- moved | cancelled | pre-empted | given-back | bulk | correction | reminder | confirm-email
  kind text NOT NULL,
  -- One notification per recipient and happening: a second instance (or a second look) inserts nothing.
  dedupe_key text NOT NULL UNIQUE,
  changeset_id bigint,
  -- A reminder's broadcast and the start it was planned for: it is dropped when the broadcast moved or went.
  timeslot_id integer,
  timeslot_start timestamptz(3),
  -- Rendered when the notification is made (a reminder: when it is sent).
  subject text,
  text_body text,
  html_body text,
  -- pending | sent | failed | dropped
  state text NOT NULL DEFAULT 'pending',
  due_at timestamptz(3) NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  sent_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  CONSTRAINT notifications_state_check CHECK (state IN ('pending', 'sent', 'failed', 'dropped'))
);
CREATE INDEX notifications_due_idx ON notifications (due_at) WHERE state = 'pending';
CREATE INDEX notifications_user_idx ON notifications (user_id, id);

-- How far the change log has been turned into notifications; starts at the newest changeset, so a
-- station that upgrades is not mailed its history.
CREATE TABLE notification_cursor (changeset_id bigint NOT NULL);
INSERT INTO notification_cursor (changeset_id) SELECT coalesce(max(id), 0) FROM changesets;
