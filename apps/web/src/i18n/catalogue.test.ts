import { describe, expect, it } from 'vitest';
import { findCatalogueProblems } from '@marketdrop/ui';
import { webEn } from './en';
import { webFr } from './fr';

describe('the web catalogue', () => {
  it('has the same keys and placeholders in French as in English, none empty', () => {
    expect(findCatalogueProblems(webEn, webFr)).toEqual([]);
  });
});
