import { describe, expect, it } from 'vitest';
import { MESSAGE_PARAMS, MESSAGE_TEMPLATES, matchMessage } from './message-keys';
import { messages } from './messages';

describe('matchMessage', () => {
  it('recognises every fixed message by its exact text', () => {
    for (const [key, message] of Object.entries(messages)) {
      if (typeof message === 'string') expect(matchMessage(message)).toEqual({ key, params: {} });
    }
  });

  it('recognises the templated messages and their values', () => {
    expect(matchMessage(messages.required('First name'))).toEqual({
      key: 'required',
      params: { field: 'First name' },
    });
    expect(matchMessage('HST/GST Number should not be longer than 100 characters')).toEqual({
      key: 'tooLong',
      params: { field: 'HST/GST Number', max: '100' },
    });
    expect(matchMessage(messages.nameMin('Last name'))).toEqual({
      key: 'nameMin',
      params: { field: 'Last name' },
    });
    expect(matchMessage(messages.nameSpaces('First name'))?.key).toBe('nameSpaces');
  });

  it('prefers the fixed message over a template it also fits', () => {
    // "Email is required" is both `emailRequired` and `required('Email')`.
    expect(matchMessage('Email is required')?.key).toBe('emailRequired');
  });

  it('leaves other texts alone', () => {
    expect(matchMessage('Invalid email or password')).toBeUndefined();
    expect(matchMessage('')).toBeUndefined();
    expect(matchMessage('is required')).toBeUndefined();
  });

  it('names the arguments of every templated message', () => {
    for (const [key, names] of Object.entries(MESSAGE_PARAMS)) {
      const message = messages[key as keyof typeof MESSAGE_PARAMS];
      expect(names).toHaveLength(message.length);
    }
  });
});

describe('MESSAGE_TEMPLATES', () => {
  it('gives every message with its values as placeholders', () => {
    expect(Object.keys(MESSAGE_TEMPLATES).sort()).toEqual(Object.keys(messages).sort());
    expect(MESSAGE_TEMPLATES.required).toBe('{{field}} is required');
    expect(MESSAGE_TEMPLATES.tooLong).toBe(
      '{{field}} should not be longer than {{max}} characters',
    );
    for (const [key, message] of Object.entries(messages)) {
      const template = MESSAGE_TEMPLATES[key as keyof typeof messages];
      const filled = template.replace('{{field}}', 'First name').replace('{{max}}', '30');
      expect(filled).toBe(typeof message === 'string' ? message : message('First name', 30));
    }
  });
});
