import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { validateWithKeys } from './errors';
import { englishOf, isKeyedMessage, keyed, keyedDictionary, keyedMessages } from './keyed';
import { messages } from './messages';
import { contactSchema } from './contact';

describe('keyed messages', () => {
  it('carry a stable key, their values and the English text word for word', () => {
    expect(keyedMessages.emailRequired).toEqual({
      key: 'emailRequired',
      values: {},
      text: 'Email is required',
    });
    expect(keyedMessages.tooLong('Reason', 500)).toEqual({
      key: 'tooLong',
      values: { field: 'Reason', max: 500 },
      text: messages.tooLong('Reason', 500),
    });
    expect(keyedDictionary('x', { a: 'Text A' }).a).toEqual(keyed('x.a', 'Text A'));
  });

  it('give their English to englishOf and are recognised by shape, not by text', () => {
    expect(englishOf(keyedMessages.otpFourDigits)).toBe('Enter 4 digits');
    expect(englishOf('plain')).toBe('plain');
    expect(isKeyedMessage(keyedMessages.otpFourDigits)).toBe(true);
    expect(isKeyedMessage('Enter 4 digits')).toBe(false);
  });

  it('reach the field errors: English in errors, key and values in errorKeys', async () => {
    const result = await validateWithKeys(contactSchema, { name: '', email: 'x' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('Name is required');
    expect(result.errorKeys.name).toEqual({ key: 'required', values: { field: 'Name' } });
    expect(result.errors.email).toBe('Please enter a valid email');
    expect(result.errorKeys.email).toEqual({ key: 'pleaseEnterValidEmail', values: {} });
    expect(Object.keys(result.errorKeys).sort()).toEqual(Object.keys(result.errors).sort());
    for (const [field, { key }] of Object.entries(result.errorKeys)) {
      expect(key, field).toMatch(/^[a-z][A-Za-z.]*$/);
    }
  });

  it('leave a plain-text message without a key', async () => {
    const schema = object({ a: string().required('Plain') });
    const result = await validateWithKeys(schema, {});
    expect(result).toEqual({ ok: false, errors: { a: 'Plain' }, errorKeys: {} });
  });
});
