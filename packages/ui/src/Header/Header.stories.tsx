import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NotificationBell } from '../NotificationBell';
import { StoryLink } from '../storybook/StoryLink';
import { NOTIFICATIONS_NOW, sampleNotifications } from '../storybook/notificationFixtures';
import { Header } from './Header';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Layout/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The site header: logo, the main links (a side drawer on small screens), the search box on the listing, and Signup/Login or the bell, avatar and account menu.',
          use: 'At the top of every page of the web app.',
          avoid: 'On a partner site (widgets come without it) or inside a dialog.',
          pages: ['colours', 'typography', 'breakpoints', 'accessibility'],
        }),
      },
    },
    layout: 'fullscreen',
  },
  args: {
    LinkComponent: StoryLink,
    currentPath: '/',
    onMainLinkClick: fn(),
    onSearch: fn(),
    onSearchChange: fn(),
    onSignupContinue: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Vehicles' })).toHaveAttribute('href', '/listing');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: 'Notifications' })).toBeNull();
    await expect(canvas.queryByPlaceholderText('Search...')).toBeNull();

    // The web app decides where a logged-out click on Vehicles goes.
    await userEvent.click(nav.getByRole('link', { name: 'Vehicles' }));
    await expect(args.onMainLinkClick).toHaveBeenCalledWith('/listing', expect.anything());
  },
};

/** Signup opens the role modal; Continue hands the role over. */
export const SignupFlow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Signup' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'How Would You Like to Get Started?',
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dealer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onSignupContinue).toHaveBeenCalledWith('dealer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LoggedIn: Story = {
  args: {
    user: { firstName: 'Amelia', lastName: 'Tremblay', name: 'Amelia Tremblay' },
    avatarSrc: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The bell's code loads once a signed-in header shows.
    await expect(await canvas.findByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Signup' })).toBeNull();
    const greeting = canvas.getByRole('button', { name: 'Hi, Amelia' });
    await userEvent.click(greeting);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'My Account',
      'My Auction',
      'My Orders',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'My Auction' })).toHaveAttribute(
      'href',
      '/my-bids',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/my-order',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** A buyer with a basket: the basket icon with its line count, linking to /cart. */
export const WithBasket: Story = {
  args: {
    user: { firstName: 'Amelia', lastName: 'Tremblay', name: 'Amelia Tremblay' },
    avatarSrc: null,
    basketCount: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const basket = await canvas.findByRole('link', { name: 'Basket, 3 items' });
    await expect(basket).toHaveAttribute('href', '/cart');
    // The count's badge loads after the header (not part of a visitor's first load).
    await expect(await canvas.findByText('3')).toBeVisible();
  },
};

/** A visitor with a guest basket: the basket icon with its count beside Signup and Login. */
export const GuestWithBasket: Story = {
  args: { user: null, basketCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const basket = await canvas.findByRole('link', { name: 'Basket, 2 items' });
    await expect(basket).toHaveAttribute('href', '/cart');
    // The count's badge loads after the header.
    await expect(await canvas.findByText('2')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Notifications' })).toBeNull();
  },
};

/** A dealer's menu adds the dashboard and sales; an admin's the console. */
export const DealerMenu: Story = {
  args: { user: { firstName: 'Dana', userType: 'dealer' }, avatarSrc: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hi, Dana' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Account', 'My Auction', 'My Orders', 'Dealer dashboard', 'My sales']);
    await expect(within(menu).getByRole('menuitem', { name: 'Dealer dashboard' })).toHaveAttribute(
      'href',
      '/dealer',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'My sales' })).toHaveAttribute(
      'href',
      '/dealer/sales',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const AdminMenu: Story = {
  args: { user: { firstName: 'Ada', userType: 'admin' }, avatarSrc: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hi, Ada' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Admin console' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(within(menu).queryByRole('menuitem', { name: 'Dealer dashboard' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** Greeting falls back to `name`, then to "User"; a broken avatar shows the default image. */
export const GreetingFallbacks: Story = {
  args: { user: { name: 'Jordan' }, avatarSrc: '/no-such-avatar.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Hi, Jordan' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Jordan' })).toHaveAttribute('data-fallback', 'true'),
    );
  },
};

export const NamelessUser: Story = {
  args: { user: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Hi, User' })).toBeVisible();
  },
};

/** On /listing the search box appears; Enter and the search button both search. */
export const OnListing: Story = {
  args: { currentPath: '/listing', user: { firstName: 'Amelia' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Vehicles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The search box's code loads on first use; the row of small screens is hidden here (by CSS).
    const search = await canvas.findByRole('searchbox', { name: 'Search vehicles' });
    await expect(search).toHaveAttribute('placeholder', 'Search...');
    await userEvent.type(search, 'Civic{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('Civic');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('Civic');
    await userEvent.type(search, ' 2020');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('Civic 2020');
  },
};

/** Small screens: the links move to a side drawer with Welcome, the name and Logout. */
export const MobileLoggedIn: Story = {
  args: { user: { firstName: 'Amelia', lastName: 'Tremblay' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    for (const label of ['Home', 'Vehicles', 'About Us', 'Contact Us']) {
      await expect(drawer.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(screen.getByText('Welcome')).toBeVisible();
    await expect(screen.getByText('Amelia Tremblay')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const MobileLoggedOut: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Signup' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main menu' });
    await expect(screen.getByRole('button', { name: 'Signup' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(screen.queryByText('Welcome')).toBeNull();
  },
};

/** The EN / FR menu switches every text of the header (no handler: the i18n instance switches). */
export const LanguageMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'EN - Language: English' }));
    const menu = await screen.findByRole('menu', { name: 'Choose a language' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));

    const nav = within(await canvas.findByRole('navigation', { name: 'Navigation principale' }));
    await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Nous joindre' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Inscription' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');

    await userEvent.click(canvas.getByRole('button', { name: 'FR - Langue : Français' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
  },
};

/** With a handler (the web app's), picking a language reports it. */
export const LanguageHandled: Story = {
  args: { onLanguageChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'EN - Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('fr');
  },
};

/** The header in French, signed in. */
export const FrenchLoggedIn: Story = {
  args: { user: { firstName: 'Amélie', lastName: 'Tremblay' } },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Bonjour, Amélie' })).toBeVisible();
    // The bell's code loads once a signed-in header shows.
    await expect(await canvas.findByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

/** The web app passes its bell, with the user's unread count and notifications. */
export const WithNotifications: Story = {
  args: {
    user: { firstName: 'Amelia' },
    bell: (
      <NotificationBell
        unreadCount={2}
        notifications={sampleNotifications}
        now={NOTIFICATIONS_NOW}
        LinkComponent={StoryLink}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 2 unread' }));
    // The popover's code loads on the first click.
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5_000 });
    await expect(
      await within(dialog).findByText('You were outbid on 2021 Hyundai Tucson: $12,350'),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
