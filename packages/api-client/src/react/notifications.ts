/**
 * TanStack Query hooks for the notification calls (docs/product.md §5.4): the signed-in user's
 * notifications with their unread count, and marking them read. Both live under the `account`
 * keys, so a sign-in or sign-out resets them.
 */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type {
  AppNotification,
  Pagination,
  ReadNotificationData,
  ReadNotificationRequest,
  ResponseOf,
} from '../contract';
import type { ApiError } from '../errors';
import type { MutationHookOptions } from './accounts';
import { useApiClient } from './context';
import { queryKeys } from './queryKeys';
import { useSession } from './useSession';

/** The page size of the alerts page (the server's default). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** One page of notifications as the cache keeps it. */
export type NotificationsPage = {
  notifications: AppNotification[];
  unreadCount: number;
  pagination: Pagination;
};

/** The notifications loaded so far, flattened for display. */
export type NotificationList = {
  /** Every notification of the pages loaded so far, newest first, each once. */
  notifications: AppNotification[];
  /** How many of all the user's notifications are unread (not only those loaded). */
  unreadCount: number;
  /** How many notifications the user has in all. */
  total: number;
  /** How many pages are loaded. */
  pages: number;
};

function flatten(data: InfiniteData<NotificationsPage, number>): NotificationList {
  const seen = new Set<string>();
  const notifications: AppNotification[] = [];
  for (const page of data.pages) {
    for (const notification of page.notifications) {
      // A new notification pushes the older ones down a page while the list is read.
      if (seen.has(notification._id)) continue;
      seen.add(notification._id);
      notifications.push(notification);
    }
  }
  // Pages are fetched (and refetched) in order: the last one has the latest count.
  const last = data.pages[data.pages.length - 1];
  return {
    notifications,
    unreadCount: last?.unreadCount ?? 0,
    total: last?.pagination.total ?? 0,
    pages: data.pages.length,
  };
}

function nextPage(last: NotificationsPage): number | undefined {
  const { pageNumber, totalPages } = last.pagination;
  return pageNumber < totalPages ? pageNumber + 1 : undefined;
}

/** Query definitions of the notification calls, for `useInfiniteQuery` or `prefetchInfiniteQuery`. */
export const notificationQueries = {
  /** The signed-in user's notifications, newest first, page by page. */
  list: (client: ApiClient, pageSize: number = NOTIFICATIONS_PAGE_SIZE) =>
    infiniteQueryOptions<NotificationsPage, ApiError, NotificationList, readonly unknown[], number>(
      {
        queryKey: queryKeys.notifications(pageSize),
        queryFn: async ({ pageParam, signal }) => {
          const answer = await client.getNotification(
            { pageNumber: pageParam, pageSize },
            { signal },
          );
          return { ...answer.data, pagination: answer.pagination };
        },
        initialPageParam: 1,
        getNextPageParam: nextPage,
        select: flatten,
      },
    ),
};

export type UseNotificationsOptions = {
  /** Notifications a page (default 20; the header's bell asks for fewer). */
  pageSize?: number;
  /** Run the query (default true); it runs only while signed in anyway. */
  enabled?: boolean;
  /** Fetch again every this many ms (e.g. the bell's unread count); default never. */
  refetchInterval?: number | false;
  /** Fetch again when the window regains focus (default true). */
  refetchOnWindowFocus?: boolean;
};

/**
 * `getNotification` as a paged list: `data.notifications` holds every page loaded so far (newest
 * first), `data.unreadCount` the unread count of all of them; `hasNextPage` and `fetchNextPage()`
 * load more. Runs only while signed in.
 */
export function useNotifications(
  options: UseNotificationsOptions = {},
): UseInfiniteQueryResult<NotificationList, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useInfiniteQuery({
    ...notificationQueries.list(client, options.pageSize),
    enabled: isLoggedIn && options.enabled !== false,
    refetchInterval: options.refetchInterval ?? false,
    refetchOnWindowFocus: options.refetchOnWindowFocus ?? true,
  });
}

/** Every cached list with the notifications read (those named, or all) and the server's count. */
function markReadInLists(
  queryClient: ReturnType<typeof useQueryClient>,
  request: ReadNotificationRequest,
  answer: ReadNotificationData,
): void {
  const ids = new Set(request.notificationIds ?? []);
  const isRead = (notification: AppNotification) =>
    notification.read || request.all === true || ids.has(notification._id);
  queryClient.setQueriesData<InfiniteData<NotificationsPage, number>>(
    { queryKey: queryKeys.notificationLists },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          unreadCount: answer.unreadCount,
          notifications: page.notifications.map((notification) =>
            isRead(notification) === notification.read
              ? notification
              : { ...notification, read: true },
          ),
        })),
      },
  );
}

/**
 * `readNotification`: marks some notifications read (`{ notificationIds }`) or all of them
 * (`{ all: true }`). On success every cached list shows them read with the server's unread count.
 */
export function useReadNotifications(
  options?: MutationHookOptions<ResponseOf<'readNotification'>, ReadNotificationRequest>,
): UseMutationResult<ResponseOf<'readNotification'>, ApiError, ReadNotificationRequest> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ResponseOf<'readNotification'>, ApiError, ReadNotificationRequest>({
    ...options,
    mutationFn: (request) => client.readNotification(request),
    onSuccess: (...args) => {
      markReadInLists(queryClient, args[1], args[0].data);
      return options?.onSuccess?.(...args);
    },
  });
}
