import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { dealer } from '../i18n/en/dealer';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { IMAGE_TYPES, MB, PDF_TYPE, checkFile } from '../internal/files';
import { succeeded, type SubmitResult } from '../internal/submit';
import { FilePickButton } from '../internal/FilePickButton';

/** Where a dealer's business verification stands (docs/product.md §6.1). */
export type DealerVerificationStatus = 'pending' | 'submitted' | 'verified' | 'rejected';

/** The two documents a dealer sends. */
export type DealerVerificationFiles = { dealerLicence: File; businessRegistration: File };

export type DealerVerificationPanelProps = {
  status: DealerVerificationStatus;
  /** Why an admin rejected it (shown with `rejected`). */
  rejectionReason?: string | null;
  /** When the documents were sent (ISO instant), shown with `submitted`. */
  submittedAt?: string | null;
  /** Sends the two documents; the form clears when it succeeds. Without it no form shows. */
  onSubmit?: (files: DealerVerificationFiles) => SubmitResult;
  /** The documents are being sent. */
  busy?: boolean;
  /** The status is loading: a placeholder shows. */
  loading?: boolean;
  /** Field errors from the server's 400, by field name (`dealerLicence`, `businessRegistration`). */
  fieldErrors?: Readonly<Record<string, string>> | null;
  /** Largest accepted file, in MB (default 10). */
  maxFileMb?: number;
  /** Heading level of the panel's title (default 2). */
  headingLevel?: 2 | 3;
};

const DOCUMENTS = ['dealerLicence', 'businessRegistration'] as const;
type DocumentField = (typeof DOCUMENTS)[number];
const ACCEPTED = [...IMAGE_TYPES, PDF_TYPE];

// Outlined chips with the palette's dark shade: the text keeps a 4.5:1 contrast on white.
const STATUS_TONE = {
  pending: { color: 'text.secondary', border: 'divider', icon: <HourglassEmpty /> },
  submitted: { color: 'info.dark', border: 'info.main', icon: <HourglassEmpty /> },
  verified: { color: 'success.dark', border: 'success.main', icon: <VerifiedUser /> },
  rejected: { color: 'error.dark', border: 'error.main', icon: <ErrorOutline /> },
} as const;

const Root = styled(Paper, { name: 'MdDealerVerificationPanel', slot: 'Root' })(({ theme }) => ({
  padding: theme.spacing(3),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
})) as typeof Paper; // keeps Paper's `component` prop, which `styled` drops from the types

const FileRow = styled(Box, { name: 'MdDealerVerificationPanel', slot: 'File' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1, 2),
  padding: theme.spacing(1.5, 2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

/**
 * A dealer's business verification: where it stands (not verified yet, documents under review,
 * verified, or rejected with the admin's reason) and, until it is verified or while it is under
 * review, the upload of the dealer licence and the business registration (an image or a PDF each).
 */
export function DealerVerificationPanel({
  status,
  rejectionReason,
  submittedAt,
  onSubmit,
  busy = false,
  loading = false,
  fieldErrors,
  maxFileMb = 10,
  headingLevel = 2,
}: DealerVerificationPanelProps) {
  const { t } = useTranslation('ui', { dealer });
  const f = useFormatters();
  const titleId = useId();
  const [files, setFiles] = useState<Partial<Record<DocumentField, File>>>({});
  const [errors, setErrors] = useState<Partial<Record<DocumentField, string>>>({});

  if (loading) {
    return (
      <Root variant="outlined" aria-busy="true">
        <Skeleton width="40%" height={32} />
        <Skeleton width="90%" />
        <Skeleton width="70%" />
      </Root>
    );
  }

  const tone = STATUS_TONE[status];
  const canSubmit = onSubmit !== undefined && (status === 'pending' || status === 'rejected');
  const label = (field: DocumentField) => t(`dealer.verification.${field}`);

  const choose = (field: DocumentField, file: File) => {
    const check = checkFile(file, ACCEPTED, maxFileMb * MB);
    if (check !== 'ok') {
      setErrors((previous) => ({
        ...previous,
        [field]:
          check === 'type'
            ? t('dealer.verification.invalidType')
            : t('dealer.verification.tooLarge', { max: maxFileMb }),
      }));
      return;
    }
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setFiles((previous) => ({ ...previous, [field]: file }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<DocumentField, string>> = {};
    for (const field of DOCUMENTS) {
      if (!files[field])
        missing[field] = t('dealer.verification.required', { document: label(field) });
    }
    if (Object.keys(missing).length > 0) {
      setErrors((previous) => ({ ...previous, ...missing }));
      return;
    }
    const { dealerLicence, businessRegistration } = files as Record<DocumentField, File>;
    if (await succeeded(onSubmit?.({ dealerLicence, businessRegistration }))) setFiles({});
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <Root variant="outlined" aria-labelledby={titleId} component="section" data-status={status}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component={Heading} sx={{ fontWeight: 700 }}>
          {t('dealer.verification.title')}
        </Typography>
        <Chip
          icon={status === 'verified' ? <CheckCircle /> : tone.icon}
          label={t(`dealer.verification.status.${status}`)}
          variant="outlined"
          sx={{
            color: tone.color,
            borderColor: tone.border,
            fontWeight: 600,
            '& .MuiChip-icon': { color: 'inherit' },
          }}
        />
      </Box>

      {status === 'rejected' ? (
        <Alert severity="error">
          <AlertTitle>{t('dealer.verification.status.rejected')}</AlertTitle>
          {rejectionReason?.trim() ? (
            <Typography sx={{ fontWeight: 600 }}>
              {t('dealer.verification.reason', { reason: rejectionReason.trim() })}
            </Typography>
          ) : null}
          {t('dealer.verification.intro.rejected')}
        </Alert>
      ) : (
        <Typography color="text.secondary">
          {status === 'submitted'
            ? submittedAt
              ? t('dealer.verification.intro.submitted', { date: f.date(submittedAt) })
              : t('dealer.verification.intro.submittedNoDate')
            : t(`dealer.verification.intro.${status}`)}
        </Typography>
      )}

      {canSubmit ? (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {DOCUMENTS.map((field) => {
            const error = errors[field] ?? fieldErrors?.[field];
            const inputId = `${titleId}-${field}`;
            const file = files[field];
            return (
              <div key={field}>
                <FileRow>
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{label(field)}</Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                      data-testid={`${field}-name`}
                    >
                      {file ? file.name : t('dealer.verification.noFile')}
                    </Typography>
                  </Box>
                  <FilePickButton
                    variant="outlined"
                    startIcon={<UploadFile />}
                    disabled={busy}
                    accept={ACCEPTED.join(',')}
                    inputName={field}
                    onFiles={([file]) => file && choose(field, file)}
                    aria-label={`${label(field)}: ${file ? t('dealer.verification.replace') : t('dealer.verification.choose')}`}
                    aria-describedby={`${inputId}-hint`}
                  >
                    {file ? t('dealer.verification.replace') : t('dealer.verification.choose')}
                  </FilePickButton>
                </FileRow>
                <FormHelperText id={`${inputId}-hint`} error={Boolean(error)} sx={{ mx: 2 }}>
                  {error ?? t('dealer.verification.fileHint', { max: maxFileMb })}
                </FormHelperText>
              </div>
            );
          })}
          <Box>
            <Button
              type="submit"
              variant="contained"
              loading={busy}
              loadingPosition="start"
              startIcon={<UploadFile />}
            >
              {busy ? t('dealer.verification.submitting') : t('dealer.verification.submit')}
            </Button>
          </Box>
        </Box>
      ) : null}
    </Root>
  );
}
