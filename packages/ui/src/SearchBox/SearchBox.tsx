import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { catalogue } from '../i18n/en/catalogue';

export type SearchBoxProps = {
  /** The text (controlled). Debouncing (500 ms, `SEARCH_DEBOUNCE_MS`) is the caller's. */
  value: string;
  /** Every change, and '' when the clear button is pressed. */
  onChange: (value: string) => void;
  /** Enter, or a click on the search button (both go to /listing, docs/product.md §3.1). */
  onSearch?: (value: string) => void;
  /**
   * Where the search goes as a plain form (`GET`, the field named `search`) while the page's script
   * has not taken over yet: a page rendered by the server then searches on Enter too. Without it the
   * box is not a form.
   */
  action?: string;
  /** Placeholder. Default "Search...". */
  placeholder?: string;
  /** Accessible name. Default "Search vehicles". */
  label?: string;
  size?: 'small' | 'medium';
  /** Field width. Default 320 px at most. */
  maxWidth?: number | string;
  /** Takes the whole width of its container (up to `maxWidth`). */
  fullWidth?: boolean;
  className?: string;
};

// An outlined input, not a TextField: a TextField brings every variant and MUI's Select with its
// menu and modal (about 25 kB gzip) into the pages that show the header's search.
const SearchField = styled(OutlinedInput, { name: 'MdSearchBox', slot: 'Root' })(({ theme }) => ({
  backgroundColor: theme.palette.background.default,
  // The browser's own clear button of type=search would duplicate ours.
  '& input::-webkit-search-cancel-button': { display: 'none' },
}));

/** The header's vehicle search: a labelled search field with a clear button and a search button. */
export function SearchBox({
  value,
  onChange,
  onSearch,
  action,
  placeholder,
  label,
  size = 'small',
  maxWidth = 320,
  fullWidth = false,
  className,
}: SearchBoxProps) {
  const { t } = useTranslation('ui', { catalogue });
  const inputRef = useRef<HTMLInputElement>(null);
  // Text typed into a server-rendered box before the browser took the page over is in the field
  // but not in `value` (React leaves it while hydrating, then would overwrite it): adopt it once.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Only the field as it was when this box took over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const field = (
    <SearchField
      className={className}
      size={size}
      fullWidth={fullWidth}
      sx={{ maxWidth }}
      placeholder={placeholder ?? t('catalogue.search.placeholder')}
      value={value}
      inputRef={inputRef}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch?.(value);
        } else if (event.key === 'Escape' && value) {
          event.preventDefault();
          onChange('');
        }
      }}
      inputProps={{
        'aria-label': label ?? t('catalogue.search.label'),
        type: 'search',
        name: 'search',
        enterKeyHint: 'search',
      }}
      endAdornment={
        <InputAdornment position="end" sx={{ gap: 0.25 }}>
          {value ? (
            <IconButton
              size="small"
              aria-label={t('catalogue.search.clear')}
              onClick={() => {
                onChange('');
                inputRef.current?.focus();
              }}
            >
              <Close fontSize="small" />
            </IconButton>
          ) : null}
          <IconButton
            size="small"
            aria-label={t('catalogue.search.submit')}
            onClick={() => onSearch?.(value)}
          >
            <SearchIcon fontSize="small" />
          </IconButton>
        </InputAdornment>
      }
    />
  );
  if (action === undefined) return field;
  return (
    // `display: contents`: the form adds no box, the field lays out as without it.
    <form
      role="search"
      action={action}
      method="get"
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch?.(value);
      }}
    >
      {field}
    </form>
  );
}
