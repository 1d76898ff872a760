import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('business constants (docs/product.md §11)', () => {
  it('match the spec', () => {
    expect(c.OTP_LENGTH).toBe(4);
    expect(c.MIN_AGE_YEARS).toBe(18);
    expect(c.EARLIEST_BIRTH_DATE).toBe('1900-01-01');
    expect([c.SIGNUP_PASSWORD_MIN, c.RESET_PASSWORD_MIN]).toEqual([8, 6]);
    expect([c.PHONE_MIN_DIGITS, c.PHONE_MAX_DIGITS]).toEqual([6, 15]);
    expect([c.DEFAULT_COUNTRY_CODE, c.DEFAULT_COUNTRY_ISO_CODE, c.DEFAULT_GENDER]).toEqual([
      '+1',
      'US',
      'male',
    ]);
    expect(c.GENDER_VALUES).toEqual(['Male', 'Female', 'Other']);
    expect([c.HOME_PAGE_SIZE, c.LISTING_PAGE_SIZE, c.SAVED_PAGE_SIZE, c.FIRST_PAGE]).toEqual([
      8, 20, 20, 1,
    ]);
    expect([c.LISTING_SKELETONS, c.SAVED_SKELETONS, c.HOME_SECTION_SKELETONS]).toEqual([12, 6, 8]);
    expect([c.PRICE_SLIDER_STEP, c.DEFAULT_PRICE_MIN, c.DEFAULT_PRICE_MAX]).toEqual([
      500, 5000, 20000,
    ]);
    expect([c.DEFAULT_YEAR_MIN, c.DEFAULT_YEAR_MAX]).toEqual([2000, 2023]);
    expect([c.SEARCH_DEBOUNCE_MS, c.PRICE_DEBOUNCE_MS, c.PHONE_DEBOUNCE_MS]).toEqual([
      500, 500, 250,
    ]);
    expect(c.MIN_INITIAL_LOADER_MS).toBe(700);
    expect([c.HERO_AUTOPLAY_MS, c.HERO_SLIDE_SPEED_MS]).toEqual([6000, 300]);
    expect(c.DETAIL_COUNTDOWN_START_S).toBe(190);
    expect([c.TOAST_DURATION_MS, c.TOAST_LIMIT, c.TOAST_POSITION]).toEqual([2000, 6, 'top-right']);
    expect([c.TOAST_ALT_DURATION_MS, c.TOAST_ALT_HOTKEY]).toEqual([5000, 'Alt+T']);
    expect(c.UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(c.SORT_VALUES).toEqual(['lowToHigh', 'highToLow', 'endingSoon', 'newestFirst']);
    expect(Object.values(c.AUCTION_TYPE_LABELS)).toEqual(['Auction', 'MarketDropAI', 'ClaimPOINT']);
    expect(c.STALE_SESSION_CLEANUP_MS).toBe(1000);
  });
});
