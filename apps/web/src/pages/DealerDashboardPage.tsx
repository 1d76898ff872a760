import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router-dom';
import { fieldErrorsOf, isApiError, type DealerListing } from '@marketdrop/api-client';
import {
  useAcceptReserveOffer,
  useDealerListings,
  useDealerStatus,
  useDeclineReserveOffer,
  usePublishListing,
  useRelistListing,
  useSubmitDealerVerification,
  useWithdrawListing,
} from '@marketdrop/api-client/react';
import {
  DealerListings,
  DealerVerificationPanel,
  ReserveOfferPanel,
  useTranslation,
  type DealerVerificationFiles,
} from '@marketdrop/ui';
import { dealer } from '../i18n/en/dealer';
import { useErrorText } from '../i18n/useErrorText';
import { useDocumentTitle } from '../content/useDocumentTitle';
import { dealerStateParam } from '../dealers/dashboard-url';
import { toast } from '../toast';

const PAGE_SIZE = 20;
/** The most a page of getDealerListings holds. */
const MAX_PAGE_SIZE = 100;

/**
 * The dealer dashboard (`/dealer`, docs/product.md §6): the business verification (status, and the
 * upload of the documents until verified) and the dealer's listings by state (`?state=`), with
 * Publish, Edit, Withdraw, Relist (a sale that ended unsold, e.g. its buyer cancelled after the
 * close: one click, the same terms), and the reserve-not-met offers to accept or let lapse.
 */
export function DealerDashboardPage() {
  const { t } = useTranslation('web', { dealer });
  const errorText = useErrorText();
  useDocumentTitle(t('dealer.titles.dashboard'));
  const [params, setParams] = useSearchParams();
  const state = dealerStateParam.read(params);
  const [pages, setPages] = useState(1);
  const pageSize = Math.min(PAGE_SIZE * pages, MAX_PAGE_SIZE);
  const status = useDealerStatus();
  const listings = useDealerListings({ state, pageNumber: 1, pageSize });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [offerOf, setOfferOf] = useState<DealerListing | null>(null);

  const submit = useSubmitDealerVerification();
  const publish = usePublishListing();
  const withdraw = useWithdrawListing();
  const relist = useRelistListing();
  const accept = useAcceptReserveOffer();
  const decline = useDeclineReserveOffer();

  const onSubmitDocuments = async (files: DealerVerificationFiles) => {
    setFieldErrors(null);
    try {
      await submit.mutateAsync(files);
      toast.success(t('dealer.toasts.documentsSent'));
      return true;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (isApiError(error) && Object.keys(errors).length > 0) setFieldErrors(errors);
      toast.error(errorText(error, t('dealer.toasts.documentsFailed')));
      return false;
    }
  };

  const act = async (
    listing: { _id: string },
    run: () => Promise<unknown>,
    success: string,
    failure: string,
  ) => {
    setBusyId(listing._id);
    try {
      await run();
      toast.success(success);
    } catch (error) {
      toast.error(errorText(error, failure));
    } finally {
      setBusyId(null);
    }
  };

  const all = listings.data?.listings ?? [];
  const total = listings.data?.pagination.total ?? 0;
  const offer = offerOf ? (all.find((item) => item._id === offerOf._id) ?? offerOf) : null;

  return (
    <Container
      maxWidth="lg"
      sx={{ py: { xs: 3, md: 5 }, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('dealer.dashboard.title')}
      </Typography>
      {status.data?.status === 'verified' ? null : (
        <DealerVerificationPanel
          status={status.data?.status ?? 'pending'}
          rejectionReason={status.data?.reason}
          submittedAt={status.data?.submittedAt}
          loading={status.isPending && !status.isError}
          busy={submit.isPending}
          fieldErrors={fieldErrors}
          onSubmit={onSubmitDocuments}
        />
      )}
      <DealerListings
        listings={all}
        counts={listings.data?.counts}
        state={state}
        onStateChange={(next) => {
          setPages(1);
          setParams(dealerStateParam.write(next), { replace: true });
        }}
        loading={listings.isPending && !listings.isError}
        error={listings.isError}
        onRetry={() => void listings.refetch()}
        hasMore={total > all.length && pageSize < MAX_PAGE_SIZE}
        loadingMore={listings.isFetching && !listings.isPending}
        onLoadMore={() => setPages((count) => count + 1)}
        busyId={busyId}
        onPublish={(listing) =>
          void act(
            listing,
            () => publish.mutateAsync({ listingId: listing._id }),
            t('dealer.toasts.published'),
            t('dealer.toasts.publishFailed'),
          )
        }
        onWithdraw={(listing) =>
          void act(
            listing,
            () => withdraw.mutateAsync({ listingId: listing._id }),
            t('dealer.toasts.withdrawn'),
            t('dealer.toasts.withdrawFailed'),
          )
        }
        onRelist={(listing) =>
          void act(
            listing,
            () => relist.mutateAsync({ listingId: listing._id }),
            t('dealer.toasts.relisted'),
            t('dealer.toasts.relistFailed'),
          )
        }
        onReviewOffer={(listing) =>
          setOfferOf(all.find((item) => item._id === listing._id) ?? null)
        }
        LinkComponent={Link}
      />
      <Dialog
        open={offer !== null}
        onClose={() => setOfferOf(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="reserve-offer-title"
      >
        <DialogTitle id="reserve-offer-title">{offer?.vehicleName}</DialogTitle>
        <DialogContent>
          {offer?.reserveOffer ? (
            <ReserveOfferPanel
              offer={offer.reserveOffer}
              vehicleName={offer.vehicleName}
              busy={accept.isPending || decline.isPending}
              onAccept={() =>
                void act(
                  offer,
                  () => accept.mutateAsync({ listingId: offer._id }),
                  t('dealer.toasts.offerAccepted'),
                  t('dealer.toasts.offerFailed'),
                )
              }
              onDecline={() =>
                void act(
                  offer,
                  () => decline.mutateAsync({ listingId: offer._id }),
                  t('dealer.toasts.offerDeclined'),
                  t('dealer.toasts.offerFailed'),
                )
              }
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Box sx={{ flex: 1 }} />
          <Button onClick={() => setOfferOf(null)}>{t('dealer.dashboard.close')}</Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
