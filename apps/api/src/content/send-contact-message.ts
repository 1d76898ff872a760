import { eq } from 'drizzle-orm';
import type { ContactUsData } from '@marketdrop/api-client';
import type { ContactValues, Language } from '@marketdrop/validation';
import { contactMessages, type ContactMessageStatus } from './tables';
import type { Deps } from '../shared/deps';

/** The signed-in sender of a message, as the request's user carries it. */
export type ContactSender = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: string;
};

export const CONTACT_US_MESSAGE =
  'Thank you for contacting us. Your message has been sent and our support team will reply by email.';

/** The short reference of a contact message, quoted in the support mail and to the sender. */
export function contactReference(id: string): string {
  return `MD-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** One line of text: control characters (line breaks included) become spaces. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * A display name as an RFC 5322 quoted string (`"Ann \"A\" Lee"`): whatever the sender typed
 * (`Support <ceo@marketdrop.ca>`) reads as a name, never as an address beside the real one.
 */
function quotedName(name: string): string {
  return `"${oneLine(name).replace(/["\\]/g, '\\$&')}"`;
}

/**
 * The mail the support mailbox receives: plain text only (there is no HTML part, so no markup to
 * escape); the sender's values are quoted or kept on one line where a header-like line shows them.
 */
function supportMail(
  values: ContactValues,
  meta: { reference: string; language: Language; user: ContactSender | null; createdAt: Date },
): { subject: string; text: string } {
  const account = meta.user
    ? `${quotedName(`${meta.user.firstName} ${meta.user.lastName}`)} <${meta.user.email}> (account ${meta.user.id}, ${meta.user.userType})`
    : 'not signed in';
  return {
    subject: `[Contact ${meta.reference}] ${oneLine(values.subject)}`,
    text: [
      `Reference: ${meta.reference}`,
      `From: ${quotedName(values.name)} <${values.email}>`,
      `Account: ${account}`,
      `Language: ${meta.language}`,
      `Received: ${meta.createdAt.toISOString()}`,
      `Subject: ${oneLine(values.subject)}`,
      '',
      values.message,
      '',
      'Reply to this e-mail to answer the sender.',
    ].join('\n'),
  };
}

/**
 * Stores a Contact Support message, then sends it to the support mailbox (reply-to: the sender).
 * The message is kept whatever the mail transport does; its status says whether it was forwarded,
 * and a failure is logged for the operators.
 */
export async function sendContactMessage(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'log'>,
  input: { values: ContactValues; language: Language; user: ContactSender | null },
): Promise<ContactUsData> {
  const { values, ...options } = input;
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      name: values.name,
      email: values.email,
      subject: values.subject,
      message: values.message,
      language: options.language,
      userId: options.user?.id ?? null,
      status: 'received',
      createdAt: deps.clock(),
    })
    .returning();
  if (row === undefined) throw new Error('The contact message was not stored');
  const reference = contactReference(row.id);

  let status: ContactMessageStatus;
  try {
    await deps.mailer.send({
      to: deps.config.supportEmail,
      replyTo: values.email,
      ...supportMail(values, {
        reference,
        language: options.language,
        user: options.user,
        createdAt: row.createdAt,
      }),
    });
    status = 'forwarded';
  } catch (error) {
    deps.log.error(
      { err: error, contactMessageId: row.id },
      `Contact message ${reference} is stored but could not be mailed to ${deps.config.supportEmail}`,
    );
    status = 'forward_failed';
  }
  await deps.db.update(contactMessages).set({ status }).where(eq(contactMessages.id, row.id));

  return { _id: row.id, reference, createdAt: row.createdAt.toISOString() };
}
