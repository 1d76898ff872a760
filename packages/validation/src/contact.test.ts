import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { validate } from './errors';

const good = {
  name: 'Marc Gagnon',
  email: 'marc@example.ca',
  subject: 'Pickup on Thursday',
  message: 'Can I pick up my car on Friday instead?',
};

describe('contact form', () => {
  it('accepts a complete message', async () => {
    expect(await validate(contactSchema, good)).toEqual({ ok: true, value: good });
  });

  it('requires every field with a clear message', async () => {
    expect(await validate(contactSchema, {})).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
  });

  it('checks the e-mail and the lengths', async () => {
    expect(
      await validate(contactSchema, {
        name: 'n'.repeat(61),
        email: 'marc@',
        subject: 's'.repeat(151),
        message: 'short',
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Name should not be longer than 60 characters',
        email: 'Please enter a valid email',
        subject: 'Subject should not be longer than 150 characters',
        message: 'Message must be at least 10 characters',
      },
    });
  });

  it.each([
    ['right-to-left override', 'Invoice \u202Efdp.exe'],
    ['first strong isolate', 'Refund \u2068now'],
    ['line break', 'Hello\nBcc: someone@example.com'],
    ['escape', 'Red \u001b[31malert'],
  ])('refuses a %s in the subject (and the name) with the field message', async (_, value) => {
    expect(await validate(contactSchema, { ...good, subject: value, name: value })).toEqual({
      ok: false,
      errors: {
        name: 'Name contains characters that are not allowed',
        subject: 'Subject contains characters that are not allowed',
      },
    });
  });

  it('trims the values and drops unknown fields', async () => {
    const result = await validate(contactSchema, { ...good, name: '  Marc  ', admin: true });
    expect(result).toEqual({ ok: true, value: { ...good, name: 'Marc' } });
  });
});
