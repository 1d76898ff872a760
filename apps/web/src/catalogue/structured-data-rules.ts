/**
 * What a vehicle page's JSON-LD must hold to be read as a vehicle for sale (schema.org `Car` and
 * its `Offer`, with the properties search engines require of a vehicle listing): the problems
 * found, empty when none. Used by the tests of `vehicleStructuredData` and of the rendered page.
 */
export function vehicleStructuredDataProblems(data: unknown): string[] {
  const problems: string[] = [];
  const record = (value: unknown): Record<string, unknown> | null =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const absoluteUrl = (value: unknown) =>
    typeof value === 'string' && /^https?:\/\/\S+$/.test(value);

  const car = record(data);
  if (car === null) return ['not an object'];
  if (car['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  if (car['@type'] !== 'Car') problems.push('@type is not Car');
  for (const field of ['name', 'model', 'vehicleModelDate']) {
    if (!text(car[field])) problems.push(`${field} is missing`);
  }
  if (!absoluteUrl(car.url)) problems.push('url is not an absolute address');
  const brand = record(car.brand);
  if (brand === null || brand['@type'] !== 'Brand' || !text(brand.name)) {
    problems.push('brand is not a Brand with a name');
  }
  const images = car.image;
  if (!Array.isArray(images) || images.length === 0 || !images.every(absoluteUrl)) {
    problems.push('image is not a list of absolute addresses');
  }
  if (car.mileageFromOdometer !== undefined) {
    const mileage = record(car.mileageFromOdometer);
    if (
      mileage === null ||
      mileage['@type'] !== 'QuantitativeValue' ||
      typeof mileage.value !== 'number' ||
      !['KMT', 'SMI'].includes(String(mileage.unitCode))
    ) {
      problems.push('mileageFromOdometer is not a QuantitativeValue in KMT or SMI');
    }
  }
  const offer = record(car.offers);
  if (offer === null || offer['@type'] !== 'Offer') return [...problems, 'offers is not an Offer'];
  if (typeof offer.price !== 'number' || !(offer.price > 0))
    problems.push('offers.price is not a positive number');
  if (offer.priceCurrency !== 'CAD') problems.push('offers.priceCurrency is not CAD');
  if (
    typeof offer.availability !== 'string' ||
    !offer.availability.startsWith('https://schema.org/')
  ) {
    problems.push('offers.availability is not a schema.org ItemAvailability');
  }
  if (!absoluteUrl(offer.url)) problems.push('offers.url is not an absolute address');
  if (
    offer.availabilityEnds !== undefined &&
    Number.isNaN(Date.parse(String(offer.availabilityEnds)))
  ) {
    problems.push('offers.availabilityEnds is not a date');
  }
  const seller = record(offer.seller);
  if (seller === null || !text(seller.name)) problems.push('offers.seller has no name');
  return problems;
}
