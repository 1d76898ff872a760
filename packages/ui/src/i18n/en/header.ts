/** The site header (docs/product.md §3.1 Header and footer). */
export const header = {
  links: {
    home: 'Home',
    vehicles: 'Vehicles',
    aboutUs: 'About Us',
    contactUs: 'Contact Us',
  },
  accountMenu: {
    myAccount: 'My Account',
    myAuction: 'My Auction',
    myOrders: 'My Orders',
    dealerDashboard: 'Dealer dashboard',
    dealerSales: 'My sales',
    adminConsole: 'Admin console',
  },
  openMenu: 'Open menu',
  mainNav: 'Main',
  mainMenu: 'Main menu',
  drawer: 'Menu',
  searchPlaceholder: 'Search...',
  searchVehicles: 'Search vehicles',
  search: 'Search',
  greeting: 'Hi, {{name}}',
  welcome: 'Welcome',
  signup: 'Signup',
  login: 'Login',
  logout: 'Logout',
};
