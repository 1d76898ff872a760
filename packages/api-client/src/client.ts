/**
 * The typed client: one function per call of the contract (`./contract.ts`). Built from the
 * contract table at run time, so a call added to `calls` is a client function at once:
 *
 * - request fields named in the path (`/user/getProductDetails/{id}`) fill it;
 * - the other fields go to the query string (GET), a JSON body (POST), or multipart FormData when
 *   the call is declared `{ multipart: true }` (booleans as "true"/"false", arrays as repeated
 *   fields, files as file parts);
 * - the bearer token comes from the session store; a 401 or 502 expires the session (docs/product.md §8.1);
 * - a non-2xx answer or a failed request rejects with an `ApiError` (see `./errors.ts`).
 */
import { calls, type Calls } from './contract';
import { ApiError, clientErrorCodes, errorFromResponse, networkError } from './errors';
import { createSessionStore, type SessionStore } from './session';
import { createGuestTokenStore, type GuestTokenStore } from './guest-token';

/** The shape of one entry of a contract table (see `calls`). */
export type CallDefinition = {
  method: 'GET' | 'POST';
  path: string;
  multipart?: true;
  request?: unknown;
  response?: unknown;
  files?: unknown;
  /** Fields of the response body beside `message` and `data` (e.g. `pagination`). */
  extra?: unknown;
};

/** A table of calls, like `calls`. */
export type Contract = Record<string, CallDefinition>;

type RequestType<C extends CallDefinition> = Exclude<C['request'], undefined>;
type DataType<C extends CallDefinition> = Exclude<C['response'], undefined>;
type FilesType<C extends CallDefinition> = Exclude<C['files'], undefined>;
type ExtraType<C extends CallDefinition> = Exclude<C['extra'], undefined>;

/** What a call function takes: its request fields, plus its file parts for multipart calls. */
export type CallInput<C extends CallDefinition> = [FilesType<C>] extends [never]
  ? RequestType<C>
  : RequestType<C> & FilesType<C>;

/** The input of a MarketDrop call by name, e.g. `InputOf<'signup'>` (fields plus files). */
export type InputOf<N extends keyof Calls> = CallInput<Calls[N]>;

/**
 * What a call function resolves to: the response envelope, plus the fields the call declares
 * beside `data` (e.g. `getAuctions` answers `{ message, data, pagination }`).
 */
export type CallResult<C extends CallDefinition> = ([DataType<C>] extends [never]
  ? { message: string }
  : { message: string; data: DataType<C> }) &
  ExtraType<C>;

/** Per-request options. */
export type RequestOptions = {
  /** Cancels the request (TanStack Query passes one to query functions). */
  signal?: AbortSignal;
  /** Extra headers. */
  headers?: Record<string, string>;
  /**
   * Sent as the `Idempotency-Key` header (calls declared `idempotent`: bids, claims, purchases):
   * make one per user action (`newIdempotencyKey()`) and send it again with every retry of that
   * action, so a retry after a lost answer gets the first answer instead of acting twice.
   */
  idempotencyKey?: string;
};

/** A fresh key for one user action of an idempotent call (a random UUID). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The function of one call: `(input, options?)`. Calls without a request take no input:
 * `client.logout()`, or `client.getProfile(undefined, { signal })`.
 */
export type CallFunction<C extends CallDefinition> = [RequestType<C>] extends [never]
  ? (input?: undefined, options?: RequestOptions) => Promise<CallResult<C>>
  : (input: CallInput<C>, options?: RequestOptions) => Promise<CallResult<C>>;

/** One function per call of a contract table. */
export type CallFunctions<K extends Contract> = { [N in keyof K]: CallFunction<K[N]> };

/** What every client has besides its call functions. */
export type ClientBase = {
  /** The API origin the calls go to, without a trailing slash ('' = same origin). */
  readonly baseUrl: string;
  /** The session store the client reads the token from and expires on 401/502. */
  readonly session: SessionStore;
  /** The guest basket's token (kept until a sign-in merges that basket). */
  readonly guest: GuestTokenStore;
  /** An absolute URL for a path on the API host (e.g. a `userImage` path); URLs pass through. */
  url(path: string): string;
};

/** The MarketDrop client: one typed function per call of `calls`, plus `baseUrl`, `session`, `url`. */
export type ApiClient = CallFunctions<Calls> & ClientBase;

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type ApiClientOptions = {
  /** The API origin, e.g. `https://api.marketdrop.ca` or `''` for the same origin. */
  baseUrl: string;
  /** The fetch to use; default the global `fetch`. */
  fetch?: FetchLike;
  /** Where the session lives; default `createSessionStore()` (localStorage, or memory). */
  session?: SessionStore;
  /** Where the guest basket's token lives; default `createGuestTokenStore()`. */
  guest?: GuestTokenStore;
};

/** A path parameter: `{name}`. */
const PATH_PARAM = /\{([^{}]+)\}/g;

function joinUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) return path;
  return `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function asFields(input: unknown): Record<string, unknown> {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new TypeError('A request must be an object of fields');
  }
  return { ...(input as Record<string, unknown>) };
}

/** Puts the path parameters into the path and removes them from the fields. */
function fillPath(name: string, template: string, fields: Record<string, unknown>): string {
  return template.replace(PATH_PARAM, (_match, key: string) => {
    const value = fields[key];
    delete fields[key];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`${name}: the path parameter "${key}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

function textOf(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Multipart body: booleans as "true"/"false", arrays as repeated fields, blobs as file parts. */
export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  const appendOne = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (isBlob(value)) {
      const fileName = (value as { name?: unknown }).name;
      form.append(
        key,
        value,
        typeof fileName === 'string' && fileName !== '' ? fileName : 'upload',
      );
    } else {
      form.append(key, textOf(value));
    }
  };
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) {
      // An empty list is sent as one empty field, so "none" differs from "not given".
      if (value.length === 0) form.append(key, '');
      for (const item of value) appendOne(key, item);
    } else {
      appendOne(key, value);
    }
  }
  return form;
}

/** Query string of a GET call: arrays as repeated parameters, null/undefined left out. */
export function toSearchParams(fields: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item !== undefined && item !== null) params.append(key, textOf(item));
    }
  }
  return params;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isEnvelope(body: unknown): body is { message: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

/**
 * Builds a client for any contract table. `createApiClient` is this over MarketDrop's `calls`;
 * later contracts (catalogue, auctions) are added to `calls` itself.
 */
export function createClient<K extends Contract>(
  contract: K,
  options: ApiClientOptions,
): CallFunctions<K> & ClientBase {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const session = options.session ?? createSessionStore();
  const guest = options.guest ?? createGuestTokenStore();
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(
    name: string,
    definition: CallDefinition,
    input: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<unknown> {
    const fields = asFields(input);
    let url = joinUrl(baseUrl, fillPath(name, definition.path, fields));
    const headers = new Headers(requestOptions.headers);
    headers.set('Accept', 'application/json');
    let body: BodyInit | undefined;
    if (definition.method === 'GET') {
      const query = toSearchParams(fields).toString();
      if (query !== '') url += `${url.includes('?') ? '&' : '?'}${query}`;
    } else if (definition.multipart) {
      body = toFormData(fields);
    } else if (input !== undefined) {
      body = JSON.stringify(fields);
      headers.set('Content-Type', 'application/json');
    }
    const token = session.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (requestOptions.idempotencyKey !== undefined) {
      headers.set('Idempotency-Key', requestOptions.idempotencyKey);
    }

    let response: Response;
    let payload: unknown;
    try {
      response = await fetchImpl(url, {
        method: definition.method,
        headers,
        body,
        signal: requestOptions.signal,
      });
      payload = await readBody(response);
    } catch (error) {
      // A cancelled request stays a cancellation (TanStack Query relies on that).
      if (requestOptions.signal?.aborted) throw error;
      throw networkError(error, name);
    }

    if (response.status === 401 || response.status === 502) session.expire(token);
    if (!response.ok) {
      throw errorFromResponse(response.status, payload, name, response.headers.get('retry-after'));
    }
    if (!isEnvelope(payload)) {
      throw new ApiError({
        status: response.status,
        code: clientErrorCodes.badResponse,
        call: name,
      });
    }
    return payload;
  }

  const client = {
    baseUrl,
    session,
    guest,
    url: (path: string) => joinUrl(baseUrl, path),
  } as Record<string, unknown>;

  for (const [name, definition] of Object.entries(contract)) {
    client[name] = (input?: unknown, requestOptions?: RequestOptions) =>
      send(name, definition, input, requestOptions);
  }
  return client as CallFunctions<K> & ClientBase;
}

/** Creates the MarketDrop API client over the `calls` contract. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return createClient(calls, options);
}

/** Names a deferred client never treats as calls: a client must not look like a promise. */
const NOT_CALLS = new Set(['then', 'catch', 'finally', 'toJSON', 'constructor']);

/**
 * A client whose first script carries only some declarations: the `eager` table's calls are sent
 * at once; any other call waits for `load()` (e.g. a dynamic `import()` of `calls`), then is sent
 * like the others, with the same session, base URL and fetch. A web page's entry thereby carries
 * the calls its first screen makes, and the rest of the contract loads with the first call that
 * needs it (or earlier, with `preload()`). A name that `load()` does not declare rejects with a
 * TypeError.
 */
export function createDeferredClient<K extends Contract>(
  eager: Partial<K>,
  load: () => Promise<K>,
  options: ApiClientOptions,
): CallFunctions<K> & ClientBase & { preload(): Promise<void> } {
  const session = options.session ?? createSessionStore();
  const guest = options.guest ?? createGuestTokenStore();
  const eagerClient = createClient(eager as Contract, { ...options, session, guest });
  let full: Promise<CallFunctions<Contract>> | undefined;
  const loadFull = () =>
    (full ??= load().then((table) =>
      createClient(table as Contract, { ...options, session, guest }),
    ));
  const deferred = new Map<string, unknown>();
  const target = Object.assign(eagerClient, {
    preload: () => loadFull().then(() => undefined),
  });
  return new Proxy(target, {
    get(object, name, receiver) {
      if (typeof name !== 'string' || name in object || NOT_CALLS.has(name)) {
        return Reflect.get(object, name, receiver) as unknown;
      }
      let send = deferred.get(name);
      if (send === undefined) {
        send = async (input?: unknown, requestOptions?: RequestOptions) => {
          const client = await loadFull();
          const callFunction = client[name];
          if (typeof callFunction !== 'function') {
            throw new TypeError(`${name} is not a call of the contract`);
          }
          return callFunction(input as never, requestOptions);
        };
        deferred.set(name, send);
      }
      return send;
    },
  }) as unknown as CallFunctions<K> & ClientBase & { preload(): Promise<void> };
}
