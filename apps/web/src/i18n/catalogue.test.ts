import { describe, expect, it } from 'vitest';
import { fallbackMessages } from '@marketdrop/api-client';
import { findCatalogueProblems } from '@marketdrop/ui';
import { webEn } from './en';
import { messages } from './en/messages';
import { pages } from './en/pages';
import { createEnglishFinder } from './findByEnglish';
import { webFr } from './fr';

describe('the web catalogue', () => {
  it('has the same keys and placeholders in French as in English, none empty', () => {
    expect(findCatalogueProblems(webEn, webFr)).toEqual([]);
  });

  it("keeps the api-client's fallback messages word for word", () => {
    expect(messages.fallback).toEqual(fallbackMessages);
  });
});

describe('createEnglishFinder', () => {
  const find = createEnglishFinder(messages, 'messages');

  it('finds a fixed message by its English text', () => {
    expect(find('OTP sent successfully')).toEqual({ key: 'messages.server.otpSent', params: {} });
    expect(find('Login failed')).toEqual({ key: 'messages.fallback.login', params: {} });
    expect(find('Login successful!')).toEqual({
      key: 'messages.success.loginSuccess',
      params: {},
    });
  });

  it('finds a message with a number, dropping the plural suffix', () => {
    expect(find('Please wait 12 seconds before requesting a new OTP.')).toEqual({
      key: 'messages.server.otpCooldown',
      params: { count: '12' },
    });
    expect(find('Too many attempts. Please try again in 1 second.')).toEqual({
      key: 'messages.server.rateLimited',
      params: { count: '1' },
    });
  });

  it('leaves other texts alone', () => {
    expect(find('Something nobody wrote')).toBeUndefined();
    expect(find('OTP sent successfully!')).toBeUndefined();
  });

  it('names every screen of the coming-soon page', () => {
    const screen = createEnglishFinder(pages.comingSoon.screens, 'screens');
    expect(screen('My Orders')?.key).toBe('screens.myOrders');
    expect(screen('Terms & Conditions')?.key).toBe('screens.terms');
  });
});
