import type { ProductKind, ProductTaxClass } from '@marketdrop/validation';

/** An add-on product as seeded (docs/product.md §14 Basket): its texts in both languages. */
export type SeedProduct = {
  slug: string;
  kind: ProductKind;
  en: { name: string; description: string };
  fr: { name: string; description: string };
  priceCents: number;
  taxClass: ProductTaxClass;
  maxQuantity: number;
  perVehicle: boolean;
};

/** MarketDrop's add-ons, in the order of the list. Pictures: `/products/<slug>.svg`. */
export const PRODUCTS: readonly SeedProduct[] = [
  {
    slug: 'protection-plan',
    kind: 'protection_plan',
    en: {
      name: 'Protection plan, 3 years',
      description:
        'Repairs to the engine, transmission, drivetrain, steering, brakes and electrical systems for 3 years or 60,000 km, whichever comes first, at any licensed repair shop in Canada. One per vehicle.',
    },
    fr: {
      name: 'Plan de protection, 3 ans',
      description:
        'Réparations du moteur, de la transmission, du groupe motopropulseur, de la direction, des freins et des systèmes électriques pendant 3 ans ou 60 000 km, selon la première éventualité, dans tout atelier agréé au Canada. Un par véhicule.',
    },
    priceCents: 189_900,
    taxClass: 'standard',
    maxQuantity: 10,
    perVehicle: true,
  },
  {
    slug: 'tire-wheel-protection',
    kind: 'tire_wheel_protection',
    en: {
      name: 'Tire and wheel protection, 3 years',
      description:
        'Repair or replacement of tires and rims damaged by road hazards (potholes, nails, debris), with towing to the nearest shop.',
    },
    fr: {
      name: 'Protection pneus et jantes, 3 ans',
      description:
        'Réparation ou remplacement des pneus et des jantes endommagés par les dangers de la route (nids-de-poule, clous, débris), avec remorquage jusqu’à l’atelier le plus proche.',
    },
    priceCents: 69_900,
    taxClass: 'standard',
    maxQuantity: 10,
    perVehicle: true,
  },
  {
    slug: 'winter-tires',
    kind: 'winter_tires',
    en: {
      name: 'Winter tire set on steel rims',
      description:
        'Four winter tires with the three-peak mountain snowflake mark, mounted and balanced on steel rims sized for your vehicle, ready to install.',
    },
    fr: {
      name: 'Ensemble de pneus d’hiver sur jantes d’acier',
      description:
        'Quatre pneus d’hiver portant le symbole de la montagne à trois pics et du flocon, montés et équilibrés sur des jantes d’acier de la taille de votre véhicule, prêts à poser.',
    },
    priceCents: 119_900,
    taxClass: 'standard',
    maxQuantity: 4,
    perVehicle: false,
  },
  {
    slug: 'floor-mats',
    kind: 'floor_mats',
    en: {
      name: 'All-weather floor mats',
      description:
        'A front and rear set of deep-channel rubber mats that hold snow, salt and mud, cut to your vehicle.',
    },
    fr: {
      name: 'Tapis toutes saisons',
      description:
        'Un ensemble avant et arrière de tapis en caoutchouc à rainures profondes qui retiennent la neige, le sel et la boue, taillés pour votre véhicule.',
    },
    priceCents: 17_900,
    taxClass: 'standard',
    maxQuantity: 5,
    perVehicle: false,
  },
  {
    slug: 'dash-cam',
    kind: 'dash_cam',
    en: {
      name: 'Front and rear dash cam',
      description:
        'A 1440p front camera and a 1080p rear camera with parking mode and a 128 GB card, wired to the fuse box at installation.',
    },
    fr: {
      name: 'Caméra de tableau de bord avant et arrière',
      description:
        'Une caméra avant 1440p et une caméra arrière 1080p avec mode stationnement et une carte de 128 Go, branchées à la boîte à fusibles à l’installation.',
    },
    priceCents: 34_900,
    taxClass: 'standard',
    maxQuantity: 3,
    perVehicle: false,
  },
  {
    slug: 'detailing',
    kind: 'detailing',
    en: {
      name: 'Full detailing',
      description:
        'Hand wash, clay and wax outside; vacuum, shampoo and leather care inside, done before pickup or delivery.',
    },
    fr: {
      name: 'Esthétique complète',
      description:
        'Lavage à la main, décontamination et cire à l’extérieur; aspiration, shampoing et soin du cuir à l’intérieur, faits avant la cueillette ou la livraison.',
    },
    priceCents: 24_900,
    taxClass: 'standard',
    maxQuantity: 10,
    perVehicle: true,
  },
  {
    slug: 'spare-key',
    kind: 'spare_key',
    en: {
      name: 'Spare key',
      description: 'A second key or fob cut and programmed for your vehicle.',
    },
    fr: {
      name: 'Clé de rechange',
      description: 'Une deuxième clé ou télécommande taillée et programmée pour votre véhicule.',
    },
    priceCents: 29_900,
    taxClass: 'standard',
    maxQuantity: 2,
    perVehicle: false,
  },
];
