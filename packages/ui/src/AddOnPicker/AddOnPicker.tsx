import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { Product } from '@marketdrop/api-client';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { basket as basketTexts } from '../i18n/en/basket';
import { CardSkeletons, ListEmpty, ListError } from '../internal/ListStates';
import { resolveImageUrl, useImageBaseUrl } from '../internal/imageUrl';

export type AddOnPickerProps = {
  /** The add-ons on sale (`getProducts`); undefined while loading. */
  products: Product[] | undefined;
  /** The first load: placeholder cards. */
  loading?: boolean;
  /** Loading failed: "Failed to load the add-ons" with Try again. */
  error?: boolean;
  onRetry?: () => void;
  /** How many of each product the basket holds now, by product id. */
  inBasket: Readonly<Record<string, number>>;
  /** The vehicles in the basket: a per-vehicle product (a protection plan) takes one per vehicle. */
  vehicleCount: number;
  /** Adds `quantity` of a product to the basket. */
  onAdd: (productId: string, quantity: number) => void;
  /** The product an add is running for (its button is disabled). */
  busyProductId?: string | null;
  /** Prefix of the image paths (default: the nearest `ImageBaseUrlProvider`'s). */
  imageBaseUrl?: string;
};

/** The most of `product` one basket may hold: its limit, and one per vehicle for a protection plan. */
export function addOnLimit(product: Product, vehicleCount: number): number {
  return product.perVehicle ? Math.min(product.maxQuantity, vehicleCount) : product.maxQuantity;
}

const Card = styled(Paper, { name: 'MdAddOnPicker', slot: 'Card' })(({ theme }) => ({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  '& img': {
    width: '100%',
    height: 96,
    objectFit: 'contain',
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.action.hover,
  },
}));

function AddOnCard({
  product,
  held,
  limit,
  busy,
  onAdd,
  imageBaseUrl,
}: {
  product: Product;
  held: number;
  limit: number;
  busy: boolean;
  onAdd: (productId: string, quantity: number) => void;
  imageBaseUrl: string;
}) {
  const { t } = useTranslation('ui', { basket: basketTexts });
  const f = useFormatters();
  const id = useId();
  const room = Math.max(0, limit - held);
  const [wanted, setWanted] = useState(1);
  const quantity = Math.min(Math.max(1, wanted), Math.max(1, room));
  const name = product.name;
  let note: string | null = null;
  if (product.perVehicle && limit === 0) note = t('basket.addOnNeedsVehicle');
  else if (room === 0) note = t('basket.addOnAtLimit', { count: limit });
  else if (product.perVehicle) note = t('basket.addOnPerVehicle');
  return (
    <Box component="li" aria-labelledby={`${id}-name`} sx={{ display: 'grid' }}>
      <Card variant="outlined">
        <img src={resolveImageUrl(imageBaseUrl, product.image)} alt="" />
        <Box>
          <Typography id={`${id}-name`} sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {product.description}
          </Typography>
          <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
            {t('basket.each', { price: f.cents(product.priceCents) })}
          </Typography>
          {held > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('basket.addOnHeld', { count: held })}
            </Typography>
          ) : null}
          {note ? (
            <Typography variant="body2" color="text.secondary" role="note">
              {note}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            role="group"
            aria-label={`${t('basket.addOnQuantity')}: ${name}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <IconButton
              size="small"
              aria-label={t('basket.addOnDecrease', { name })}
              disabled={busy || room === 0 || quantity <= 1}
              onClick={() => setWanted(quantity - 1)}
            >
              <RemoveIcon fontSize="small" />
            </IconButton>
            <Typography aria-label={t('basket.quantity')} component="output">
              {room === 0 ? 0 : quantity}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('basket.addOnIncrease', { name })}
              disabled={busy || quantity >= room}
              onClick={() => setWanted(quantity + 1)}
            >
              <AddIcon fontSize="small" />
            </IconButton>
          </Box>
          <Button
            variant="outlined"
            sx={{ ml: 'auto' }}
            aria-label={t('basket.addOnAddNamed', { name })}
            disabled={busy || room === 0}
            onClick={() => {
              onAdd(product._id, quantity);
              setWanted(1);
            }}
          >
            {t('basket.addOnAdd')}
          </Button>
        </Box>
      </Card>
    </Box>
  );
}

/**
 * The add-on products to pick beside the basket (docs/product.md §14): each with its photo, name,
 * description, price, a quantity within what the basket may still take, and Add. A protection plan
 * goes one per vehicle of the basket (none without a vehicle); a product at its limit says so.
 */
export function AddOnPicker({
  products,
  loading = false,
  error = false,
  onRetry,
  inBasket,
  vehicleCount,
  onAdd,
  busyProductId = null,
  imageBaseUrl,
}: AddOnPickerProps) {
  const { t } = useTranslation('ui', { basket: basketTexts });
  const baseUrl = useImageBaseUrl(imageBaseUrl);
  const id = useId();

  let body;
  if (loading && products === undefined) {
    body = <CardSkeletons count={3} height={220} label={t('basket.addOnsLoading')} />;
  } else if (error && products === undefined) {
    body = (
      <ListError message={t('basket.addOnsError')} retry={t('basket.retry')} onRetry={onRetry} />
    );
  } else if (products === undefined || products.length === 0) {
    body = (
      <ListEmpty icon={<Inventory2Outlined fontSize="large" />} title={t('basket.addOnsEmpty')} />
    );
  } else {
    body = (
      <Box
        component="ul"
        aria-labelledby={`${id}-title`}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {products.map((product) => (
          <AddOnCard
            key={product._id}
            product={product}
            held={inBasket[product._id] ?? 0}
            limit={addOnLimit(product, vehicleCount)}
            busy={busyProductId === product._id}
            onAdd={onAdd}
            imageBaseUrl={baseUrl}
          />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 4 }}>
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.5rem', mb: 0.5 }}>
        {t('basket.addOnsTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('basket.addOnsHint')}
      </Typography>
      {body}
    </Box>
  );
}
