/**
 * TanStack Query hooks for the content calls (docs/product.md §10.1 Calls): the stored pages, the
 * FAQ, what's new, and Contact Support. Queries take the language to show; without one the server
 * answers in the signed-in user's language (else English), and the entry is kept with the
 * signed-in user's queries so it is reset on sign-in and sign-out.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Language } from '@marketdrop/validation';
import type { ApiClient } from '../client';
import type {
  ContactMessage,
  ContactUsRequest,
  ContentPage,
  FaqItem,
  ResponseOf,
  WhatsNewData,
} from '../contract';
import type { ApiError } from '../errors';
import type { MutationHookOptions, QueryHookOptions } from './accounts';
import { useApiClient } from './context';
import { queryKeys } from './queryKeys';
import { useSession } from './useSession';

/** Content changes rarely: a loaded page stays fresh this long (ms). */
export const CONTENT_STALE_TIME_MS = 5 * 60_000;

type PageCall = 'getAboutUs' | 'getTerms' | 'getPrivacy';
type ContentCall = PageCall | 'getFaqs' | 'new';

function contentQuery<T>(
  call: ContentCall,
  language: Language | undefined,
  fetch: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions<T, ApiError, T, readonly unknown[]>({
    queryKey: queryKeys.content(call, language),
    queryFn: ({ signal }) => fetch(signal),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

const input = (language: Language | undefined) => (language ? { language } : {});

/** Query definitions of the content calls, for `useQuery`, `ensureQueryData` or `prefetchQuery`. */
export const contentQueries = {
  page: (client: ApiClient, call: PageCall, language?: Language) =>
    contentQuery<ContentPage>(
      call,
      language,
      async (signal) => (await client[call](input(language), { signal })).data,
    ),
  faqs: (client: ApiClient, language?: Language) =>
    contentQuery<FaqItem[]>(
      'getFaqs',
      language,
      async (signal) => (await client.getFaqs(input(language), { signal })).data,
    ),
  whatsNew: (client: ApiClient, language?: Language) =>
    contentQuery<WhatsNewData>(
      'new',
      language,
      async (signal) => (await client.new(input(language), { signal })).data,
    ),
};

function usePage(call: PageCall, language?: Language, options?: QueryHookOptions<ContentPage>) {
  const client = useApiClient();
  return useQuery({ ...options, ...contentQueries.page(client, call, language) });
}

/** `getAboutUs`: the About Us page in `language`. */
export function useAboutUs(
  language?: Language,
  options?: QueryHookOptions<ContentPage>,
): UseQueryResult<ContentPage, ApiError> {
  return usePage('getAboutUs', language, options);
}

/** `getTerms`: the Terms & Conditions in `language`. */
export function useTerms(
  language?: Language,
  options?: QueryHookOptions<ContentPage>,
): UseQueryResult<ContentPage, ApiError> {
  return usePage('getTerms', language, options);
}

/** `getPrivacy`: the Privacy Policy in `language`. */
export function usePrivacy(
  language?: Language,
  options?: QueryHookOptions<ContentPage>,
): UseQueryResult<ContentPage, ApiError> {
  return usePage('getPrivacy', language, options);
}

/** `getFaqs`: the FAQ in `language`, in display order. */
export function useFaqs(
  language?: Language,
  options?: QueryHookOptions<FaqItem[]>,
): UseQueryResult<FaqItem[], ApiError> {
  const client = useApiClient();
  return useQuery({ ...options, ...contentQueries.faqs(client, language) });
}

/** `new`: what's new (the latest announcements) in `language`. */
export function useWhatsNew(
  language?: Language,
  options?: QueryHookOptions<WhatsNewData>,
): UseQueryResult<WhatsNewData, ApiError> {
  const client = useApiClient();
  return useQuery({ ...options, ...contentQueries.whatsNew(client, language) });
}

/**
 * `contactUs`: sends a message to Support. A 400 rejects with an `ApiError` whose field errors
 * (`fieldErrorsOf(error)`) belong on the form's fields. On success the signed-in user's list of
 * messages is refetched.
 */
export function useContactUs(
  options?: MutationHookOptions<ResponseOf<'contactUs'>, ContactUsRequest>,
): UseMutationResult<ResponseOf<'contactUs'>, ApiError, ContactUsRequest> {
  const client = useApiClient();
  return useMutation<ResponseOf<'contactUs'>, ApiError, ContactUsRequest>({
    ...options,
    mutationFn: (request: ContactUsRequest) => client.contactUs(request),
    onSuccess: async (...args) => {
      const [, , , context] = args;
      await context.client.invalidateQueries({ queryKey: queryKeys.contactMessages });
      return options?.onSuccess?.(...args);
    },
  });
}

/** `getContactMessages`: the messages the signed-in user sent to Support. Runs only while signed in. */
export function useContactMessages(
  options?: QueryHookOptions<ContactMessage[]>,
): UseQueryResult<ContactMessage[], ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useQuery({
    ...options,
    queryKey: queryKeys.contactMessages,
    queryFn: async ({ signal }) => (await client.getContactMessages(undefined, { signal })).data,
    enabled: isLoggedIn && options?.enabled !== false,
  });
}
