import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { isAmount, type CatalogueVehicle } from '../internal/catalogue';
import { resolveImageUrl } from '../internal/imageUrl';
import { catalogue } from '../i18n/en/catalogue';

export type VehicleFactsProps = {
  vehicle: CatalogueVehicle | null | undefined;
  /** Prefix of the condition report's path (the page's image base address). */
  baseUrl: string;
};

const FactList = styled('dl', { name: 'MdVehicleFacts', slot: 'Root' })(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: theme.spacing(1, 3),
  '& dt': { color: theme.palette.text.secondary },
  '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
}));

/** How long "Copied" stays beside the VIN. */
const COPIED_MS = 2500;

/**
 * Every fact the dealer entered about the vehicle (Specifications of the detail page): year, make,
 * model, trim, category, odometer with its unit, the VIN with a copy button, exterior colour, fuel,
 * transmission and drivetrain. A fact the vehicle lacks has no row. "View Vehicle CR" shows only
 * when there is a condition report.
 */
export function VehicleFacts({ vehicle, baseUrl }: VehicleFactsProps) {
  const { t } = useTranslation('ui', { catalogue });
  const f = useFormatters();
  const text = (value: string | null | undefined) => value?.trim() || null;
  const odometer = isAmount(vehicle?.miles)
    ? `${f.number(vehicle.miles)} ${vehicle.odometerUnit || 'KM'}`
    : null;
  const vin = text(vehicle?.vin);
  const rows: { key: string; term: string; value: string | null }[] = [
    { key: 'stock', term: t('catalogue.facts.stock'), value: stockNumberOf(vehicle?._id) },
    {
      key: 'year',
      term: t('catalogue.detail.year'),
      value: vehicle?.year ? String(vehicle.year) : null,
    },
    { key: 'make', term: t('catalogue.detail.make'), value: text(vehicle?.make?.name) },
    { key: 'model', term: t('catalogue.detail.model'), value: text(vehicle?.model) },
    { key: 'trim', term: t('catalogue.detail.trim'), value: text(vehicle?.trim) },
    { key: 'category', term: t('catalogue.facts.category'), value: text(vehicle?.category?.name) },
    { key: 'odometer', term: t('catalogue.detail.odometer'), value: odometer },
  ];
  const after: typeof rows = [
    {
      key: 'exteriorColour',
      term: t('catalogue.facts.exteriorColour'),
      value: text(vehicle?.exteriorColour),
    },
    { key: 'fuelType', term: t('catalogue.facts.fuelType'), value: text(vehicle?.fuelType) },
    {
      key: 'transmission',
      term: t('catalogue.facts.transmission'),
      value: text(vehicle?.transmission),
    },
    { key: 'drivetrain', term: t('catalogue.facts.drivetrain'), value: text(vehicle?.drivetrain) },
  ];
  const shown = (list: typeof rows) =>
    list.flatMap((row) =>
      row.value === null
        ? []
        : [
            <Box key={row.key} sx={{ display: 'contents' }} data-fact={row.key}>
              <dt>{row.term}</dt>
              <dd>{row.value}</dd>
            </Box>,
          ],
    );

  return (
    <>
      <FactList>
        {shown(rows)}
        {vin ? (
          <Box sx={{ display: 'contents' }} data-fact="vin">
            <dt>{t('catalogue.facts.vin')}</dt>
            <dd>
              <VinValue vin={vin} />
            </dd>
          </Box>
        ) : null}
        {shown(after)}
      </FactList>
      {vehicle?.conditionReport ? (
        <Button
          variant="outlined"
          href={resolveImageUrl(baseUrl, vehicle.conditionReport)}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('catalogue.detail.viewConditionReport')}
        </Button>
      ) : null}
    </>
  );
}

/** The VIN in a monospace font, with a button that copies it and says "Copied". */
/**
 * The spec's "Stock # (vehicle name or id)": the vehicle's id as a short reference a buyer can read
 * out to the dealer (its first 8 characters, upper case: `3F9A1C2B`); null without an id.
 */
function stockNumberOf(vehicleId: string | null | undefined): string | null {
  const id = vehicleId?.replace(/[^0-9a-z]/gi, '') ?? '';
  return id === '' ? null : id.slice(0, 8).toUpperCase();
}

function VinValue({ vin }: { vin: string }) {
  const { t } = useTranslation('ui', { catalogue });
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied('failed');
      return;
    }
    clipboard.writeText(vin).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  const label = t('catalogue.facts.copyVin');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="span"
        sx={{ fontFamily: 'monospace', letterSpacing: '0.04em' }}
        data-testid="vin"
      >
        {vin}
      </Box>
      {/* The browser's own tooltip (`title`): MUI's Tooltip would load Popper with the page. */}
      <IconButton size="small" aria-label={label} title={label} onClick={copy}>
        <ContentCopy fontSize="inherit" />
      </IconButton>
      <Box
        component="span"
        role="status"
        sx={{
          fontSize: '0.8rem',
          fontWeight: 700,
          color: copied === 'failed' ? 'error.main' : 'success.dark',
        }}
        data-testid="vin-copied"
      >
        {copied === 'copied'
          ? t('catalogue.facts.copied')
          : copied === 'failed'
            ? t('catalogue.facts.copyFailed')
            : ''}
      </Box>
    </Box>
  );
}
