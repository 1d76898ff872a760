import type { header as en } from '../en/header';

export const header: typeof en = {
  basket_one: 'Panier, {{count}} article',
  basket_other: 'Panier, {{count}} articles',
  links: {
    home: 'Accueil',
    vehicles: 'Véhicules',
    aboutUs: 'À propos',
    contactUs: 'Nous joindre',
  },
  accountMenu: {
    myAccount: 'Mon compte',
    myAuction: 'Mes enchères',
    myOrders: 'Mes commandes',
    dealerDashboard: 'Tableau de bord du concessionnaire',
    dealerSales: 'Mes ventes',
    adminConsole: "Console d'administration",
  },
  openMenu: 'Ouvrir le menu',
  mainNav: 'Navigation principale',
  mainMenu: 'Menu principal',
  drawer: 'Menu',
  searchPlaceholder: 'Rechercher...',
  searchVehicles: 'Rechercher des véhicules',
  search: 'Rechercher',
  greeting: 'Bonjour, {{name}}',
  welcome: 'Bienvenue',
  signup: 'Inscription',
  login: 'Connexion',
  logout: 'Déconnexion',
};
