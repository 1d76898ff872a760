import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import { dealer } from '../i18n/en/dealer';
import { useTranslation } from '../i18n/useTranslation';
import { FilePickButton } from '../internal/FilePickButton';
import { MB, PDF_TYPE, checkFile } from '../internal/files';
import { resolveImageUrl, useImageBaseUrl } from '../internal/imageUrl';

export type ConditionReportFieldProps = {
  /** The stored report (`ListingDocument` fits), or null. */
  report?: { name: string; url: string } | null;
  /** A PDF was chosen (checked for type and size); the caller uploads it. */
  onUpload: (file: File) => void;
  /** Removes the stored report. Without it, no Remove button. */
  onRemove?: () => void;
  /** Uploading or removing. */
  busy?: boolean;
  /** Nothing can change (e.g. the listing is not saved yet). */
  disabled?: boolean;
  /** Why it is disabled, shown instead of the hint. */
  disabledReason?: string | null;
  /** Largest file in MB (default 10). */
  maxFileMb?: number;
  /** Prefix of the report's path (default: the nearest `ImageBaseUrlProvider`'s). */
  baseUrl?: string;
};

/** A listing's condition report: the stored PDF (a link), and Choose / Replace / Remove. */
export function ConditionReportField({
  report,
  onUpload,
  onRemove,
  busy = false,
  disabled = false,
  disabledReason,
  maxFileMb = 10,
  baseUrl,
}: ConditionReportFieldProps) {
  const { t } = useTranslation('ui', { dealer });
  const base = useImageBaseUrl(baseUrl);
  const [error, setError] = useState<string | null>(null);
  const choose = ([file]: File[]) => {
    if (!file) return;
    const check = checkFile(file, [PDF_TYPE], maxFileMb * MB);
    if (check !== 'ok') {
      setError(
        check === 'type'
          ? t('dealer.editor.reportInvalid')
          : t('dealer.verification.tooLarge', { max: maxFileMb }),
      );
      return;
    }
    setError(null);
    onUpload(file);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {report ? (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PictureAsPdfOutlined color="error" aria-hidden="true" />
            {t('dealer.editor.currentReport')}:{' '}
            <Link href={resolveImageUrl(base, report.url)} target="_blank" rel="noopener">
              {report.name}
            </Link>
          </Typography>
        ) : null}
        <FilePickButton
          variant="outlined"
          startIcon={<UploadFile />}
          accept={PDF_TYPE}
          inputName="conditionReport"
          disabled={disabled || busy}
          loading={busy}
          onFiles={choose}
        >
          {report ? t('dealer.editor.replaceReport') : t('dealer.editor.chooseReport')}
        </FilePickButton>
        {report && onRemove ? (
          <Button color="error" disabled={disabled || busy} onClick={onRemove}>
            {t('dealer.editor.removeReport')}
          </Button>
        ) : null}
      </Box>
      <FormHelperText error={error !== null} role={error ? 'alert' : undefined}>
        {error ??
          (disabled && disabledReason
            ? disabledReason
            : t('dealer.editor.conditionReportHint', { max: maxFileMb }))}
      </FormHelperText>
    </Box>
  );
}
