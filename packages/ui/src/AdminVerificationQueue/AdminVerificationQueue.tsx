import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { admin } from '../i18n/en/admin';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { ListState, type AdminListProps } from '../internal/ListState';
import { ReasonDialog } from '../internal/ReasonDialog';

/** A document of the queue: `DealerDocument` of `@marketdrop/api-client` fits. */
export type VerificationDocument = {
  _id: string;
  kind: 'dealerLicence' | 'businessRegistration';
  name: string;
  mimeType: string;
  /** Admins only; fetched with the bearer token (see `loadDocument`). */
  url: string;
};

/** A dealer of the queue: `DealerApplication` of `@marketdrop/api-client` fits. */
export type VerificationApplication = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  businessName: string | null;
  businessAddress: string | null;
  dealershipNumber: string | null;
  taxNumber: string | null;
  city: string | null;
  province: string | null;
  status: 'pending' | 'submitted' | 'verified' | 'rejected';
  reason: string | null;
  submittedAt: string | null;
  documents: readonly VerificationDocument[];
};

export type AdminVerificationQueueProps = AdminListProps & {
  dealers: readonly VerificationApplication[];
  onVerify: (dealer: VerificationApplication) => void;
  onReject: (dealer: VerificationApplication, reason: string) => void;
  /**
   * Gives an address the viewer can show for a document (the files need the admin's token: the
   * web app fetches them into a `blob:` address). A `blob:` address is revoked when the viewer closes.
   */
  loadDocument: (document: VerificationDocument) => Promise<string>;
};

type Viewer = {
  document: VerificationDocument;
  business: string;
  src: string | null;
  failed: boolean;
};

function DocumentViewer({ viewer, onClose }: { viewer: Viewer | null; onClose: () => void }) {
  const { t } = useTranslation('ui', { admin });
  const titleId = useId();
  const src = viewer?.src ?? null;
  useEffect(() => {
    if (!src?.startsWith('blob:')) return;
    return () => URL.revokeObjectURL(src);
  }, [src]);
  const kind = viewer ? t(`admin.verification.documentKinds.${viewer.document.kind}`) : '';
  const isPdf = viewer?.document.mimeType === 'application/pdf';
  return (
    <Dialog
      open={viewer !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>
        {viewer
          ? t('admin.verification.viewerTitle', { document: kind, business: viewer.business })
          : ''}
      </DialogTitle>
      <DialogContent
        dividers
        sx={{ minHeight: 320, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {viewer?.failed ? (
          <Typography color="error" role="alert">
            {t('admin.verification.viewerError')}
          </Typography>
        ) : src === null ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} role="status">
            <CircularProgress size={24} aria-hidden="true" />
            {t('admin.verification.viewerLoading')}
          </Box>
        ) : isPdf ? (
          <Box
            component="iframe"
            src={src}
            title={kind}
            sx={{ width: '100%', height: '70vh', border: 0 }}
          />
        ) : (
          <Box component="img" src={src} alt={kind} sx={{ maxWidth: '100%', maxHeight: '70vh' }} />
        )}
      </DialogContent>
      <DialogActions>
        {src ? (
          <Button href={src} target="_blank" rel="noopener">
            {t('admin.verification.openInTab')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('admin.verification.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The admin's dealer verification queue: each dealer's business (name, address, dealership and
 * HST/GST numbers), contact and submission date, its documents opened in a viewer (images and
 * PDFs, fetched with the admin's token), Verify, and Reject with a reason the dealer reads.
 */
export function AdminVerificationQueue({
  dealers,
  onVerify,
  onReject,
  loadDocument,
  loading = false,
  error = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  busyId = null,
}: AdminVerificationQueueProps) {
  const { t } = useTranslation('ui', { admin });
  const f = useFormatters();
  const [rejecting, setRejecting] = useState<VerificationApplication | null>(null);
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const businessOf = (dealer: VerificationApplication) =>
    dealer.businessName?.trim() || `${dealer.firstName} ${dealer.lastName}`;

  const open = (dealer: VerificationApplication, document: VerificationDocument) => {
    const business = businessOf(dealer);
    setViewer({ document, business, src: null, failed: false });
    loadDocument(document).then(
      (src) =>
        setViewer((current) =>
          current?.document._id === document._id ? { ...current, src } : current,
        ),
      () =>
        setViewer((current) =>
          current?.document._id === document._id ? { ...current, failed: true } : current,
        ),
    );
  };

  return (
    <>
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={t('admin.verification.empty')}
        count={dealers.length}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {dealers.map((dealer) => {
            const business = businessOf(dealer);
            const busy = busyId === dealer.userId;
            const place = [dealer.city, dealer.province].filter(Boolean).join(', ');
            return (
              <Paper
                key={dealer.userId}
                variant="outlined"
                component="article"
                aria-label={business}
                sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                  <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                    {business}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(`admin.verification.status.${dealer.status}`)}
                  />
                  {place ? <Typography color="text.secondary">{place}</Typography> : null}
                  {dealer.submittedAt ? (
                    <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                      {t('admin.verification.submitted', { date: f.dateTime(dealer.submittedAt) })}
                    </Typography>
                  ) : null}
                </Box>
                <Typography variant="body2">
                  {t('admin.verification.contact', {
                    name: `${dealer.firstName} ${dealer.lastName}`,
                    email: dealer.email,
                    phone: dealer.phoneNumber,
                  })}
                </Typography>
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: 2,
                    rowGap: 0.25,
                    '& dt': { color: 'text.secondary' },
                    '& dd': { m: 0 },
                  }}
                >
                  <dt>{t('admin.verification.businessAddress')}</dt>
                  <dd>{dealer.businessAddress ?? '-'}</dd>
                  <dt>{t('admin.verification.dealershipNumber')}</dt>
                  <dd>{dealer.dealershipNumber ?? '-'}</dd>
                  <dt>{t('admin.verification.taxNumber')}</dt>
                  <dd>{dealer.taxNumber ?? '-'}</dd>
                </Box>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('admin.verification.documents')}:
                  </Typography>
                  {dealer.documents.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('admin.verification.noDocuments')}
                    </Typography>
                  ) : (
                    dealer.documents.map((document) => (
                      <Button
                        key={document._id}
                        size="small"
                        variant="outlined"
                        startIcon={<DescriptionOutlined />}
                        onClick={() => open(dealer, document)}
                      >
                        {t('admin.verification.view', {
                          document: t(`admin.verification.documentKinds.${document.kind}`),
                        })}
                      </Button>
                    ))
                  )}
                </Box>
                {dealer.status === 'submitted' ? (
                  <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                    <Button color="error" disabled={busy} onClick={() => setRejecting(dealer)}>
                      {t('admin.verification.reject')}
                    </Button>
                    <Button variant="contained" loading={busy} onClick={() => onVerify(dealer)}>
                      {t('admin.verification.verify')}
                    </Button>
                  </Box>
                ) : null}
              </Paper>
            );
          })}
        </Box>
      </ListState>
      <ReasonDialog
        open={rejecting !== null}
        title={t('admin.verification.rejectTitle', {
          business: rejecting ? businessOf(rejecting) : '',
        })}
        confirmLabel={t('admin.verification.rejectConfirm')}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => {
          if (rejecting) onReject(rejecting, reason);
          setRejecting(null);
        }}
      />
      <DocumentViewer viewer={viewer} onClose={() => setViewer(null)} />
    </>
  );
}
