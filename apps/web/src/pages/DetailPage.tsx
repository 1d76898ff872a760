import { Suspense, lazy, useState } from 'react';
import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { useAuction } from '@marketdrop/api-client/react';
import { AuctionDetail, useTranslation } from '@marketdrop/ui';
import { useFailureToast } from '../catalogue/useFailureToast';
import { useHearts } from '../catalogue/useHearts';
import { toast } from '../toast';
import { catalogue } from '../i18n/en/catalogue';

// Loaded the first time a bid, claim or buy button is pressed: the page shows without its code.
const BiddingSoonDialog = lazy(() =>
  import('../catalogue/BiddingSoonDialog').then((m) => ({ default: m.BiddingSoonDialog })),
);

/**
 * Auction detail (docs/product.md §3.7, /detail/{id}): the auction with its heart, or "Auction Not Found" when
 * the server knows no such auction (or the path has no id). Any other failure toasts "Failed to
 * load auction details". The bid, claim and buy buttons open a note that bidding opens soon.
 */
export function DetailPage() {
  const { t } = useTranslation('web', { catalogue });
  const { id = '' } = useParams();
  const auction = useAuction(id);
  const hearts = useHearts();
  const [comingSoon, setComingSoon] = useState(false);
  const [dialogMounted, setDialogMounted] = useState(false);
  const openComingSoon = () => {
    setDialogMounted(true);
    setComingSoon(true);
  };

  const notFound = id === '' || auction.error?.status === 404;
  useFailureToast(notFound ? null : auction.error, t('catalogue.toasts.loadAuction'));
  const data = auction.data ?? null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <AuctionDetail
        auction={data}
        loading={!notFound && auction.isPending}
        saved={data?.isSaved}
        toggling={data ? hearts.isPending(data._id) : false}
        onToggleSave={hearts.onToggleSave}
        onMainAction={openComingSoon}
        onBuyNow={openComingSoon}
        onConditionReportUnavailable={() => toast.error(t('catalogue.toasts.conditionReport'))}
      />
      {dialogMounted ? (
        <Suspense fallback={null}>
          <BiddingSoonDialog open={comingSoon} onClose={() => setComingSoon(false)} />
        </Suspense>
      ) : null}
    </Container>
  );
}
