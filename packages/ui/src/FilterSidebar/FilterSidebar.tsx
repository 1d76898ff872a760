import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  EMPTY_VEHICLE_FILTERS,
  priceBounds,
  yearChoices,
  type FilterOptions,
  type TimeLeftBucket,
  type VehicleFilters,
} from '@marketdrop/api-client';
import { AUCTION_TYPES, PRICE_SLIDER_STEP, TIME_LEFT_BUCKETS } from '@marketdrop/validation';
import { useFormatters } from '../i18n/useFormatters';
import { useAuctionTypeLabel } from '../internal/useAuctionTypeLabel';
import { catalogue } from '../i18n/en/catalogue';

/** The sections, in the order of docs/product.md. */
export type FilterSection =
  'brand' | 'category' | 'year' | 'fuelType' | 'transmission' | 'price' | 'type' | 'timeLeft';

export type FilterSidebarProps = {
  /** The current filters (controlled). */
  value: VehicleFilters;
  /** Every change, at once (debounce the price request with `PRICE_DEBOUNCE_MS` in the page). */
  onChange: (next: VehicleFilters) => void;
  /** The choices (GET filterdata). Absent while loading: price 5000-20000, years 2000-2023. */
  options?: Partial<FilterOptions> | null;
  /** Called after Reset (which also sends the cleared filters through `onChange`). */
  onReset?: () => void;
  /** `permanent` (default): a panel in the page. `drawer`: a side drawer (small screens). */
  variant?: 'permanent' | 'drawer';
  /** Whether the drawer is open (`variant="drawer"`). */
  open?: boolean;
  /** The drawer asks to close (backdrop, Escape, close button). */
  onClose?: () => void;
  /** Sections open at first. Default: Brand and Price. */
  defaultExpanded?: readonly FilterSection[];
};

const SidebarRoot = styled(Paper, { name: 'MdFilterSidebar', slot: 'Root' })(({ theme }) => ({
  padding: theme.spacing(2, 0, 1),
  '& .MuiAccordion-root': { boxShadow: 'none', '&::before': { opacity: 1 } },
  '& .MuiAccordion-root.Mui-expanded': { margin: 0 },
  '& .MuiAccordionSummary-root': { minHeight: 48, padding: theme.spacing(0, 2) },
  '& .MuiAccordionDetails-root': { padding: theme.spacing(0, 2, 2) },
})) as typeof Paper; // keeps Paper's `component` prop, which `styled` drops from the types

const Header = styled('div', { name: 'MdFilterSidebar', slot: 'Header' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  padding: theme.spacing(0, 2, 1),
}));

const Options = styled(FormGroup, { name: 'MdFilterSidebar', slot: 'Options' })({
  maxHeight: 260,
  overflowY: 'auto',
  flexWrap: 'nowrap',
});

type Choice<V> = { value: V; label: string };

function toggle<V>(list: readonly V[], item: V, checked: boolean): V[] {
  return checked
    ? list.includes(item)
      ? [...list]
      : [...list, item]
    : list.filter((x) => x !== item);
}

/**
 * Narrows a list of vehicles: use it beside a `VehicleGrid` that the visitor browses. Accordions
 * Brand, Category, Year, Fuel Type, Transmission, Price (a two-thumb slider, step 500, thumbs
 * cannot cross), Type and Time Left, and Reset (everything cleared, price back to the server
 * range). A panel, or a drawer on small screens.
 */
export function FilterSidebar({
  value,
  onChange,
  options,
  onReset,
  variant = 'permanent',
  open = false,
  onClose,
  defaultExpanded = ['brand', 'price'],
}: FilterSidebarProps) {
  const { t } = useTranslation('ui', { catalogue });
  const f = useFormatters();
  const typeLabel = useAuctionTypeLabel();
  const titleId = useId();
  const [minPrice, maxPrice] = priceBounds(options);
  const shownPrice: [number, number] = value.price
    ? [
        Math.min(Math.max(value.price[0], minPrice), maxPrice),
        Math.min(Math.max(value.price[1], minPrice), maxPrice),
      ]
    : [minPrice, maxPrice];

  const set = (patch: Partial<VehicleFilters>) => onChange({ ...value, ...patch });

  const checkboxes = <V extends string | number>(
    section: FilterSection,
    choices: readonly Choice<V>[],
    selected: readonly V[],
    apply: (next: V[]) => void,
  ): ReactNode =>
    choices.length === 0 ? (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('catalogue.filters.noOptions')}
      </Typography>
    ) : (
      <Options aria-label={sectionTitle(section)} role="group">
        {choices.map((choice) => (
          <FormControlLabel
            key={String(choice.value)}
            label={choice.label}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(choice.value)}
                onChange={(event) => apply(toggle(selected, choice.value, event.target.checked))}
              />
            }
          />
        ))}
      </Options>
    );

  function sectionTitle(section: FilterSection): string {
    switch (section) {
      case 'brand':
        return t('catalogue.filters.brand');
      case 'category':
        return t('catalogue.filters.category');
      case 'year':
        return t('catalogue.filters.year');
      case 'fuelType':
        return t('catalogue.filters.fuelType');
      case 'transmission':
        return t('catalogue.filters.transmission');
      case 'price':
        return t('catalogue.filters.price');
      case 'type':
        return t('catalogue.filters.type');
      case 'timeLeft':
        return t('catalogue.filters.timeLeft');
    }
  }

  const sections: { id: FilterSection; content: ReactNode }[] = [
    {
      id: 'brand',
      content: checkboxes(
        'brand',
        (options?.brand ?? []).map((brand) => ({ value: brand._id, label: brand.name })),
        value.brand,
        (brand) => set({ brand }),
      ),
    },
    {
      id: 'category',
      content: checkboxes(
        'category',
        (options?.category ?? []).map((category) => ({
          value: category._id,
          label: category.name,
        })),
        value.category,
        (category) => set({ category }),
      ),
    },
    {
      id: 'year',
      content: checkboxes(
        'year',
        yearChoices(options).map((year) => ({ value: year, label: String(year) })),
        value.year,
        (year) => set({ year }),
      ),
    },
    {
      id: 'fuelType',
      content: checkboxes(
        'fuelType',
        (options?.fuelType ?? []).map((fuel) => ({ value: fuel.value, label: fuel.value })),
        value.fuelType,
        (fuelType) => set({ fuelType }),
      ),
    },
    {
      id: 'transmission',
      content: checkboxes(
        'transmission',
        (options?.transmission ?? []).map((item) => ({ value: item.value, label: item.value })),
        value.transmission,
        (transmission) => set({ transmission }),
      ),
    },
    {
      id: 'price',
      content: (
        <Box sx={{ px: 1.5 }}>
          <Slider
            value={shownPrice}
            min={minPrice}
            max={maxPrice}
            step={PRICE_SLIDER_STEP}
            disableSwap
            valueLabelDisplay="auto"
            valueLabelFormat={(amount) => f.money(amount)}
            getAriaLabel={(index) =>
              index === 0 ? t('catalogue.filters.minPrice') : t('catalogue.filters.maxPrice')
            }
            getAriaValueText={(amount) => f.money(amount)}
            onChange={(_, next) => {
              if (!Array.isArray(next)) return;
              const [low = minPrice, high = maxPrice] = next;
              set({ price: low <= minPrice && high >= maxPrice ? null : [low, high] });
            }}
          />
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', typography: 'body2' }}
            data-testid="price-range"
          >
            <span>{f.money(shownPrice[0])}</span>
            <span>{f.money(shownPrice[1])}</span>
          </Box>
        </Box>
      ),
    },
    {
      id: 'type',
      content: checkboxes(
        'type',
        AUCTION_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
        value.auctionType,
        (auctionType) => set({ auctionType }),
      ),
    },
    {
      id: 'timeLeft',
      content: checkboxes(
        'timeLeft',
        (options?.timeLeft?.length
          ? options.timeLeft.map((item) => item.value)
          : [...TIME_LEFT_BUCKETS]
        )
          .filter((bucket): bucket is TimeLeftBucket =>
            (TIME_LEFT_BUCKETS as readonly string[]).includes(bucket),
          )
          .map((bucket) => ({
            value: bucket,
            label: t(`catalogue.filters.timeLeftBuckets.${bucket}`),
          })),
        value.timeLeft,
        (timeLeft) => set({ timeLeft }),
      ),
    },
  ];

  const panel = (
    <SidebarRoot
      component="section"
      aria-labelledby={titleId}
      elevation={variant === 'drawer' ? 0 : 1}
      square={variant === 'drawer'}
    >
      <Header>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {t('catalogue.filters.title')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Button
            size="small"
            onClick={() => {
              onChange({ ...EMPTY_VEHICLE_FILTERS });
              onReset?.();
            }}
          >
            {t('catalogue.filters.reset')}
          </Button>
          {variant === 'drawer' ? (
            <IconButton size="small" aria-label={t('catalogue.filters.close')} onClick={onClose}>
              <Close fontSize="small" />
            </IconButton>
          ) : null}
        </Box>
      </Header>
      {sections.map((section) => (
        <Accordion
          key={section.id}
          disableGutters
          defaultExpanded={defaultExpanded.includes(section.id)}
          data-section={section.id}
          slotProps={{
            // A closed section's choices (dozens of checkboxes) are not rendered until it opens.
            transition: { unmountOnExit: true },
            region: {
              id: `${titleId}-${section.id}`,
              'aria-labelledby': `${titleId}-${section.id}-title`,
            },
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore />}
            id={`${titleId}-${section.id}-title`}
            aria-controls={`${titleId}-${section.id}`}
          >
            <Typography component="span" sx={{ fontWeight: 600, fontSize: '0.95rem' }}>
              {sectionTitle(section.id)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>{section.content}</AccordionDetails>
        </Accordion>
      ))}
    </SidebarRoot>
  );

  if (variant === 'drawer') {
    return (
      <Drawer
        anchor="left"
        open={open}
        onClose={onClose}
        slotProps={{
          paper: { sx: { width: 300, maxWidth: '85vw' }, 'aria-labelledby': titleId },
        }}
      >
        {panel}
      </Drawer>
    );
  }
  return panel;
}
