import { describe, expect, it } from 'vitest';
import { fallbackMessages } from '@marketdrop/api-client';
import { findCatalogueProblems } from '@marketdrop/ui';
import { webEn } from './en';
import { messages } from './en/messages';
import { webFr } from './fr';

describe('the web catalogue', () => {
  it('has the same keys and placeholders in French as in English, none empty', () => {
    expect(findCatalogueProblems(webEn, webFr)).toEqual([]);
  });

  it("keeps the api-client's fallback messages word for word", () => {
    expect(messages.fallback).toEqual(fallbackMessages);
  });
});
