import { forwardRef, useId, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import OutlinedInput from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
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

/*
 * MUI's outlined `NativeSelect` in a `FormControl` with a shrunk `InputLabel`, drawn the same with
 * the `OutlinedInput` the search box loads anyway: the field's root, its label and the select with
 * its arrow take those components' styles (MUI 9), without their code (4 kB gzip on the listing's
 * first load: FormControl, FormLabel, InputLabel, NativeSelect and the Input it imports).
 */
const Field = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: 0,
  verticalAlign: 'top',
  '&:focus-within > label': { color: theme.palette.primary.main },
}));

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  color: theme.palette.text.secondary,
  lineHeight: '1.4375em',
  padding: 0,
  display: 'block',
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 1,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  userSelect: 'none',
  pointerEvents: 'auto',
  transform: 'translate(14px, -9px) scale(0.75)',
  transformOrigin: 'top left',
  maxWidth: 'calc(133% - 32px)',
  transition: theme.transitions.create(['color', 'transform', 'max-width'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
  '&[data-disabled]': { color: theme.palette.text.disabled },
}));

const Select = styled('select')(({ theme }) => ({
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  userSelect: 'none',
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  '&:focus': { borderRadius: theme.shape.borderRadius },
  '&:disabled': { cursor: 'default' },
  '& option': { backgroundColor: theme.palette.background.paper },
  '&&&': { paddingRight: 32 },
}));

const Arrow = styled(ArrowDropDown)(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: theme.palette.action.active,
  'select:disabled ~ &': { color: theme.palette.action.disabled },
}));

/** The select and its arrow, as the input of an `OutlinedInput` (which hands it `inputRef`). */
const SelectWithArrow = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { inputRef?: Ref<HTMLSelectElement> }
>(function SelectWithArrow({ inputRef, ...props }, ref) {
  return (
    <>
      <Select ref={inputRef ?? ref} {...props} />
      <Arrow />
    </>
  );
});

/**
 * The listing's sort: Select, Price Low to High, Price High to Low, Ending Soon, Newest First.
 * A native `<select>` in the outlined style: the phone's own picker opens, keyboard and screen
 * readers get the platform's control, and the listing's first load skips MUI's menu, popover and
 * modal (about 28 kB gzip and six files; decision 008) and its form-control components (decision
 * 047).
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
    <Field sx={{ minWidth }}>
      <Label htmlFor={inputId} data-disabled={disabled || undefined}>
        {label}
      </Label>
      <OutlinedInput
        size={size}
        disabled={disabled}
        label={label}
        notched
        value={value}
        inputComponent={SelectWithArrow as never}
        inputProps={{
          id: inputId,
          type: undefined,
          children: [
            <option key="" value="">
              {t('catalogue.sort.select')}
            </option>,
            ...SORT_VALUES.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalogue.sort.${sort}`)}
              </option>
            )),
          ],
        }}
        onChange={(event) => {
          const next = event.target.value;
          onChange(isSort(next) ? next : '');
        }}
      />
    </Field>
  );
}
