import { describe, expect, it } from 'vitest';
import { yupResolver } from '@hookform/resolvers/yup';
import { loginSchema } from '@marketdrop/validation';
import { keyedMessageOf, keyedResolver } from './keyedResolver';

describe('keyedResolver', () => {
  it('gives the forms the English text and keeps the key and values beside it', async () => {
    const resolve = keyedResolver(yupResolver(loginSchema));
    const result = await resolve({ email: '', password: 'x'.repeat(600) }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.email?.message).toBe('Email is required');
    expect(keyedMessageOf(result.errors.email)).toMatchObject({ key: 'emailRequired', values: {} });
    expect(result.errors.password?.message).toBe(
      'Password should not be longer than 128 characters',
    );
    expect(keyedMessageOf(result.errors.password)).toMatchObject({
      key: 'tooLong',
      values: { field: 'password', max: 128 },
    });
  });

  it('leaves an error without a key as it is', () => {
    expect(keyedMessageOf({ type: 'server', message: 'Plain' })).toBeUndefined();
    expect(keyedMessageOf(undefined)).toBeUndefined();
  });
});
