import { inArray } from 'drizzle-orm';
import { mailOutbox } from '../../../server/src/db/schema/auth.js';
import { recipientHash } from '../../../server/src/services/mail/outbox.js';

/**
 * Outbox rows of mails to an address, pending or sent: a sent row keeps only a hash of its recipient (issue #29 §7),
 * and whether the sender has run yet is not the test's business.
 */
export const addressedTo = (email: string) => inArray(mailOutbox.recipient, [email, recipientHash(email)]);
