import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { AuctionSort } from '@marketdrop/api-client';
import { SORT_VALUES } from '@marketdrop/validation';
import { catalogue } from '../i18n/en/catalogue';

/** The listing's order: one of the sort values of docs/product.md §11, or '' for "Select" (the server's default). */
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

/**
 * The listing's sort: Select, Price Low to High, Price High to Low, Ending Soon, Newest First.
 * A native `<select>` in the outlined style: the phone's own picker opens, keyboard and screen
 * readers get the platform's control, and the listing's first load skips MUI's menu, popover and
 * modal (about 28 kB gzip and six files; decision 008).
 */
export function SortSelect({
  value,
  onChange,
  minWidth = 220,
  size = 'small',
  disabled = false,
}: SortSelectProps) {
  const { t } = useTranslation('ui', { catalogue });
  const inputId = useId();
  const label = t('catalogue.sort.label');
  return (
    <FormControl size={size} sx={{ minWidth }} disabled={disabled}>
      <InputLabel htmlFor={inputId} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id: inputId }}
        onChange={(event) => {
          const next = event.target.value;
          onChange(isSort(next) ? next : '');
        }}
      >
        <option value="">{t('catalogue.sort.select')}</option>
        {SORT_VALUES.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalogue.sort.${sort}`)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
