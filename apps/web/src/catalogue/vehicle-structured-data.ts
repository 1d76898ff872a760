import { localizedPath, type Auction, type SiteLanguage } from '@marketdrop/api-client';
import { detailPath } from '../routing/paths';
import { absoluteUrl } from '../content/SiteOrigin';

/** schema.org's codes for the odometer units (UN/CEFACT): kilometres and miles. */
const ODOMETER_UNIT_CODES: Record<string, string> = { KM: 'KMT', MI: 'SMI', MILES: 'SMI' };

/** Whether the vehicle can still be bought on this page (bid on, claimed or bought now). */
function onSale(auction: Auction): boolean {
  return auction.status === 'open' || auction.status === 'scheduled';
}

/**
 * A vehicle's page as schema.org describes it (JSON-LD): a `Car` with its facts and pictures, and
 * its `Offer`: the price now in CAD, whether it can still be bought, until when, and who sells it.
 * Facts the dealer left empty are left out (never an empty value). Its address is the page's in
 * `language` (`/fr/detail/{id}` in French).
 */
export function vehicleStructuredData(
  auction: Auction,
  origin: string,
  language: SiteLanguage = 'en',
): Record<string, unknown> {
  const { vehicle } = auction;
  const url = absoluteUrl(origin, localizedPath(detailPath(auction._id), language));
  const car: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: auction.vehicleName,
    url,
    image: vehicle.vehicleImage.map((path) => absoluteUrl(origin, path)),
    brand: { '@type': 'Brand', name: vehicle.make.name },
    model: vehicle.model,
    vehicleModelDate: String(vehicle.year),
  };
  if (vehicle.trim) car.vehicleConfiguration = vehicle.trim;
  if (vehicle.vin) car.vehicleIdentificationNumber = vehicle.vin;
  if (vehicle.category) car.bodyType = vehicle.category.name;
  if (vehicle.exteriorColour) car.color = vehicle.exteriorColour;
  if (vehicle.fuelType) car.fuelType = vehicle.fuelType;
  if (vehicle.transmission) car.vehicleTransmission = vehicle.transmission;
  if (vehicle.drivetrain) car.driveWheelConfiguration = vehicle.drivetrain;
  if (vehicle.description ?? auction.description) {
    car.description = vehicle.description ?? auction.description;
  }
  if (vehicle.miles !== null) {
    car.mileageFromOdometer = {
      '@type': 'QuantitativeValue',
      value: vehicle.miles,
      unitCode: ODOMETER_UNIT_CODES[vehicle.odometerUnit.toUpperCase()] ?? 'KMT',
    };
  }
  const available = onSale(auction) && auction.paused !== true;
  car.offers = {
    '@type': 'Offer',
    url,
    price: auction.currentPrice,
    priceCurrency: 'CAD',
    availability: available
      ? auction.status === 'scheduled'
        ? 'https://schema.org/PreOrder'
        : 'https://schema.org/InStock'
      : auction.status === 'sold'
        ? 'https://schema.org/SoldOut'
        : 'https://schema.org/Discontinued',
    ...(available
      ? { availabilityEnds: auction.endsAt, priceValidUntil: auction.endsAt.slice(0, 10) }
      : {}),
    itemCondition: 'https://schema.org/UsedCondition',
    seller: { '@type': 'AutoDealer', name: auction.seller.name },
  };
  return car;
}
