import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { createEditProfileSchema, signupSchema } from './account';
import { isPlainText } from './patterns';
import { validate } from './errors';

describe('names and addresses refuse control and bidirectional-override characters', () => {
  it.each([
    ['BEL', 'Ann\u0007e'],
    ['ESC', 'Ann\u001b[31me'],
    ['NUL', 'Ann\u0000e'],
    ['line break', 'Ann\ne'],
    ['right-to-left override', 'Ann\u202Ee'],
    ['first strong isolate', 'Ann\u2068e'],
  ])('%s is refused', (_, value) => {
    expect(isPlainText(value)).toBe(false);
  });

  it('letters of any alphabet, digits and punctuation pass', () => {
    expect(isPlainText("Zoë O'Brien-Łukasz 12, rue de l'Église")).toBe(true);
    expect(isPlainText('محمد')).toBe(true);
  });

  it('the forms report the field with the catalogue message', async () => {
    const signup = await validate(signupSchema, {
      firstName: 'Ann\u202Ee',
      address: '1 Main\u001bStreet',
    });
    expect(signup.ok).toBe(false);
    if (signup.ok) return;
    expect(signup.errors.firstName).toBe('First name contains characters that are not allowed');
    expect(signup.errors.address).toBe('Address contains characters that are not allowed');

    const profile = await validate(createEditProfileSchema().pick(['city']), {
      city: 'Paris\u0007',
    });
    expect(profile.ok).toBe(false);
    if (!profile.ok)
      expect(profile.errors.city).toBe('City contains characters that are not allowed');

    const contact = await validate(contactSchema.pick(['name']), { name: 'Bob\u202E' });
    expect(contact.ok).toBe(false);
    if (!contact.ok)
      expect(contact.errors.name).toBe('Name contains characters that are not allowed');
  });
});
