import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { yupResolver } from '@hookform/resolvers/yup';
import { keyedResolver, serverFieldError, type ServerFieldErrors } from '../i18n/keyedResolver';
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type FieldPath,
  type Resolver,
} from 'react-hook-form';
import {
  AUCTION_TYPES,
  LISTING_LIMITS,
  ODOMETER_UNITS,
  decodeVin,
  listingDisclosureSchema,
  listingSchema,
  validateWithKeys,
  type KeyedMessage,
  type ListingValues,
} from '@marketdrop/validation';
import { ListingPreview } from '../ListingPreview/ListingPreview';
import { dealer } from '../i18n/en/dealer';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { succeeded, type SubmitResult } from '../internal/submit';
import { useListingErrorText } from './listingErrors';

/** What the form offers: `ListingOptionsData` of `@marketdrop/api-client` fits. */
export type ListingEditorOptions = {
  makes: readonly { _id: string; name: string }[];
  categories: readonly { _id: string; name: string }[];
  fuelTypes: readonly string[];
  transmissions: readonly string[];
  drivetrains: readonly string[];
  /** The Thursday closes a sale may end at (ISO instants, soonest first). */
  closingSlots: readonly string[];
  /** The dealer's business address: where the vehicle is unless the form says otherwise. */
  defaultLocation?: {
    address?: string | null;
    city?: string | null;
    province?: string | null;
    postalCode?: string | null;
  } | null;
};

/** The values the form starts from (a saved listing's fields; numbers may be null). */
export type ListingEditorInitialValues = Partial<
  Record<keyof ListingValues, string | number | null | undefined>
>;

/** The checked values the form submits (the listing schema's output). */
export type ListingEditorValues = ListingValues;

export type ListingEditorProps = {
  options: ListingEditorOptions;
  /** A saved listing's values (editing); absent for a new listing. */
  initialValues?: ListingEditorInitialValues | null;
  /** `edit` titles it Edit listing (default `new`). */
  mode?: 'new' | 'edit';
  /**
   * Saves (creates or updates) the listing as it is: "Save draft", or "Save changes" when editing
   * without `onPublish` (a published listing).
   */
  onSaveDraft: (values: ListingEditorValues) => SubmitResult;
  /** Saves and publishes it. Without it, no Publish button. */
  onPublish?: (values: ListingEditorValues) => SubmitResult;
  saving?: boolean;
  publishing?: boolean;
  /** The dealer is verified: publishing is possible (else the button is off, with the reason). */
  canPublish?: boolean;
  /**
   * A bid or claim exists (docs/product.md §6.2): the sale format, its prices and the vehicle's
   * facts cannot change (the fields are off, with the reason); an existing Buy Now price may still
   * go down.
   */
  termsLocked?: boolean;
  /** The sale is live: a line says its price may only go down. */
  live?: boolean;
  /** The seller's disclosures, newest first (shown in the Disclosures section). */
  disclosures?: readonly { text: string; createdAt: string }[];
  /**
   * Adds a disclosure (checked with the shared schema first). Without it, no Disclosures
   * section. Resolving to anything but `false` clears the text.
   */
  onAddDisclosure?: (text: string) => SubmitResult;
  /** A disclosure is being sent. */
  addingDisclosure?: boolean;
  /** Field errors from the server's 400 (`{ field: message }`), shown on their fields. */
  fieldErrors?: ServerFieldErrors | null;
  /** The photo manager (shown in the Photos section). */
  photos?: ReactNode;
  /** The condition report's upload (shown in its section). */
  documents?: ReactNode;
  /** The photo paths the preview shows, the cover first. */
  previewPhotos?: readonly string[];
  /** The condition report's path, for the preview. */
  previewConditionReport?: string | null;
  /** The dealer's business name, for the preview's Seller line. */
  sellerName?: string | null;
  /** Cancel: leaves the editor. Without it, no Cancel button. */
  onCancel?: () => void;
  imageBaseUrl?: string;
};

/** The disclosure's text rule, the one the server applies (`addListingDisclosure`). */
const disclosureText = listingDisclosureSchema.pick(['text']);

/** What the inputs hold: text, as typed. */
type FormValues = Record<keyof ListingValues, string>;

const FIELDS: readonly (keyof ListingValues)[] = [
  'vin',
  'year',
  'makeId',
  'model',
  'trim',
  'categoryId',
  'odometer',
  'odometerUnit',
  'fuelType',
  'transmission',
  'drivetrain',
  'exteriorColour',
  'description',
  'address',
  'city',
  'province',
  'postalCode',
  'auctionType',
  'startingBid',
  'reservePrice',
  'buyNowPrice',
  'stickerPrice',
  'floorPrice',
  'dropAmount',
  'dropIntervalMinutes',
  'claimPrice',
  'startsAt',
  'endsAt',
];

function toFormValues(
  initial: ListingEditorInitialValues | null | undefined,
  options: ListingEditorOptions,
): FormValues {
  const values = {} as FormValues;
  for (const field of FIELDS) {
    const value = initial?.[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  if (!values.odometerUnit) values.odometerUnit = 'KM';
  if (!values.auctionType) values.auctionType = 'auction';
  if (!values.endsAt) values.endsAt = options.closingSlots[0] ?? '';
  if (!initial) {
    const where = options.defaultLocation;
    values.address = where?.address ?? '';
    values.city = where?.city ?? '';
    values.province = where?.province ?? '';
    values.postalCode = where?.postalCode ?? '';
  }
  return values;
}

const Section = styled(Paper, { name: 'MdListingEditor', slot: 'Section' })(({ theme }) => ({
  padding: theme.spacing(2.5, 3),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
})) as typeof Paper;

const Fields = styled('div', { name: 'MdListingEditor', slot: 'Fields' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
}));

type FieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  control: Control<FormValues>;
  name: FieldPath<FormValues>;
  /** The server's message for the field. */
  serverError?: KeyedMessage | string | undefined;
};

/** A text field (or a native select, with `select`) bound to the form; errors in the language shown. */
function Field({ control, name, serverError, helperText, select, children, ...rest }: FieldProps) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useListingErrorText();
  const message = errorText(fieldState.error ?? serverError);
  return (
    <TextField
      {...rest}
      select={select}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={message !== undefined}
      helperText={message ?? helperText}
      slotProps={{
        ...rest.slotProps,
        ...(select ? { select: { native: true } } : {}),
        inputLabel: { shrink: select ? true : undefined },
      }}
    >
      {children}
    </TextField>
  );
}

/**
 * The dealer's listing form (docs/product.md §6.2): the vehicle (VIN with its check digit; year and
 * make filled in from the VIN where known), its details and location (the business address by
 * default), its photos and condition report (given by the page), and the sale format with its
 * price terms, checked by the listing schema of `@marketdrop/validation` (the server uses the same
 * one). Save draft, Preview (the card and page buyers will see) and Publish.
 */
export function ListingEditor({
  options,
  initialValues,
  mode = 'new',
  onSaveDraft,
  onPublish,
  saving = false,
  publishing = false,
  canPublish = true,
  termsLocked = false,
  live = false,
  disclosures = [],
  onAddDisclosure,
  addingDisclosure = false,
  fieldErrors,
  photos,
  documents,
  previewPhotos = [],
  previewConditionReport = null,
  sellerName = null,
  onCancel,
  imageBaseUrl,
}: ListingEditorProps) {
  const { t } = useTranslation('ui', { dealer });
  const f = useFormatters();
  const titleId = useId();
  const [previewOpen, setPreviewOpen] = useState(false);
  const defaults = useMemo(() => toFormValues(initialValues, options), [initialValues, options]);
  const {
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<FormValues>({
    // The schema turns the typed text into the listing's values (numbers, nulls).
    resolver: keyedResolver(yupResolver(listingSchema)) as unknown as Resolver<FormValues>,
    defaultValues: defaults,
  });

  useEffect(() => {
    if (!fieldErrors) return;
    for (const [name, message] of Object.entries(fieldErrors)) {
      if ((FIELDS as readonly string[]).includes(name)) {
        setError(name as keyof FormValues, serverFieldError(message), { shouldFocus: false });
      }
    }
  }, [fieldErrors, setError]);

  // Year and make from the VIN, unless the dealer typed their own.
  const vin = useWatch({ control, name: 'vin' });
  const auctionType = useWatch({ control, name: 'auctionType' });
  const decoded = useMemo(() => decodeVin(vin ?? ''), [vin]);
  const filled = useRef<{ year?: string; makeId?: string }>({});
  useEffect(() => {
    if (!decoded.valid) return;
    const year = decoded.year === undefined ? undefined : String(decoded.year);
    const make = decoded.make
      ? options.makes.find((item) => item.name.toLowerCase() === decoded.make?.toLowerCase())
      : undefined;
    const current = getValues();
    if (year && (current.year === '' || current.year === filled.current.year)) {
      setValue('year', year, { shouldValidate: isSubmitted });
      filled.current.year = year;
    }
    if (make && (current.makeId === '' || current.makeId === filled.current.makeId)) {
      setValue('makeId', make._id, { shouldValidate: isSubmitted });
      filled.current.makeId = make._id;
    }
  }, [decoded, options.makes, getValues, setValue, isSubmitted]);

  const submit = (action: (values: ListingEditorValues) => SubmitResult) =>
    handleSubmit(async (values) => {
      await action(values as unknown as ListingEditorValues);
    });

  const previewListing = () => {
    const values = getValues();
    const number = (value: string) => (value.trim() === '' ? null : Number(value));
    return {
      ...values,
      year: number(values.year),
      odometer: number(values.odometer),
      startingBid: number(values.startingBid),
      reservePrice: number(values.reservePrice),
      buyNowPrice: number(values.buyNowPrice),
      stickerPrice: number(values.stickerPrice),
      floorPrice: number(values.floorPrice),
      claimPrice: number(values.claimPrice),
      makeName: options.makes.find((make) => make._id === values.makeId)?.name ?? null,
      categoryName: options.categories.find((item) => item._id === values.categoryId)?.name ?? null,
      photos: previewPhotos,
      conditionReport: previewConditionReport,
      sellerName,
    };
  };

  const label = (field: keyof typeof dealer.editor.fields) => t(`dealer.editor.fields.${field}`);
  const server = (field: string) => fieldErrors?.[field];
  const lockedSale = termsLocked;
  // After the first bid only an existing Buy Now price may change (down).
  const buyNowOpen = lockedSale && Boolean(defaults.buyNowPrice);
  const lockedFacts = termsLocked;
  const saleField = (
    name: keyof FormValues,
    field: keyof typeof dealer.editor.fields,
    required = true,
  ) => (
    <Field
      control={control}
      name={name}
      label={label(field)}
      type="number"
      required={required}
      disabled={lockedSale && !(name === 'buyNowPrice' && buyNowOpen)}
      serverError={server(name)}
      helperText={
        name === 'buyNowPrice' && buyNowOpen ? t('dealer.editor.lockedBuyNow') : undefined
      }
      slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
    />
  );
  const optionList = (values: readonly string[]) => [
    <option key="" value="">
      {t('dealer.editor.noneOption')}
    </option>,
    ...values.map((value) => (
      <option key={value} value={value}>
        {value}
      </option>
    )),
  ];
  const hasErrors = Object.keys(errors).length > 0;
  const sectionTitle = (id: string, text: string) => (
    <Typography id={`${titleId}-${id}`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
      {text}
    </Typography>
  );
  const section = (id: string, text: string, content: ReactNode) => (
    <Section variant="outlined" component="section" aria-labelledby={`${titleId}-${id}`}>
      {sectionTitle(id, text)}
      {content}
    </Section>
  );

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(onSaveDraft)(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <Typography id={titleId} component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {mode === 'edit' ? t('dealer.editor.editTitle') : t('dealer.editor.newTitle')}
      </Typography>
      {!canPublish && onPublish ? (
        <Alert severity="info">{t('dealer.editor.notVerified')}</Alert>
      ) : null}
      {lockedFacts ? (
        <Alert severity="info" data-testid="facts-locked">
          {t('dealer.editor.factsLocked')}
        </Alert>
      ) : null}
      {onAddDisclosure
        ? section(
            'disclosures',
            t('dealer.editor.disclosures.title'),
            <DisclosurePanel
              disclosures={disclosures}
              onAdd={onAddDisclosure}
              busy={addingDisclosure}
            />,
          )
        : null}

      {section(
        'vehicle',
        t('dealer.editor.sections.vehicle'),
        <Fields>
          <Field
            disabled={lockedFacts}
            control={control}
            name="vin"
            label={label('vin')}
            required
            serverError={server('vin')}
            helperText={
              decoded.valid ? (
                <Box
                  component="span"
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.5,
                    color: 'success.dark',
                  }}
                >
                  <CheckCircleOutline sx={{ fontSize: 16 }} aria-hidden="true" />
                  {t('dealer.editor.vinValid')}
                  {decoded.year || decoded.make
                    ? ` · ${t('dealer.editor.vinDecoded', {
                        details: [decoded.year, decoded.make].filter(Boolean).join(' '),
                      })}`
                    : ''}
                </Box>
              ) : (
                t('dealer.editor.vinHint')
              )
            }
            slotProps={{
              htmlInput: {
                maxLength: 17,
                autoCapitalize: 'characters',
                spellCheck: false,
                style: { textTransform: 'uppercase', fontFamily: 'monospace' },
              },
            }}
            sx={{ gridColumn: { sm: '1 / -1', md: 'span 2' } }}
          />
          <Field
            disabled={lockedFacts}
            control={control}
            name="year"
            label={label('year')}
            type="number"
            required
            serverError={server('year')}
            slotProps={{ htmlInput: { min: 1900, max: 2100, step: 1, inputMode: 'numeric' } }}
          />
          <Field
            disabled={lockedFacts}
            control={control}
            name="makeId"
            label={label('make')}
            select
            required
            serverError={server('makeId')}
          >
            <option value="">{t('dealer.editor.chooseMake')}</option>
            {options.makes.map((make) => (
              <option key={make._id} value={make._id}>
                {make.name}
              </option>
            ))}
          </Field>
          <Field
            disabled={lockedFacts}
            control={control}
            name="model"
            label={label('model')}
            required
            serverError={server('model')}
          />
          <Field
            control={control}
            name="trim"
            label={label('trim')}
            disabled={lockedFacts}
            serverError={server('trim')}
          />
          <Field
            disabled={lockedFacts}
            control={control}
            name="categoryId"
            label={label('category')}
            select
            serverError={server('categoryId')}
          >
            <option value="">{t('dealer.editor.noneOption')}</option>
            {options.categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </Field>
          <Field
            disabled={lockedFacts}
            control={control}
            name="exteriorColour"
            label={label('exteriorColour')}
            serverError={server('exteriorColour')}
          />
        </Fields>,
      )}

      {section(
        'details',
        t('dealer.editor.sections.details'),
        <>
          <Fields>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Field
                disabled={lockedFacts}
                control={control}
                name="odometer"
                label={label('odometer')}
                type="number"
                required
                serverError={server('odometer')}
                slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
                sx={{ flex: 1 }}
              />
              <Field
                disabled={lockedFacts}
                control={control}
                name="odometerUnit"
                label={label('odometerUnit')}
                select
                sx={{ width: 96 }}
              >
                {ODOMETER_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </Field>
            </Box>
            <Field
              disabled={lockedFacts}
              control={control}
              name="fuelType"
              label={label('fuelType')}
              select
              serverError={server('fuelType')}
            >
              {optionList(options.fuelTypes)}
            </Field>
            <Field
              disabled={lockedFacts}
              control={control}
              name="transmission"
              label={label('transmission')}
              select
              serverError={server('transmission')}
            >
              {optionList(options.transmissions)}
            </Field>
            <Field
              disabled={lockedFacts}
              control={control}
              name="drivetrain"
              label={label('drivetrain')}
              select
              serverError={server('drivetrain')}
            >
              {optionList(options.drivetrains)}
            </Field>
          </Fields>
          <Field
            disabled={lockedFacts}
            control={control}
            name="description"
            label={label('description')}
            multiline
            minRows={4}
            serverError={server('description')}
          />
        </>,
      )}

      {section(
        'location',
        t('dealer.editor.sections.location'),
        <>
          <Typography variant="body2" color="text.secondary">
            {t('dealer.editor.locationDefault')}
          </Typography>
          <Fields>
            <Field
              disabled={lockedFacts}
              control={control}
              name="address"
              label={label('address')}
              serverError={server('address')}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
            <Field
              disabled={lockedFacts}
              control={control}
              name="city"
              label={label('city')}
              serverError={server('city')}
            />
            <Field
              disabled={lockedFacts}
              control={control}
              name="province"
              label={label('province')}
              serverError={server('province')}
            />
            <Field
              disabled={lockedFacts}
              control={control}
              name="postalCode"
              label={label('postalCode')}
              serverError={server('postalCode')}
            />
          </Fields>
        </>,
      )}

      {photos ? (
        <Section variant="outlined" component="div">
          {photos}
        </Section>
      ) : null}
      {documents ? section('documents', t('dealer.editor.sections.documents'), documents) : null}

      {section(
        'sale',
        t('dealer.editor.sections.sale'),
        <>
          {lockedSale ? <Alert severity="info">{t('dealer.editor.locked')}</Alert> : null}
          {live && !lockedSale ? (
            <Alert severity="info">{t('dealer.editor.liveLowerOnly')}</Alert>
          ) : null}
          <SaleFormat control={control} disabled={lockedSale} />
          <Fields>
            {auctionType === 'auction' ? (
              <>
                {saleField('startingBid', 'startingBid')}
                {saleField('reservePrice', 'reservePrice', false)}
                {saleField('buyNowPrice', 'buyNowPrice', false)}
              </>
            ) : null}
            {auctionType === 'marketdropai' ? (
              <>
                {saleField('stickerPrice', 'stickerPrice')}
                {saleField('floorPrice', 'floorPrice')}
                {saleField('dropAmount', 'dropAmount')}
                <Field
                  control={control}
                  name="dropIntervalMinutes"
                  label={label('dropIntervalMinutes')}
                  type="number"
                  required
                  disabled={lockedSale}
                  serverError={server('dropIntervalMinutes')}
                  slotProps={{ htmlInput: { min: 5, step: 1, inputMode: 'numeric' } }}
                />
              </>
            ) : null}
            {auctionType === 'claimpoint' ? saleField('claimPrice', 'claimPrice') : null}
            <Field
              control={control}
              name="endsAt"
              label={label('endsAt')}
              select
              required
              disabled={lockedSale}
              serverError={server('endsAt')}
            >
              {options.closingSlots.map((slot) => (
                <option key={slot} value={slot}>
                  {f.dateTime(slot)}
                </option>
              ))}
            </Field>
          </Fields>
        </>,
      )}

      {isSubmitted && hasErrors ? (
        <Alert severity="error" role="alert">
          {t('dealer.editor.fixErrors')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={saving || publishing}>
            {t('dealer.editor.cancel')}
          </Button>
        ) : null}
        <Button variant="outlined" onClick={() => setPreviewOpen(true)}>
          {t('dealer.editor.preview')}
        </Button>
        <Button type="submit" variant="outlined" loading={saving} disabled={publishing}>
          {saving
            ? t('dealer.editor.saving')
            : mode === 'edit' && !onPublish
              ? t('dealer.editor.saveChanges')
              : t('dealer.editor.saveDraft')}
        </Button>
        {onPublish ? (
          <Button
            variant="contained"
            loading={publishing}
            disabled={!canPublish || saving}
            onClick={() => void submit(onPublish)()}
          >
            {publishing ? t('dealer.editor.publishing') : t('dealer.editor.publish')}
          </Button>
        ) : null}
      </Box>

      <Dialog
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        fullWidth
        maxWidth="lg"
        aria-labelledby={`${titleId}-preview`}
      >
        <DialogTitle id={`${titleId}-preview`}>{t('dealer.preview.title')}</DialogTitle>
        <DialogContent dividers>
          {previewOpen ? (
            <ListingPreview listing={previewListing()} imageBaseUrl={imageBaseUrl} />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreviewOpen(false)}>{t('dealer.preview.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** The three sale formats, each with what it means. */
function SaleFormat({ control, disabled }: { control: Control<FormValues>; disabled: boolean }) {
  const { t } = useTranslation('ui', { dealer });
  const { field, fieldState } = useController({ control, name: 'auctionType' });
  const errorText = useListingErrorText();
  const labelId = useId();
  const message = errorText(fieldState.error);
  return (
    <Box>
      <Typography id={labelId} sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('dealer.editor.fields.auctionType')}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {AUCTION_TYPES.map((type) => (
          <Paper
            key={type}
            variant="outlined"
            sx={{
              p: 1.5,
              borderColor: field.value === type ? 'primary.main' : 'divider',
              borderWidth: field.value === type ? 2 : 1,
            }}
          >
            <FormControlLabel
              value={type}
              disabled={disabled}
              control={<Radio />}
              label={
                <Typography sx={{ fontWeight: 700 }}>
                  {t(`dealer.editor.formats.${type}`)}
                </Typography>
              }
            />
            <Typography variant="body2" color="text.secondary">
              {t(`dealer.editor.formats.${type}Hint`)}
            </Typography>
          </Paper>
        ))}
      </RadioGroup>
      {message ? <FormHelperText error>{message}</FormHelperText> : null}
    </Box>
  );
}

/**
 * The seller's disclosures (docs/product.md §6.2), newest first with their dates, and "Add a
 * disclosure": checked with the shared schema (10 to 2000 characters, no control characters)
 * before `onAdd`; the text clears once it is added.
 */
function DisclosurePanel({
  disclosures,
  onAdd,
  busy,
}: {
  disclosures: readonly { text: string; createdAt: string }[];
  onAdd: (text: string) => SubmitResult;
  busy: boolean;
}) {
  const { t } = useTranslation('ui', { dealer });
  const f = useFormatters();
  const errorText = useListingErrorText();
  const [text, setText] = useState('');
  const [error, setError] = useState<KeyedMessage | string | null>(null);
  const add = async () => {
    const checked = await validateWithKeys(disclosureText, { text });
    if (!checked.ok) {
      const keyed = checked.errorKeys.text;
      const english = checked.errors.text;
      setError(keyed && english ? { ...keyed, text: english } : (english ?? null));
      return;
    }
    setError(null);
    if (await succeeded(onAdd(checked.value.text))) setText('');
  };
  const message = errorText(error);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('dealer.editor.disclosures.intro')}
      </Typography>
      {disclosures.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dealer.editor.disclosures.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {disclosures.map((disclosure, index) => (
            <li key={`${disclosure.createdAt}-${index}`}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t('dealer.editor.disclosures.addedOn', { date: f.dateTime(disclosure.createdAt) })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{disclosure.text}</Typography>
            </li>
          ))}
        </Box>
      )}
      <TextField
        label={t('dealer.editor.disclosures.label')}
        name="disclosure"
        multiline
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={message !== undefined}
        helperText={message ?? t('dealer.editor.disclosures.hint')}
        slotProps={{ htmlInput: { maxLength: LISTING_LIMITS.disclosureMax + 100 } }}
      />
      <Button
        variant="outlined"
        loading={busy}
        onClick={() => void add()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {busy ? t('dealer.editor.disclosures.adding') : t('dealer.editor.disclosures.add')}
      </Button>
    </>
  );
}
