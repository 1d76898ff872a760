import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { AuctionSort } from '@marketdrop/api-client';
import { SORT_VALUES } from '@marketdrop/validation';

/** The listing's order: one of spec §9's sort values, or '' for "Select" (the server's default). */
export type SortSelectValue = AuctionSort | '';

export type SortSelectProps = {
  value: SortSelectValue;
  onChange: (value: SortSelectValue) => void;
  /** Width of the field. Default 220 px. */
  minWidth?: number;
  size?: 'small' | 'medium';
  disabled?: boolean;
};

const isSort = (value: string): value is AuctionSort =>
  (SORT_VALUES as readonly string[]).includes(value);

/** The listing's sort: Select, Price Low to High, Price High to Low, Ending Soon, Newest First. */
export function SortSelect({
  value,
  onChange,
  minWidth = 220,
  size = 'small',
  disabled = false,
}: SortSelectProps) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  return (
    <FormControl size={size} sx={{ minWidth }} disabled={disabled}>
      <InputLabel id={labelId}>{t('catalogue.sort.label')}</InputLabel>
      <Select<SortSelectValue>
        labelId={labelId}
        label={t('catalogue.sort.label')}
        value={value}
        displayEmpty
        onChange={(event) => {
          const next = event.target.value;
          onChange(isSort(next) ? next : '');
        }}
      >
        <MenuItem value="">{t('catalogue.sort.select')}</MenuItem>
        {SORT_VALUES.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`catalogue.sort.${sort}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
