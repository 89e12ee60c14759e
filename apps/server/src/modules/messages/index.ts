/**
 * The messages module's public face: the only file other modules, flows/ and app.ts import from this module (lint
 * refuses a deep import across modules). Files inside the module import each other directly.
 */
export {
  signInGuessedMessage,
  staffSignInGuessedMessage,
  staffTwoFactorMessage,
} from './account-templates.js';
export { complaintMessage, farmNewComplaintMessage } from './complaint-templates.js';
export type { ComplaintFacts, ComplaintMessageKind } from './complaint-templates.js';
export { OrderMessages } from './compose.js';
export { recallMessage } from './recall-templates.js';
export type { RecallFacts } from './recall-templates.js';
export { waitlistBackMessage, waitlistConfirmMessage } from './waitlist-templates.js';
export type { WaitlistFacts } from './waitlist-templates.js';
export type { ShopContext } from './compose.js';
export { linkRemovedMessage } from './link-removed.js';
export { FileNotifier, SmtpNotifier } from './notifier.js';
export { placedMessages } from './placed.js';
export { OutboxRepository } from './repository.js';
export { messageAdminRoutes as register } from './routes.js';
export {
  passwordResetMessage,
  setupTestMessage,
  staffInvitationMessage,
  staffPasswordChangedMessage,
} from './templates.js';
export type { ShopFacts } from './templates.js';
export type { PendingMessage } from './types.js';
export { CUSTOMER_WORDS } from './words.js';
export { OUTBOX, OutboxWorker, refusalOf } from './worker.js';
