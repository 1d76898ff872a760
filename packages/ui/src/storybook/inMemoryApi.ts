/**
 * IN-MEMORY STAND-IN FOR THE MARKETDROP API — FOR STORIES AND COMPONENT TESTS ONLY.
 *
 * No server runs under the story tests, so the widget stories give the widgets a real
 * `ApiClient` (`createApiClient`: the same request building, envelopes and `ApiError`s) whose
 * `fetch` is answered here from story data instead of the network. It implements the catalogue
 * calls the widgets make (getBanners, getAuctions, filterdata, auctionScreen, toggleAuction,
 * getSaveAuction, getHomeScreenDetails) with the contract's documented filter semantics; every
 * other call answers 501. It is not the server and proves nothing about it: the real API is
 * exercised by the api-client integration tests and the end-to-end tests (partner page included).
 */
import {
  createApiClient,
  createSessionStore,
  type ApiClient,
  type Auction,
  type AuctionType,
  type Banner,
  type FilterOptions,
  type GetAuctionsRequest,
  type TimeLeftBucket,
} from '@marketdrop/api-client';
import { carPictures, makeAuction, sampleBanners } from './catalogueFixtures';

export type InMemoryApiOptions = {
  /** The catalogue (default: `storyCatalogue()`, 45 auctions). */
  auctions?: Auction[];
  banners?: Banner[];
  /** Start signed in (a story token), so hearts can be toggled. Default true. */
  signedIn?: boolean;
  /** Answer every toggleAuction with a 500 (the rollback story). */
  failToggles?: boolean;
  /** Delay of every answer, in ms (default 50), so loading states are real. */
  latencyMs?: number;
  /** Answer every call with this status and message instead (error stories). */
  failAll?: { status: number; message: string };
};

export type InMemoryApi = {
  /** A real `ApiClient` whose requests are answered in memory. */
  client: ApiClient;
  /** Every request made, as `METHOD /path`, in order (for play functions to check). */
  requests: string[];
  /** The bodies of the getAuctions requests, in order. */
  auctionQueries: GetAuctionsRequest[];
};

const MAKES = [
  ['Honda', ['Civic', 'CR-V', 'Accord']],
  ['Toyota', ['Corolla', 'RAV4', 'Tacoma']],
  ['Ford', ['F-150', 'Escape', 'Mustang']],
  ['Mazda', ['Mazda3', 'CX-5', 'CX-30']],
  ['Hyundai', ['Elantra', 'Tucson', 'Kona']],
] as const;
const CATEGORY_OF: Record<string, { _id: string; name: string }> = {
  'CR-V': { _id: 'cat-suv', name: 'SUV' },
  RAV4: { _id: 'cat-suv', name: 'SUV' },
  Escape: { _id: 'cat-suv', name: 'SUV' },
  'CX-5': { _id: 'cat-suv', name: 'SUV' },
  'CX-30': { _id: 'cat-suv', name: 'SUV' },
  Tucson: { _id: 'cat-suv', name: 'SUV' },
  Kona: { _id: 'cat-suv', name: 'SUV' },
  Tacoma: { _id: 'cat-truck', name: 'Pickup Truck' },
  'F-150': { _id: 'cat-truck', name: 'Pickup Truck' },
};
const CITIES = [
  ['Toronto', 'ON'],
  ['Montréal', 'QC'],
  ['Calgary', 'AB'],
  ['Vancouver', 'BC'],
  ['Halifax', 'NS'],
] as const;
const TYPES: AuctionType[] = ['auction', 'marketdropai', 'claimpoint'];
const PICTURES = [carPictures.red, carPictures.blue, carPictures.green, carPictures.grey];

function timeLeftText(endTime: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(endTime) - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** A deterministic story catalogue: `count` auctions over 5 makes, 3 body types, 3 sale types. */
export function storyCatalogue(count = 45): Auction[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => {
    const [make, models] = MAKES[index % MAKES.length] as (typeof MAKES)[number];
    const model = models[Math.floor(index / MAKES.length) % models.length] as string;
    const year = 2016 + (index % 8);
    const type = TYPES[index % TYPES.length] as AuctionType;
    const price = 9000 + ((index * 3700) % 42000);
    const [city, province] = CITIES[index % CITIES.length] as (typeof CITIES)[number];
    const endTime = new Date(now + (index + 1) * 2.5 * 3600 * 1000).toISOString();
    const id = `mem-${String(index + 1).padStart(3, '0')}`;
    const name = `${year} ${make} ${model}`;
    const base = makeAuction();
    return makeAuction({
      _id: id,
      auctionType: type,
      priceLabel:
        type === 'auction'
          ? 'Current Bid'
          : type === 'claimpoint'
            ? 'Claim Price'
            : 'Current Price',
      ctaButton: type === 'auction' ? 'Place Bid' : 'Claim Now',
      currentPrice: price,
      startingBid: price - 1000,
      highestBid: type === 'auction' ? price : null,
      claimPrice: type === 'claimpoint' ? price : null,
      totalBids: type === 'auction' ? index % 17 : 0,
      trending: index % 4 === 0,
      vehicleName: name,
      schedule: {
        startTime: new Date(now - 86_400_000 - index * 60_000).toISOString(),
        endTime,
        timeLeft: timeLeftText(endTime, now),
      },
      vehicle: {
        ...base.vehicle,
        _id: `veh-${id}`,
        year,
        make: { _id: `make-${make.toLowerCase()}`, name: make },
        model,
        trim: null,
        category: CATEGORY_OF[model] ?? { _id: 'cat-sedan', name: 'Sedan' },
        miles: 12000 + ((index * 7919) % 140000),
        vehicleName: name,
        vehicleImage: [PICTURES[index % PICTURES.length] as string],
        fuelType: index % 5 === 0 ? 'Hybrid' : 'Gasoline',
        transmission: index % 6 === 0 ? 'Manual' : 'Automatic',
        originalPrice: price + 2500,
        location: { address: `${10 + index} Main St`, city, province, postalCode: null },
      },
    });
  });
}

function optionsOf(auctions: Auction[]): FilterOptions {
  const unique = <T>(items: T[], key: (item: T) => string) => [
    ...new Map(items.map((item) => [key(item), item])).values(),
  ];
  const prices = auctions.map((auction) => auction.currentPrice);
  const years = [...new Set(auctions.map((auction) => auction.vehicle.year))].sort((a, b) => b - a);
  const texts = (pick: (auction: Auction) => string | null) =>
    [...new Set(auctions.map(pick).filter((value): value is string => Boolean(value)))]
      .sort()
      .map((value) => ({ value }));
  return {
    brand: unique(
      auctions.map((auction) => auction.vehicle.make),
      (make) => make._id,
    ).sort((a, b) => a.name.localeCompare(b.name)),
    years: years.map((value) => ({ _id: `year-${value}`, value })),
    fuelType: texts((auction) => auction.vehicle.fuelType),
    transmission: texts((auction) => auction.vehicle.transmission),
    auctionType: TYPES.map((value) => ({ value })),
    timeLeft: (['lt1h', 'lt24h', 'lt3d', 'lt7d', 'gt7d'] as const).map((value) => ({ value })),
    category: unique(
      auctions.flatMap((auction) => (auction.vehicle.category ? [auction.vehicle.category] : [])),
      (category) => category._id,
    ).sort((a, b) => a.name.localeCompare(b.name)),
    priceMin: prices.length ? Math.floor(Math.min(...prices) / 500) * 500 : 5000,
    priceMax: prices.length ? Math.ceil(Math.max(...prices) / 500) * 500 : 20000,
    yearMin: years[years.length - 1] ?? 2000,
    yearMax: years[0] ?? 2023,
  };
}

const BUCKET_HOURS: Record<TimeLeftBucket, [number, number]> = {
  lt1h: [0, 1],
  lt24h: [0, 24],
  lt3d: [0, 72],
  lt7d: [0, 168],
  gt7d: [168, Number.POSITIVE_INFINITY],
};

function matches(auction: Auction, query: GetAuctionsRequest, now: number): boolean {
  const { vehicle } = auction;
  const inList = <T>(list: T[] | null | undefined, value: T) =>
    !list || list.length === 0 || list.includes(value);
  if (!inList(query.year, vehicle.year)) return false;
  if (!inList(query.fuelType, vehicle.fuelType ?? '')) return false;
  if (!inList(query.brandcategories, vehicle.make._id)) return false;
  if (!inList(query.transmission, vehicle.transmission ?? '')) return false;
  if (!inList(query.category, vehicle.category?._id ?? '')) return false;
  if (query.minPrice != null && auction.currentPrice < query.minPrice) return false;
  if (query.maxPrice != null && auction.currentPrice > query.maxPrice) return false;
  if (query.trending === true && !auction.trending) return false;
  const types = (query.auctionType ?? []).filter((type) => type !== 'normal');
  if (types.includes('trending') && !auction.trending) return false;
  const saleTypes = types.filter((type) => type !== 'trending');
  if (saleTypes.length > 0 && !saleTypes.includes(auction.auctionType)) return false;
  if (query.timeLeft && query.timeLeft.length > 0) {
    const hours = (Date.parse(auction.schedule.endTime) - now) / 3_600_000;
    const inBucket = query.timeLeft.some((bucket) => {
      const [from, to] = BUCKET_HOURS[bucket];
      return hours >= from && hours < to;
    });
    if (!inBucket) return false;
  }
  const search = query.search?.trim().toLowerCase();
  if (search) {
    const haystack = [
      vehicle.make.name,
      vehicle.model,
      vehicle.trim,
      String(vehicle.year),
      auction.vehicleName,
      vehicle.location.city,
    ]
      .join(' ')
      .toLowerCase();
    if (!search.split(/\s+/).every((word) => haystack.includes(word))) return false;
  }
  return true;
}

function sortAuctions(auctions: Auction[], sortBy: GetAuctionsRequest['sortBy']): Auction[] {
  const byEnd = (a: Auction, b: Auction) =>
    Date.parse(a.schedule.endTime) - Date.parse(b.schedule.endTime);
  const sorted = [...auctions];
  switch (sortBy) {
    case 'lowToHigh':
      return sorted.sort((a, b) => a.currentPrice - b.currentPrice || a._id.localeCompare(b._id));
    case 'highToLow':
      return sorted.sort((a, b) => b.currentPrice - a.currentPrice || a._id.localeCompare(b._id));
    case 'endingSoon':
      return sorted.sort(byEnd);
    case 'newestFirst':
      return sorted.sort(
        (a, b) => Date.parse(b.schedule.startTime) - Date.parse(a.schedule.startTime),
      );
    default:
      return sorted.sort((a, b) => Number(b.trending) - Number(a.trending) || byEnd(a, b));
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const STORY_TOKEN = 'in-memory-story-token';

/** A real `ApiClient` answered from memory (see the note at the top of this file). */
export function createInMemoryApi(options: InMemoryApiOptions = {}): InMemoryApi {
  const auctions = (options.auctions ?? storyCatalogue()).map((auction) => ({ ...auction }));
  const banners = options.banners ?? sampleBanners;
  const saved = new Set(auctions.filter((auction) => auction.isSaved).map((a) => a._id));
  const latency = options.latencyMs ?? 50;
  const requests: string[] = [];
  const auctionQueries: GetAuctionsRequest[] = [];
  const session = createSessionStore({ storage: null });
  if (options.signedIn !== false) session.setSession({ user: null, token: STORY_TOKEN });

  const view = (auction: Auction, signedIn: boolean): Auction => ({
    ...auction,
    isSaved: signedIn && saved.has(auction._id),
  });

  async function answer(url: URL, method: string, body: unknown, signedIn: boolean) {
    const name = url.pathname.replace(/^\/user\//, '');
    if (options.failAll) return json(options.failAll.status, { message: options.failAll.message });
    const now = Date.now();
    const fields = (body ?? {}) as Record<string, unknown>;
    switch (`${method} ${name}`) {
      case 'POST getBanners':
        return json(200, { message: 'OK', data: banners });
      case 'GET filterdata':
        return json(200, { message: 'OK', data: optionsOf(auctions) });
      case 'POST getAuctions': {
        const query = fields as GetAuctionsRequest;
        auctionQueries.push(query);
        const pageNumber = query.pageNumber ?? 1;
        const pageSize = query.pageSize ?? 20;
        const found = sortAuctions(
          auctions.filter((auction) => matches(auction, query, now)),
          query.sortBy,
        );
        const page = found.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
        return json(200, {
          message: 'OK',
          data: page.map((auction) => view(auction, signedIn)),
          pagination: {
            pageNumber,
            pageSize,
            hasMore: pageNumber * pageSize < found.length,
            total: fields.withTotal === true ? found.length : null,
            totalPages: fields.withTotal === true ? Math.ceil(found.length / pageSize) : null,
          },
        });
      }
      case 'POST auctionScreen': {
        const auction = auctions.find((item) => item._id === fields.auctionId);
        if (!auction) return json(404, { message: 'Auction not found' });
        return json(200, { message: 'OK', data: view(auction, signedIn) });
      }
      case 'POST toggleAuction': {
        if (!signedIn) return json(401, { message: 'Please sign in to continue' });
        if (options.failToggles) return json(500, { message: 'Internal Server Error' });
        const id = String(fields.auctionId);
        if (fields.isLiked === true) saved.add(id);
        else saved.delete(id);
        return json(200, { message: 'OK', data: { auctionId: id, isSaved: saved.has(id) } });
      }
      case 'POST getSaveAuction': {
        if (!signedIn) return json(401, { message: 'Please sign in to continue' });
        const list = auctions.filter((auction) => saved.has(auction._id));
        const pageNumber = Number(fields.pageNumber ?? 1);
        const pageSize = Number(fields.pageSize ?? 20);
        return json(200, {
          message: 'OK',
          data: {
            savedAuctions: list
              .slice((pageNumber - 1) * pageSize, pageNumber * pageSize)
              .map((auction) => view(auction, true)),
            pagination: {
              pageNumber,
              pageSize,
              total: list.length,
              totalPages: Math.ceil(list.length / pageSize),
            },
          },
        });
      }
      case 'GET getHomeScreenDetails': {
        const ordered = sortAuctions(auctions, '');
        return json(200, {
          message: 'OK',
          data: {
            banners,
            allVehicles: ordered.slice(0, 8).map((auction) => view(auction, signedIn)),
            trendingVehicles: ordered
              .filter((auction) => auction.trending)
              .slice(0, 8)
              .map((auction) => view(auction, signedIn)),
          },
        });
      }
      default:
        return json(501, { message: `${name} is not part of the in-memory story stand-in` });
    }
  }

  const client = createApiClient({
    baseUrl: 'https://in-memory.marketdrop.invalid',
    session,
    fetch: async (input, init) => {
      const url = new URL(input);
      const method = init.method ?? 'GET';
      requests.push(`${method} ${url.pathname}`);
      const headers = new Headers(init.headers);
      const signedIn = headers.get('Authorization') === `Bearer ${STORY_TOKEN}`;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, latency);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('The request was aborted', 'AbortError'));
        });
      });
      return answer(url, method, body, signedIn);
    },
  });
  return { client, requests, auctionQueries };
}
