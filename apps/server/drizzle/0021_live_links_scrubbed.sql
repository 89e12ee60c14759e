-- Issue 33: a password-reset or staff-invitation message kept its link, a live token, in the outbox for 90 days and
-- so in every backup (an owner invitation taken from one was accepted). The outbox now replaces such a message's
-- words once it is sent or given up (modules/messages/repository.ts); this does the same to those sent before. The
-- words are the contract's LINK_REMOVED, the HTML modules/messages/link-removed.ts's (test/live-links.test.ts checks
-- both). Messages still waiting keep their link: it is replaced when they are sent.
UPDATE "outbox_messages"
SET "text" = CASE "kind"
      WHEN 'password-reset' THEN 'Password reset link — removed after sending'
      ELSE 'Staff invitation link — removed after sending' END,
    "html" = CASE "kind"
      WHEN 'password-reset' THEN '<p>Password reset link — removed after sending</p>'
      ELSE '<p>Staff invitation link — removed after sending</p>' END
WHERE "kind" IN ('password-reset', 'staff-invitation') AND "status" IN ('sent', 'failed');
