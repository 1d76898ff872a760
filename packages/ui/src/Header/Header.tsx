import { Suspense, lazy, useId, useState, type MouseEvent, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type ListItemButtonType from '@mui/material/ListItemButton';
import type MenuItemType from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import { useTranslation } from '../i18n/useTranslation';
import type { UserType } from '@marketdrop/validation';
import { languageOf } from '../i18n/createMarketDropI18n';
import { MARKETDROP_LANGUAGES, type MarketDropLanguage } from '../i18n/languages';
import { Deferred } from '../internal/Deferred';
import { UserAvatar } from '../internal/UserAvatar';
import { linkProps, type LinkComponent } from '../link';
import { paths } from '@marketdrop/api-client';

// What shows only after a click loads on first use (see ./parts): not part of a page's first load.
const parts = () => import('./parts');
const Menu = lazy(() => parts().then((m) => ({ default: m.Menu })));
// MUI's polymorphic components keep their `component` prop typing through the cast.
const MenuItem = lazy(() =>
  parts().then((m) => ({ default: m.MenuItem })),
) as unknown as typeof MenuItemType;
const Drawer = lazy(() => parts().then((m) => ({ default: m.Drawer })));
const List = lazy(() => parts().then((m) => ({ default: m.List })));
const ListItem = lazy(() => parts().then((m) => ({ default: m.ListItem })));
const ListItemButton = lazy(() =>
  parts().then((m) => ({ default: m.ListItemButton })),
) as unknown as typeof ListItemButtonType;
const ListItemText = lazy(() => parts().then((m) => ({ default: m.ListItemText })));
const Divider = lazy(() => parts().then((m) => ({ default: m.Divider })));
const SignupRoleModal = lazy(() => parts().then((m) => ({ default: m.SignupRoleModal })));
/**
 * Loads the code of the header's search box, which shows on /listing only (so it is not part of
 * other pages' first load). An app can start it with the listing page's own code, so the box is
 * ready when the page renders instead of being fetched after.
 */
export const loadHeaderSearch = () => import('../SearchBox');
const SearchBox = lazy(() => loadHeaderSearch().then((m) => ({ default: m.SearchBox })));
// The bell (its badge and popover) loads once a signed-in header shows: not part of a visitor's
// first load.
const NotificationBell = lazy(() =>
  import('../NotificationBell').then((m) => ({ default: m.NotificationBell })),
);
// The basket's count shows once a signed-in header shows (the button without it until then): not
// part of a visitor's first load.
const Badge = lazy(() => import('@mui/material/Badge'));

/** What the header needs to know about the signed-in user. */
export type HeaderUser = {
  firstName?: string | null;
  lastName?: string | null;
  /** Used when there is no first name. */
  name?: string | null;
  /** `dealer` adds the dealer dashboard and sales to the menu, `admin` the admin console. */
  userType?: string | null;
};

export type HeaderProps = {
  /** The signed-in user; `null` or absent shows the logged-out header (Signup and Login). */
  user?: HeaderUser | null;
  /** Full address of the user's avatar (API host + `userImage`); a default image shows on error. */
  avatarSrc?: string | null;
  /** The current path (`location.pathname`): marks the active link and shows the search on /listing. */
  currentPath?: string;
  /** Renders the links; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
  /**
   * Called when one of the four main links (or the logo) is clicked, before navigation. Call
   * `event.preventDefault()` to navigate elsewhere (e.g. logged-out Home/Vehicles go to /login).
   */
  onMainLinkClick?: (href: string, event: MouseEvent<HTMLElement>) => void;
  /** The search box's text (controlled). Leave undefined to let the header keep it. */
  searchValue?: string;
  /** Called on every change of the search box. */
  onSearchChange?: (value: string) => void;
  /** Called on Enter in the search box or a click on its search button. */
  onSearch?: (value: string) => void;
  /**
   * The listing's full address (with any base such as `/fr`), where the search box goes as a plain
   * form before the page's script runs (see `SearchBox`'s `action`). Default: `currentPath`.
   */
  searchAction?: string;
  /** The Signup modal's Continue: navigate to /signup carrying the role. */
  onSignupContinue?: (role: UserType) => void;
  /**
   * The signed-in user's bell: a `NotificationBell` with the user's notifications (the web app
   * passes one that loads them; it may be lazy: its place is held while it loads). Default: a bell
   * without notifications.
   */
  bell?: ReactNode;
  /**
   * The basket's line count (a signed-in buyer's `getCartDetails`, or a visitor's guest basket):
   * a basket icon linking to `/cart` with the count as its badge. Undefined: no basket icon.
   */
  basketCount?: number;
  /** The Logout button of the mobile drawer. */
  onLogout?: () => void;
  /**
   * Called when a language is picked in the EN / FR menu. Default: switch the i18n instance's
   * language (the web app also remembers it and tells the server).
   */
  onLanguageChange?: (language: MarketDropLanguage) => void;
};

/** The four main links, in order. */
export const MAIN_LINKS = [
  { labelKey: 'header.links.home', href: paths.home },
  { labelKey: 'header.links.vehicles', href: paths.listing },
  { labelKey: 'header.links.aboutUs', href: paths.about },
  { labelKey: 'header.links.contactUs', href: paths.contact },
] as const;

/** The greeting's dropdown. */
export const ACCOUNT_MENU_LINKS = [
  { labelKey: 'header.accountMenu.myAccount', href: paths.myProfile },
  { labelKey: 'header.accountMenu.myAuction', href: paths.myBids },
  { labelKey: 'header.accountMenu.myOrders', href: paths.myOrder },
] as const;

/** The menu's links for a dealer (after the account links). */
export const DEALER_MENU_LINKS = [
  { labelKey: 'header.accountMenu.dealerDashboard', href: paths.dealer },
  { labelKey: 'header.accountMenu.dealerSales', href: paths.dealerSales },
] as const;

/** The menu's link for an admin. */
export const ADMIN_MENU_LINKS = [
  { labelKey: 'header.accountMenu.adminConsole', href: paths.admin },
] as const;

function roleLinks(userType: string | null | undefined) {
  if (userType === 'dealer') return DEALER_MENU_LINKS;
  if (userType === 'admin') return ADMIN_MENU_LINKS;
  return [];
}

const HeaderRoot = styled(AppBar, { name: 'MdHeader', slot: 'Root' })(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const Logo = styled(Link, { name: 'MdHeader', slot: 'Logo' })(({ theme }) => ({
  fontWeight: 800,
  fontSize: '1.35rem',
  color: theme.palette.primary.main,
  marginRight: theme.spacing(3),
  whiteSpace: 'nowrap',
}));

const MainNav = styled('nav', { name: 'MdHeader', slot: 'Nav' })(({ theme }) => ({
  display: 'none',
  gap: theme.spacing(0.5),
  [theme.breakpoints.up('md')]: { display: 'flex' },
}));

const NavLink = styled(Button, { name: 'MdHeader', slot: 'NavLink' })(({ theme }) => ({
  color: theme.palette.text.primary,
  '&[aria-current="page"]': {
    color: theme.palette.primary.main,
    boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}`,
    borderRadius: 0,
  },
}));

const Actions = styled(Box, { name: 'MdHeader', slot: 'Actions' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  marginLeft: 'auto',
}));

const DesktopOnly = styled(Box, { name: 'MdHeader', slot: 'DesktopOnly' })(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('md')]: { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
}));

const MobileOnly = styled(Box, { name: 'MdHeader', slot: 'MobileOnly' })(({ theme }) => ({
  display: 'flex',
  [theme.breakpoints.up('md')]: { display: 'none' },
}));

/** Holds the bell's place (same size and icon) while its code loads, so nothing moves. */
const BellPlaceholder = styled('span', { name: 'MdHeader', slot: 'BellPlaceholder' })(
  ({ theme }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    color: theme.palette.action.active,
  }),
);

const DrawerPanel = styled(Box, { name: 'MdHeader', slot: 'Drawer' })(({ theme }) => ({
  width: 280,
  padding: theme.spacing(2, 0),
}));

function greetingName(user: HeaderUser, fallback: string): string {
  return user.firstName?.trim() || user.name?.trim() || fallback;
}

function fullName(user: HeaderUser, fallback: string): string {
  const joined = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return joined || user.name?.trim() || fallback;
}

/** EN / FR: the language shown, and a menu to pick the other one (each name in its own language). */
function LanguageMenu({ onChange }: { onChange?: (language: MarketDropLanguage) => void }) {
  const { t, i18n } = useTranslation('ui');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const current = languageOf(i18n);
  const choose = (language: MarketDropLanguage) => {
    setAnchor(null);
    if (language === current) return;
    if (onChange) onChange(language);
    else void i18n.changeLanguage(language);
  };
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<LanguageIcon />}
        endIcon={<KeyboardArrowDown />}
        aria-label={t('common.language.current', {
          language: t(`common.language.${current}`),
          short: t(`common.language.short.${current}`),
        })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        {t(`common.language.short.${current}`)}
      </Button>
      <Deferred when={anchor !== null}>
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          slotProps={{ list: { 'aria-label': t('common.language.menuLabel') } }}
        >
          {MARKETDROP_LANGUAGES.map((language) => (
            <MenuItem
              key={language}
              role="menuitemradio"
              aria-checked={language === current}
              selected={language === current}
              lang={language}
              onClick={() => choose(language)}
            >
              {t(`common.language.${language}`)}
            </MenuItem>
          ))}
        </Menu>
      </Deferred>
    </>
  );
}

function isActive(currentPath: string | undefined, href: string): boolean {
  if (currentPath === undefined) return false;
  return href === paths.home
    ? currentPath === paths.home
    : currentPath === href || currentPath.startsWith(`${href}/`);
}

/**
 * The site header: logo, the four main links (a side drawer on small screens), the search box on
 * /listing, and either Signup/Login (with the role modal) or the bell (see `bell`), avatar and
 * "Hi, <name>" menu.
 */
export function Header({
  user,
  avatarSrc,
  currentPath,
  LinkComponent = 'a',
  onMainLinkClick,
  searchValue,
  onSearchChange,
  onSearch,
  searchAction,
  onSignupContinue,
  bell,
  basketCount,
  onLogout,
  onLanguageChange,
}: HeaderProps) {
  const { t } = useTranslation('ui');
  const defaultName = t('common.defaultUserName');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [signupOpen, setSignupOpen] = useState(false);
  const [ownSearch, setOwnSearch] = useState('');
  const menuId = useId();
  const menuButtonId = useId();

  const search = searchValue ?? ownSearch;
  const setSearch = (value: string) => {
    setOwnSearch(value);
    onSearchChange?.(value);
  };
  const showSearch = currentPath === paths.listing;
  const loggedIn = user !== null && user !== undefined;

  const mainLink = (href: string) => ({
    ...linkProps(LinkComponent, href),
    'aria-current': isActive(currentPath, href) ? ('page' as const) : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      onMainLinkClick?.(href, event);
      setDrawerOpen(false);
    },
  });
  const basketButton = (count: number) => (
    <IconButton
      color="inherit"
      aria-label={t('header.basket', { count })}
      {...linkProps(LinkComponent, paths.cart)}
    >
      <ShoppingBasketOutlined />
    </IconButton>
  );

  // The basket (a signed-in buyer's, or a visitor's guest basket) with its line count; the
  // badge's code loads after the button shows.
  const basketBadge =
    basketCount !== undefined ? (
      <Suspense fallback={basketButton(basketCount)}>
        <Badge
          badgeContent={basketCount}
          color="primary"
          max={99}
          overlap="circular"
          slotProps={{ badge: { 'aria-hidden': true } }}
          sx={{ '& .MuiBadge-badge': { pointerEvents: 'none', top: 8, right: 8 } }}
        >
          {basketButton(basketCount)}
        </Badge>
      </Suspense>
    ) : null;

  return (
    <HeaderRoot position="sticky" elevation={0}>
      <Toolbar sx={{ gap: 1 }}>
        <MobileOnly>
          <IconButton
            edge="start"
            aria-label={t('header.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        </MobileOnly>
        <Logo
          {...linkProps(LinkComponent, paths.home)}
          underline="none"
          onClick={(event: MouseEvent<HTMLElement>) => onMainLinkClick?.(paths.home, event)}
        >
          MarketDrop
        </Logo>
        <MainNav aria-label={t('header.mainNav')}>
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.href} {...mainLink(link.href)}>
              {t(link.labelKey)}
            </NavLink>
          ))}
        </MainNav>
        {showSearch ? (
          // Wide screens: in the toolbar. Shown by CSS, not measured by script, so a page rendered
          // on the server has it where the browser keeps it (no shift once hydrated).
          <Box
            sx={{
              ml: 2,
              flex: '0 1 320px',
              minWidth: 0,
              minHeight: 40,
              display: { xs: 'none', md: 'block' },
            }}
          >
            <Suspense fallback={null}>
              <SearchBox
                value={search}
                onChange={setSearch}
                onSearch={onSearch}
                action={searchAction ?? currentPath}
              />
            </Suspense>
          </Box>
        ) : null}
        <Actions>
          <LanguageMenu onChange={onLanguageChange} />
          {loggedIn ? (
            <>
              <Suspense
                fallback={
                  <BellPlaceholder aria-hidden="true">
                    <NotificationsNoneOutlined />
                  </BellPlaceholder>
                }
              >
                {bell ?? <NotificationBell unreadCount={0} LinkComponent={LinkComponent} />}
              </Suspense>
              {basketBadge}
              <UserAvatar
                src={avatarSrc}
                alt={fullName(user, defaultName)}
                sx={{ width: 36, height: 36 }}
              />
              <DesktopOnly>
                <Button
                  id={menuButtonId}
                  color="inherit"
                  endIcon={<KeyboardArrowDown />}
                  aria-haspopup="menu"
                  aria-controls={menuAnchor ? menuId : undefined}
                  aria-expanded={menuAnchor ? true : undefined}
                  onClick={(event) => setMenuAnchor(event.currentTarget)}
                >
                  {t('header.greeting', { name: greetingName(user, defaultName) })}
                </Button>
              </DesktopOnly>
              <Deferred when={menuAnchor !== null}>
                <Menu
                  id={menuId}
                  anchorEl={menuAnchor}
                  open={menuAnchor !== null}
                  onClose={() => setMenuAnchor(null)}
                  slotProps={{ list: { 'aria-labelledby': menuButtonId } }}
                >
                  {[...ACCOUNT_MENU_LINKS, ...roleLinks(user.userType)].map((link) => (
                    <MenuItem
                      key={link.href}
                      {...linkProps(LinkComponent, link.href)}
                      onClick={() => setMenuAnchor(null)}
                    >
                      {t(link.labelKey)}
                    </MenuItem>
                  ))}
                </Menu>
              </Deferred>
            </>
          ) : (
            <>
              {basketBadge}
              <DesktopOnly>
                <Button variant="outlined" onClick={() => setSignupOpen(true)}>
                  {t('header.signup')}
                </Button>
                <Button variant="contained" {...linkProps(LinkComponent, paths.login)}>
                  {t('header.login')}
                </Button>
              </DesktopOnly>
            </>
          )}
        </Actions>
      </Toolbar>
      {showSearch ? (
        // Phones and tablets: the search takes a row of its own under the toolbar, full width.
        <Box sx={{ px: 2, pb: 1.5, minHeight: 52, display: { xs: 'block', md: 'none' } }}>
          <Suspense fallback={null}>
            <SearchBox
              value={search}
              onChange={setSearch}
              onSearch={onSearch}
              action={searchAction ?? currentPath}
              maxWidth="100%"
              fullWidth
            />
          </Suspense>
        </Box>
      ) : null}

      <Deferred when={drawerOpen}>
        <Drawer
          anchor="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { 'aria-label': t('header.drawer') } }}
        >
          <DrawerPanel>
            {loggedIn ? (
              <Box sx={{ px: 2, pb: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <UserAvatar src={avatarSrc} alt={fullName(user, defaultName)} />
                <Box>
                  <Typography variant="body2" color="text.secondary">
                    {t('header.welcome')}
                  </Typography>
                  <Typography sx={{ fontWeight: 700 }}>{fullName(user, defaultName)}</Typography>
                </Box>
              </Box>
            ) : null}
            <Divider />
            <Box component="nav" aria-label={t('header.mainMenu')}>
              <List>
                {MAIN_LINKS.map((link) => (
                  <ListItem key={link.href} disablePadding>
                    <ListItemButton {...mainLink(link.href)}>
                      <ListItemText primary={t(link.labelKey)} />
                    </ListItemButton>
                  </ListItem>
                ))}
                {loggedIn
                  ? roleLinks(user.userType).map((link) => (
                      <ListItem key={link.href} disablePadding>
                        <ListItemButton {...mainLink(link.href)}>
                          <ListItemText primary={t(link.labelKey)} />
                        </ListItemButton>
                      </ListItem>
                    ))
                  : null}
              </List>
            </Box>
            <Divider />
            <Box sx={{ px: 2, pt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
              {loggedIn ? (
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => {
                    setDrawerOpen(false);
                    onLogout?.();
                  }}
                >
                  {t('header.logout')}
                </Button>
              ) : (
                <>
                  <Button
                    variant="outlined"
                    onClick={() => {
                      setDrawerOpen(false);
                      setSignupOpen(true);
                    }}
                  >
                    {t('header.signup')}
                  </Button>
                  <Button
                    variant="contained"
                    {...linkProps(LinkComponent, paths.login)}
                    onClick={() => setDrawerOpen(false)}
                  >
                    {t('header.login')}
                  </Button>
                </>
              )}
            </Box>
          </DrawerPanel>
        </Drawer>
      </Deferred>

      <Deferred when={signupOpen}>
        <SignupRoleModal
          open={signupOpen}
          onClose={() => setSignupOpen(false)}
          onContinue={(role) => onSignupContinue?.(role)}
        />
      </Deferred>
    </HeaderRoot>
  );
}
