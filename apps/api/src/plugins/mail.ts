import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Where replies go (e.g. the sender of a Contact Support message). */
  replyTo?: string;
};

/** Where mail goes: SMTP, the log, or whatever a test passes in. */
export type MailTransport = { send: (message: MailMessage) => Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailTransport;
  }
}

export type MailPluginOptions = {
  smtpUrl: string | null;
  from: string;
  /** In production a mail transport is required: codes must never be written to the log. */
  isProduction?: boolean;
  /** Replaces the transport chosen from the configuration (tests). */
  transport?: MailTransport;
};

/**
 * SMTP via nodemailer when `SMTP_URL` is set; otherwise, outside production, each message is
 * written to the log (in production the server refuses to start without it).
 */
export default fp<MailPluginOptions>(
  async function mailPlugin(app, opts) {
    let transport: MailTransport;
    if (opts.transport !== undefined) {
      transport = opts.transport;
    } else if (opts.smtpUrl !== null) {
      const smtp = nodemailer.createTransport(opts.smtpUrl);
      transport = {
        send: async (message) => {
          await smtp.sendMail({ from: opts.from, ...message });
        },
      };
      app.addHook('onClose', async () => {
        smtp.close();
      });
    } else if (opts.isProduction === true) {
      throw new Error(
        'SMTP_URL must be set in production: without a mail transport the sign-in codes would only be written to the log.',
      );
    } else {
      transport = {
        send: async (message) => {
          app.log.info(
            { mail: { to: message.to, subject: message.subject } },
            `Mail (no SMTP_URL set, not sent) to ${message.to}: ${message.subject}\n${message.text}`,
          );
        },
      };
    }
    app.decorate('mailer', transport);
  },
  { name: 'mail' },
);
