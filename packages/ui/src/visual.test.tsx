/**
 * Visual regression tests: stories of the components, rendered in Debian's Chromium at a fixed
 * viewport, compared pixel by pixel with the reference screenshots in `__screenshots__/`
 * (Vitest's `toMatchScreenshot`). They catch what a play function cannot: a colour, a spacing,
 * a font or a layout that changed. Chromatic does the same in the cloud when a token exists
 * (`pnpm chromatic`); these run offline, in the README's test command.
 *
 * A change that is meant to be seen: check the new image under `__screenshots__/`, then update the
 * references with `pnpm --filter @marketdrop/ui test:visual:update` and commit them. Text that
 * moves with the clock (time left) is masked; animations and the caret are stopped.
 */
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../.storybook/preview';
import * as contactForm from './ContactForm/ContactForm.stories';
import * as faq from './FaqAccordion/FaqAccordion.stories';
import * as filterSidebar from './FilterSidebar/FilterSidebar.stories';
import * as footer from './Footer/Footer.stories';
import * as header from './Header/Header.stories';
import * as howItWorks from './HowItWorks/HowItWorks.stories';
import * as myBidCard from './MyBidCard/MyBidCard.stories';
import * as orderCard from './OrderCard/OrderCard.stories';
import * as orderDetail from './OrderDetail/OrderDetail.stories';
import * as billOfSale from './BillOfSale/BillOfSale.stories';
import * as notFound from './NotFound/NotFound.stories';
import * as searchBox from './SearchBox/SearchBox.stories';
import * as shopCta from './ShopTheMarketCta/ShopTheMarketCta.stories';
import * as signIn from './SignInForm/SignInForm.stories';
import * as sortSelect from './SortSelect/SortSelect.stories';
import * as trust from './TrustTransparency/TrustTransparency.stories';
import * as vehicleCard from './VehicleCard/VehicleCard.stories';
import * as whyBuyersWin from './WhyBuyersWin/WhyBuyersWin.stories';

setProjectAnnotations(preview);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 412, height: 823 };

type Viewport = { width: number; height: number };
type Shot = {
  name: string;
  Story: ComponentType;
  viewport: Viewport;
  /** Selectors of parts that change with the clock: painted over before comparing. */
  mask?: string[];
  /** A text on screen once the story's language has loaded (French loads on demand). */
  readyText?: string;
  /** A selector of a part that loads on demand (e.g. the header's search box): shown before the shot. */
  readySelector?: string;
};

const shot = (
  name: string,
  Story: ComponentType,
  viewport = DESKTOP,
  mask?: string[],
  readyText?: string,
  readySelector?: string,
): Shot => ({
  name,
  Story,
  viewport,
  ...(mask ? { mask } : {}),
  ...(readyText ? { readyText } : {}),
  ...(readySelector ? { readySelector } : {}),
});

/** The header's search box, whose code loads after the header's first render. */
const SEARCH_BOX = 'input[placeholder="Search..."]';

const stories = {
  contactForm: composeStories(contactForm),
  faq: composeStories(faq),
  filterSidebar: composeStories(filterSidebar),
  footer: composeStories(footer),
  header: composeStories(header),
  howItWorks: composeStories(howItWorks),
  myBidCard: composeStories(myBidCard),
  orderCard: composeStories(orderCard),
  orderDetail: composeStories(orderDetail),
  billOfSale: composeStories(billOfSale),
  notFound: composeStories(notFound),
  searchBox: composeStories(searchBox),
  shopCta: composeStories(shopCta),
  signIn: composeStories(signIn),
  sortSelect: composeStories(sortSelect),
  trust: composeStories(trust),
  vehicleCard: composeStories(vehicleCard),
  whyBuyersWin: composeStories(whyBuyersWin),
};

/** The countdown chip of a card: its text is the time left, which moves every second. */
const TIME_LEFT = ['[data-testid="time-left"]'];

const SHOTS: Shot[] = [
  shot('header-logged-out', stories.header.LoggedOut),
  shot('header-logged-in', stories.header.LoggedIn),
  shot('header-phone', stories.header.MobileLoggedOut, PHONE),
  shot('header-on-listing', stories.header.OnListing, DESKTOP, undefined, undefined, SEARCH_BOX),
  shot(
    'header-on-listing-phone',
    stories.header.OnListing,
    PHONE,
    undefined,
    undefined,
    SEARCH_BOX,
  ),
  shot('header-french', stories.header.FrenchLoggedIn, DESKTOP, undefined, 'Bonjour, Amélie'),
  shot('footer', stories.footer.Default),
  shot('footer-phone', stories.footer.Mobile, PHONE),
  shot('sign-in-empty', stories.signIn.Empty),
  shot('sign-in-busy', stories.signIn.Busy),
  shot('contact-form-empty', stories.contactForm.Empty),
  shot('contact-form-french', stories.contactForm.French, DESKTOP, undefined, 'Envoyer'),
  shot('faq', stories.faq.Default),
  shot('not-found', stories.notFound.Default),
  shot('how-it-works', stories.howItWorks.Default),
  shot('why-buyers-win', stories.whyBuyersWin.Default),
  shot('trust-transparency', stories.trust.Default),
  shot('shop-the-market', stories.shopCta.Default),
  shot('sort-select', stories.sortSelect.LowToHigh),
  shot('search-box', stories.searchBox.Default),
  shot('filter-sidebar', stories.filterSidebar.Default),
  shot('vehicle-card-auction', stories.vehicleCard.AuctionType, DESKTOP, TIME_LEFT),
  shot('vehicle-card-marketdropai', stories.vehicleCard.MarketDropAIType, DESKTOP, TIME_LEFT),
  shot('vehicle-card-claimpoint', stories.vehicleCard.ClaimPOINTType, DESKTOP, TIME_LEFT),
  shot('vehicle-card-missing-fields', stories.vehicleCard.MissingFields, PHONE, TIME_LEFT),
  // After the sale.
  shot('my-bid-card-leading', stories.myBidCard.Leading, DESKTOP, TIME_LEFT),
  shot('my-bid-card-won', stories.myBidCard.WonToCheckout),
  shot('my-bid-card-lost-phone', stories.myBidCard.Lost, PHONE),
  shot('order-card-pending', stories.orderCard.PendingPayment),
  shot('order-detail-ready', stories.orderDetail.ReadyForPickup),
  shot('order-detail-dealer-phone', stories.orderDetail.Dealer, PHONE),
  shot('bill-of-sale', stories.billOfSale.Default),
];

/** Stops animations, transitions and the blinking caret, so two screenshots in a row agree. */
const STILL_CSS = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

let root: Root | null = null;
let container: HTMLElement | null = null;

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = STILL_CSS;
  document.head.append(style);
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** Waits until every picture in `element` has loaded (or failed) and the fonts are ready. */
async function settled(element: HTMLElement): Promise<void> {
  await document.fonts.ready;
  await Promise.all(
    [...element.querySelectorAll('img')].map((image) =>
      image.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  );
}

describe('components look as they did (reference screenshots)', () => {
  it.each(SHOTS.map((entry) => [entry.name, entry] as const))('%s', async (name, entry) => {
    await page.viewport(entry.viewport.width, entry.viewport.height);
    container = document.createElement('div');
    container.dataset['testid'] = 'visual-root';
    container.style.width = `${entry.viewport.width}px`;
    container.style.padding = '16px';
    container.style.boxSizing = 'border-box';
    document.body.append(container);
    const { Story } = entry;
    await act(async () => {
      root = createRoot(container!);
      root.render(<Story />);
    });
    const { readyText } = entry;
    // French texts load on demand: wait until the story shows them, not for a fixed time.
    if (readyText) await vi.waitFor(() => expect(container?.textContent).toContain(readyText));
    const { readySelector } = entry;
    if (readySelector) {
      await vi.waitFor(() => expect(container?.querySelector(readySelector)).not.toBeNull());
    }
    await settled(container);
    const mask = (entry.mask ?? []).flatMap((selector) =>
      [...container!.querySelectorAll(selector)].map((element) => page.elementLocator(element)),
    );
    await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(name, {
      screenshotOptions: { mask, animations: 'disabled' },
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 25 },
    });
  });
});
