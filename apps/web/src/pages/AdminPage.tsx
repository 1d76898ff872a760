import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router-dom';
import {
  fetchPrivateFile,
  useAdminListings,
  useAdminUsers,
  useApiClient,
  useContactInbox,
  useDealerOpenOrders,
  useMarkContactHandled,
  useReinstateUser,
  useRejectDealer,
  useSession,
  useSuspendUser,
  useUnpublishListing,
  useVerificationQueue,
  useVerifyDealer,
} from '@marketdrop/api-client/react';
import {
  AdminDealerOrders,
  AdminListingModeration,
  AdminUserList,
  AdminVerificationQueue,
  SupportInbox,
  useTranslation,
} from '@marketdrop/ui';
import { dealer } from '../i18n/en/dealer';
import { useErrorText } from '../i18n/useErrorText';
import { useDocumentTitle } from '../content/useDocumentTitle';
import { ADMIN_SECTIONS, adminSectionParam, type AdminSection } from '../admin/admin-url';
import { toast } from '../toast';

const PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** Runs an admin action with its success toast, or the error's text. */
function useAdminAction() {
  const { t } = useTranslation('web', { dealer });
  const errorText = useErrorText();
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async (id: string, action: () => Promise<unknown>, success: string) => {
    setBusyId(id);
    try {
      await action();
      toast.success(success);
    } catch (error) {
      toast.error(errorText(error, t('dealer.admin.toasts.failed')));
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
}

/** Load More on a paged list: a larger first page, up to the call's maximum. */
function usePages() {
  const [pages, setPages] = useState(1);
  const pageSize = Math.min(PAGE_SIZE * pages, MAX_PAGE_SIZE);
  return {
    pageSize,
    more: () => setPages((count) => count + 1),
    canGrow: pageSize < MAX_PAGE_SIZE,
  };
}

function VerificationSection() {
  const { t } = useTranslation('web', { dealer });
  const client = useApiClient();
  const { pageSize, more, canGrow } = usePages();
  const queue = useVerificationQueue({ status: 'submitted', pageNumber: 1, pageSize });
  const verify = useVerifyDealer();
  const reject = useRejectDealer();
  const { busyId, run } = useAdminAction();
  const dealers = queue.data?.dealers ?? [];
  const business = (item: { businessName: string | null; email: string }) =>
    item.businessName ?? item.email;
  return (
    <AdminVerificationQueue
      dealers={dealers}
      loading={queue.isPending && !queue.isError}
      error={queue.isError}
      onRetry={() => void queue.refetch()}
      hasMore={canGrow && (queue.data?.pagination.total ?? 0) > dealers.length}
      loadingMore={queue.isFetching && !queue.isPending}
      onLoadMore={more}
      busyId={busyId}
      onVerify={(item) =>
        void run(
          item.userId,
          () => verify.mutateAsync({ userId: item.userId }),
          t('dealer.admin.toasts.verified', { business: business(item) }),
        )
      }
      onReject={(item, reason) =>
        void run(
          item.userId,
          () => reject.mutateAsync({ userId: item.userId, reason }),
          t('dealer.admin.toasts.rejected', { business: business(item) }),
        )
      }
      loadDocument={async (document) =>
        URL.createObjectURL(await fetchPrivateFile(client, document.url))
      }
    />
  );
}

function ListingsSection() {
  const { t } = useTranslation('web', { dealer });
  const { pageSize, more, canGrow } = usePages();
  const list = useAdminListings({ pageNumber: 1, pageSize });
  const unpublish = useUnpublishListing();
  const { busyId, run } = useAdminAction();
  const listings = list.data?.listings ?? [];
  return (
    <AdminListingModeration
      listings={listings}
      loading={list.isPending && !list.isError}
      error={list.isError}
      onRetry={() => void list.refetch()}
      hasMore={canGrow && (list.data?.pagination.total ?? 0) > listings.length}
      loadingMore={list.isFetching && !list.isPending}
      onLoadMore={more}
      busyId={busyId}
      LinkComponent={Link}
      onUnpublish={(listing, reason) =>
        void run(
          listing._id,
          () => unpublish.mutateAsync({ listingId: listing._id, reason }),
          t('dealer.admin.toasts.unpublished'),
        )
      }
    />
  );
}

/** A suspended dealer's orders still moving, shown under its row (getDealerOpenOrders). */
function DealerOpenOrders({ userId }: { userId: string }) {
  const { pageSize, more, canGrow } = usePages();
  const list = useDealerOpenOrders({ userId, pageNumber: 1, pageSize });
  const orders = list.data?.orders ?? [];
  const total = list.data?.pagination.total ?? 0;
  return (
    <AdminDealerOrders
      orders={orders}
      total={total}
      headingLevel={4}
      loading={list.isPending && !list.isError}
      error={list.isError}
      onRetry={() => void list.refetch()}
      hasMore={canGrow && total > orders.length}
      loadingMore={list.isFetching && !list.isPending}
      onLoadMore={more}
    />
  );
}

function UsersSection() {
  const { t } = useTranslation('web', { dealer });
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const { pageSize, more, canGrow } = usePages();
  const list = useAdminUsers({ ...(term ? { search: term } : {}), pageNumber: 1, pageSize });
  const suspend = useSuspendUser();
  const reinstate = useReinstateUser();
  const { busyId, run } = useAdminAction();
  const users = list.data?.users ?? [];
  const name = (item: { firstName: string; lastName: string }) =>
    `${item.firstName} ${item.lastName}`.trim();
  return (
    <AdminUserList
      users={users}
      search={search}
      onSearchChange={setSearch}
      currentUserId={user?._id ?? null}
      loading={list.isPending && !list.isError}
      error={list.isError}
      onRetry={() => void list.refetch()}
      hasMore={canGrow && (list.data?.pagination.total ?? 0) > users.length}
      loadingMore={list.isFetching && !list.isPending}
      onLoadMore={more}
      busyId={busyId}
      renderOpenOrders={(item) => <DealerOpenOrders userId={item._id} />}
      onSuspend={(item, reason) =>
        void run(
          item._id,
          () => suspend.mutateAsync({ userId: item._id, reason }),
          t('dealer.admin.toasts.suspended', { name: name(item) }),
        )
      }
      onReinstate={(item) =>
        void run(
          item._id,
          () => reinstate.mutateAsync({ userId: item._id }),
          t('dealer.admin.toasts.reinstated', { name: name(item) }),
        )
      }
    />
  );
}

function SupportSection() {
  const { t } = useTranslation('web', { dealer });
  const [status, setStatus] = useState<'open' | 'handled'>('open');
  const { pageSize, more, canGrow } = usePages();
  const inbox = useContactInbox({ status, pageNumber: 1, pageSize });
  const handled = useMarkContactHandled();
  const { busyId, run } = useAdminAction();
  const messages = inbox.data?.messages ?? [];
  return (
    <SupportInbox
      messages={messages}
      status={status}
      onStatusChange={setStatus}
      openCount={inbox.data?.openCount ?? 0}
      loading={inbox.isPending && !inbox.isError}
      error={inbox.isError}
      onRetry={() => void inbox.refetch()}
      hasMore={canGrow && (inbox.data?.pagination.total ?? 0) > messages.length}
      loadingMore={inbox.isFetching && !inbox.isPending}
      onLoadMore={more}
      busyId={busyId}
      onMarkHandled={(message) =>
        void run(
          message._id,
          () => handled.mutateAsync({ messageId: message._id }),
          t('dealer.admin.toasts.handled'),
        )
      }
    />
  );
}

/**
 * The admin console (`/admin`, docs/product.md §6.3), one section at a time (`?section=`): the
 * dealer verification queue, listing moderation, users, and the Contact Support inbox.
 */
export function AdminPage() {
  const { t } = useTranslation('web', { dealer });
  useDocumentTitle(t('dealer.titles.admin'));
  const [params, setParams] = useSearchParams();
  const section = adminSectionParam.read(params);
  return (
    <Container
      maxWidth="lg"
      sx={{ py: { xs: 3, md: 5 }, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('dealer.admin.title')}
      </Typography>
      <Tabs
        value={section}
        onChange={(_, value: AdminSection) =>
          setParams(adminSectionParam.write(value), { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('dealer.admin.sectionsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {ADMIN_SECTIONS.map((value) => (
          <Tab key={value} value={value} label={t(`dealer.admin.sections.${value}`)} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={t(`dealer.admin.sections.${section}`)}>
        {section === 'verification' ? <VerificationSection /> : null}
        {section === 'listings' ? <ListingsSection /> : null}
        {section === 'users' ? <UsersSection /> : null}
        {section === 'support' ? <SupportSection /> : null}
      </Box>
    </Container>
  );
}
