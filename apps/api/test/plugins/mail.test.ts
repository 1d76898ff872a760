import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import mailPlugin from '../../src/plugins/mail';

describe('mail transport', () => {
  it('in production, refuses to start without SMTP_URL rather than write codes to the log', async () => {
    const app = Fastify();
    void app.register(mailPlugin, { smtpUrl: null, from: 'x@y.z', isProduction: true });
    await expect(app.ready()).rejects.toThrow(/SMTP_URL must be set in production/);
    await app.close();
  });

  it('outside production, writes the mail to the log', async () => {
    const app = Fastify();
    await app.register(mailPlugin, { smtpUrl: null, from: 'x@y.z', isProduction: false });
    await app.ready();
    expect(app.mailer).toBeDefined();
    await app.close();
  });
});
