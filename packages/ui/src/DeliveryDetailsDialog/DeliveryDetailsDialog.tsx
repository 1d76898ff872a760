import { useEffect, useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { yupResolver } from '@hookform/resolvers/yup';
import { keyedResolver, serverFieldError, type ServerFieldErrors } from '../i18n/keyedResolver';
import { useController, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import type { DeliveryType, OrderAddress, TimeSlot } from '@marketdrop/api-client';
import {
  ORDER_LIMITS,
  PROVINCE_CODES,
  deliveryCharge,
  deliveryDetailsSchema,
  isProvinceCode,
  normalizePostalCode,
  type DeliveryDetailsValues,
  type ProvinceCode,
} from '@marketdrop/validation';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { useValidationMessage } from '../i18n/useValidationMessage';
import { orders } from '../i18n/en/orders';
import { FormTextField } from '../internal/FormTextField';
import { addressLine, slotDay, useTimeSlotText } from '../internal/orders';
import { succeeded, type SubmitResult } from '../internal/submit';

/** What Confirm sends: `updateCheckoutDetails`' body without the order id. */
export type DeliveryDetailsSubmitValues = {
  deliveryType: DeliveryType;
  /** Delivery only. */
  address?: OrderAddress;
  timeSlotId: string;
};

export type DeliveryDetailsDialogProps = {
  open: boolean;
  /** Where Pickup happens: the dealer's address on one line, or null when unknown. */
  pickupPlace: string | null;
  /** The dealer's province: the delivery charge shown is the published rule's from it. */
  dealerProvince: string | null;
  /** The buyer's past delivery addresses (`getPreviousOrderAddresses`), offered first. */
  previousAddresses: readonly OrderAddress[];
  /** What was chosen before (the order's checkout), to start from. */
  initial?: {
    deliveryType: DeliveryType | null;
    address: OrderAddress | null;
    timeSlotId: string | null;
  };
  /** The bookable slots of the type chosen (`getTimeSlots`); undefined while they load. */
  timeSlots: readonly TimeSlot[] | undefined;
  /** The slots could not be loaded: a message with Try again (`onRetrySlots`). */
  slotsError?: boolean;
  onRetrySlots?: () => void;
  /** Pickup or Delivery was chosen: the page loads that type's slots. */
  onDeliveryTypeChange: (type: DeliveryType) => void;
  /**
   * Confirm with valid details. Resolve to `false` (or throw) to stay open with what was chosen
   * (the page shows why through `fieldErrors` / `problem`).
   */
  onConfirm: (values: DeliveryDetailsSubmitValues) => SubmitResult;
  /** Cancel, Escape or the backdrop (not while confirming). */
  onCancel: () => void;
  /** The server's field errors (`{ field: message }`), shown on their fields. */
  fieldErrors?: ServerFieldErrors | null;
  /** A failure to show above the buttons, in the reader's language. */
  problem?: string | null;
};

type FormValues = {
  deliveryType: DeliveryType | '';
  address: string;
  city: string;
  province: string;
  postalCode: string;
  timeSlotId: string;
};

const FIELDS = ['deliveryType', 'address', 'city', 'province', 'postalCode', 'timeSlotId'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

const NEW_ADDRESS = 'new';

const resolve = keyedResolver(
  yupResolver(deliveryDetailsSchema),
) as unknown as Resolver<FormValues>;

/**
 * The values with blank fields left out, as the server receives a form without them: so a
 * missing choice reads "Select Pickup or Delivery" / "Select a province", not "must be one of".
 */
function withoutBlanks(values: FormValues): Partial<FormValues> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => typeof value !== 'string' || value.trim() !== ''),
  );
}

const Section = styled('fieldset', { name: 'MdDeliveryDetails', slot: 'Section' })(({ theme }) => ({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(1),
  '& > legend': { padding: 0, marginBottom: theme.spacing(1), fontWeight: 700 },
}));

const SlotDay = styled('div', { name: 'MdDeliveryDetails', slot: 'SlotDay' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.25),
  '& + &': { marginTop: theme.spacing(1) },
}));

const sameAddress = (a: OrderAddress, b: OrderAddress) =>
  a.address === b.address &&
  a.city === b.city &&
  a.province === b.province &&
  normalizePostalCode(a.postalCode) === normalizePostalCode(b.postalCode);

/** The time slots of one type, grouped by day, as radios; loading, failed and empty states. */
function SlotPicker({
  control,
  slots,
  error,
  onRetry,
  legend,
}: {
  control: Control<FormValues>;
  slots: readonly TimeSlot[] | undefined;
  error: boolean;
  onRetry?: (() => void) | undefined;
  legend: string;
}) {
  const { t } = useTranslation('ui', { orders });
  const f = useFormatters();
  const tv = useValidationMessage();
  const slotText = useTimeSlotText();
  const legendId = useId();
  const { field, fieldState } = useController({ control, name: 'timeSlotId' });
  const message = tv(fieldState.error);

  const days = useMemo(() => {
    const byDay = new Map<string, TimeSlot[]>();
    for (const slot of slots ?? []) {
      const day = slotDay(slot);
      byDay.set(day, [...(byDay.get(day) ?? []), slot]);
    }
    return [...byDay.entries()];
  }, [slots]);

  return (
    <Section aria-describedby={message ? `${legendId}-error` : undefined}>
      <legend id={legendId}>{legend}</legend>
      {error ? (
        <Alert
          severity="error"
          action={
            onRetry ? (
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('orders.delivery.retry')}
              </Button>
            ) : undefined
          }
        >
          {t('orders.delivery.slotsError')}
        </Alert>
      ) : slots === undefined ? (
        <Box aria-busy="true" aria-label={t('orders.delivery.loadingSlots')} role="status">
          <Skeleton width="60%" />
          <Skeleton width="80%" />
          <Skeleton width="70%" />
        </Box>
      ) : slots.length === 0 ? (
        <Alert severity="warning">{t('orders.delivery.noSlots')}</Alert>
      ) : (
        <RadioGroup
          aria-labelledby={legendId}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          ref={field.ref}
        >
          {days.map(([day, daySlots]) => (
            <SlotDay key={day}>
              <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {f.date(day, 'long')}
              </Typography>
              {daySlots.map((slot) => (
                <FormControlLabel
                  key={slot._id}
                  value={slot._id}
                  control={<Radio size="small" />}
                  label={slotText(slot)}
                />
              ))}
            </SlotDay>
          ))}
        </RadioGroup>
      )}
      {message ? (
        <FormHelperText id={`${legendId}-error`} error>
          {message}
        </FormHelperText>
      ) : null}
    </Section>
  );
}

/**
 * Delivery Details (docs/product.md §3.8): Delivery Type Pickup or Delivery; for Delivery the
 * Address (a previous one, or a new one with a Canadian postal code in its province) and the
 * delivery charge; then a time slot; Cancel and Confirm. Checked with `deliveryDetailsSchema` of
 * `@marketdrop/validation`, the one the server uses; the server's field errors show on their fields.
 */
export function DeliveryDetailsDialog({
  open,
  pickupPlace,
  dealerProvince,
  previousAddresses,
  initial,
  timeSlots,
  slotsError = false,
  onRetrySlots,
  onDeliveryTypeChange,
  onConfirm,
  onCancel,
  fieldErrors,
  problem,
}: DeliveryDetailsDialogProps) {
  const { t } = useTranslation('ui', { orders });
  const f = useFormatters();
  const tv = useValidationMessage();
  const titleId = useId();
  const typeId = useId();

  const startAddress = initial?.address ?? null;
  const startChoice = (): string => {
    if (startAddress) {
      const index = previousAddresses.findIndex((each) => sameAddress(each, startAddress));
      return index >= 0 ? String(index) : NEW_ADDRESS;
    }
    return previousAddresses.length > 0 ? '0' : NEW_ADDRESS;
  };
  const startValues = (): FormValues => {
    const address =
      startAddress ?? (previousAddresses.length > 0 ? (previousAddresses[0] ?? null) : null);
    return {
      deliveryType: initial?.deliveryType ?? '',
      address: address?.address ?? '',
      city: address?.city ?? '',
      province: address?.province ?? '',
      postalCode: address?.postalCode ?? '',
      timeSlotId: initial?.timeSlotId ?? '',
    };
  };

  const [addressChoice, setAddressChoice] = useState<string>(startChoice);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<FormValues>({
    resolver: (values, context, options) =>
      resolve(withoutBlanks(values) as unknown as FormValues, context, options),
    defaultValues: startValues(),
  });
  const deliveryType = useWatch({ control, name: 'deliveryType' });
  const province = useWatch({ control, name: 'province' });

  // Each opening starts from the order's details (or the first previous address).
  useEffect(() => {
    if (!open) return;
    reset(startValues());
    setAddressChoice(startChoice());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [open]);

  useEffect(() => {
    if (!fieldErrors) return;
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (isField(name)) setError(name, serverFieldError(message), { shouldFocus: false });
    }
  }, [fieldErrors, setError]);

  const chooseAddress = (choice: string) => {
    setAddressChoice(choice);
    const chosen = choice === NEW_ADDRESS ? null : previousAddresses[Number(choice)];
    const options = { shouldValidate: false, shouldDirty: true };
    setValue('address', chosen?.address ?? '', options);
    setValue('city', chosen?.city ?? '', options);
    setValue('province', chosen?.province ?? '', options);
    setValue('postalCode', chosen?.postalCode ?? '', options);
  };

  const chargeProvince: ProvinceCode | null = isProvinceCode(province?.toUpperCase())
    ? (province.toUpperCase() as ProvinceCode)
    : null;
  const dealerCode = isProvinceCode(dealerProvince?.toUpperCase())
    ? (dealerProvince!.toUpperCase() as ProvinceCode)
    : null;
  const charge = chargeProvince ? deliveryCharge(dealerCode, chargeProvince) : null;
  const typeError = tv(errors.deliveryType);

  const submit = handleSubmit(async (raw) => {
    const values = raw as unknown as DeliveryDetailsValues;
    const result: DeliveryDetailsSubmitValues = {
      deliveryType: values.deliveryType as DeliveryType,
      timeSlotId: values.timeSlotId,
    };
    if (values.deliveryType === 'delivery') {
      result.address = {
        address: values.address ?? '',
        city: values.city ?? '',
        province: (values.province ?? '') as ProvinceCode,
        postalCode: normalizePostalCode(values.postalCode ?? ''),
      };
    }
    await succeeded(onConfirm(result));
  });

  const busy = isSubmitting;

  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onCancel())}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('orders.delivery.title')}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
        <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
          <Section>
            <legend id={typeId}>{t('orders.delivery.type')}</legend>
            <Controlled
              control={control}
              labelledBy={typeId}
              onChange={(type) => onDeliveryTypeChange(type)}
              pickupLabel={t('orders.delivery.pickup')}
              deliveryLabel={t('orders.delivery.delivery')}
            />
            {typeError ? <FormHelperText error>{typeError}</FormHelperText> : null}
            {deliveryType === 'pickup' ? (
              <Typography variant="body2" color="text.secondary">
                {pickupPlace
                  ? t('orders.delivery.pickupHint', { place: pickupPlace })
                  : t('orders.delivery.pickupHintNoPlace')}
              </Typography>
            ) : null}
            {deliveryType === 'delivery' ? (
              <Typography variant="body2" color="text.secondary">
                {t('orders.delivery.deliveryHint')}
              </Typography>
            ) : null}
          </Section>

          {deliveryType === 'delivery' ? (
            <Section>
              <legend>{t('orders.delivery.address')}</legend>
              {previousAddresses.length > 0 ? (
                <RadioGroup
                  aria-label={t('orders.delivery.previousAddresses')}
                  value={addressChoice}
                  onChange={(event) => chooseAddress(event.target.value)}
                >
                  {previousAddresses.map((address, index) => (
                    <FormControlLabel
                      key={addressLine(address)}
                      value={String(index)}
                      control={<Radio size="small" />}
                      label={addressLine(address)}
                    />
                  ))}
                  <FormControlLabel
                    value={NEW_ADDRESS}
                    control={<Radio size="small" />}
                    label={t('orders.delivery.newAddress')}
                  />
                </RadioGroup>
              ) : null}
              {addressChoice === NEW_ADDRESS || previousAddresses.length === 0 ? (
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  }}
                >
                  <FormTextField
                    control={control}
                    name="address"
                    label={t('orders.delivery.street')}
                    autoComplete="street-address"
                    sx={{ gridColumn: '1 / -1' }}
                    slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.addressMax } }}
                  />
                  <FormTextField
                    control={control}
                    name="city"
                    label={t('orders.delivery.city')}
                    autoComplete="address-level2"
                    slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.cityMax } }}
                  />
                  <FormTextField
                    control={control}
                    name="province"
                    select
                    label={t('orders.delivery.province')}
                  >
                    {PROVINCE_CODES.map((code) => (
                      <MenuItem key={code} value={code}>
                        {t(`orders.provinces.${code}`)}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <FormTextField
                    control={control}
                    name="postalCode"
                    label={t('orders.delivery.postalCode')}
                    autoComplete="postal-code"
                    helperText={t('orders.delivery.postalCodeHint')}
                    sanitize={(value) => value.toUpperCase()}
                    slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.postalCodeMax } }}
                  />
                </Box>
              ) : null}
              {charge !== null ? (
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="delivery-charge">
                  {t('orders.delivery.charge', { amount: f.money(charge) })}
                </Typography>
              ) : null}
            </Section>
          ) : null}

          {deliveryType ? (
            <SlotPicker
              control={control}
              slots={timeSlots}
              error={slotsError}
              onRetry={onRetrySlots}
              legend={
                deliveryType === 'pickup'
                  ? t('orders.delivery.pickupSlots')
                  : t('orders.delivery.deliverySlots')
              }
            />
          ) : null}

          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onCancel} disabled={busy}>
            {t('orders.delivery.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('orders.delivery.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Pickup or Delivery, bound to the form; a change clears the slot (slots are per type). */
function Controlled({
  control,
  labelledBy,
  onChange,
  pickupLabel,
  deliveryLabel,
}: {
  control: Control<FormValues>;
  labelledBy: string;
  onChange: (type: DeliveryType) => void;
  pickupLabel: string;
  deliveryLabel: string;
}) {
  const { field } = useController({ control, name: 'deliveryType' });
  const slot = useController({ control, name: 'timeSlotId' });
  return (
    <RadioGroup
      row
      aria-labelledby={labelledBy}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        const type = event.target.value as DeliveryType;
        field.onChange(type);
        slot.field.onChange('');
        onChange(type);
      }}
      ref={field.ref}
    >
      <FormControlLabel value="pickup" control={<Radio />} label={pickupLabel} />
      <FormControlLabel value="delivery" control={<Radio />} label={deliveryLabel} />
    </RadioGroup>
  );
}
