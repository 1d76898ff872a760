import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  dealerEditListingPath,
  keyedFieldErrorsOf,
  isApiError,
  type DealerListing,
} from '@marketdrop/api-client';
import {
  useAddListingDisclosure,
  useCreateListing,
  useDealerListing,
  useDealerStatus,
  useDeleteListingDocument,
  useDeleteListingPhoto,
  useListingOptions,
  useProfile,
  usePublishListing,
  useReorderListingPhotos,
  useUpdateListing,
  useUploadListingDocuments,
  useUploadListingPhotos,
} from '@marketdrop/api-client/react';
import {
  ConditionReportField,
  ListingEditor,
  PhotoManager,
  useTranslation,
  type ListingEditorInitialValues,
  type ListingEditorValues,
  type PhotoManagerItem,
  type ServerFieldErrors,
} from '@marketdrop/ui';
import { dealer } from '../i18n/en/dealer';
import { useErrorText } from '../i18n/useErrorText';
import { useDocumentTitle } from '../content/useDocumentTitle';
import { paths } from '../routing/paths';
import { toast } from '../toast';

/** A photo being sent (or that failed), with its file for Retry. */
type LocalPhoto = PhotoManagerItem & { file: File };

/** The form's values of a saved listing. */
function valuesOf(listing: DealerListing): ListingEditorInitialValues {
  const { terms, location } = listing;
  return {
    vin: listing.vin,
    year: listing.year,
    makeId: listing.make._id,
    model: listing.model,
    trim: listing.trim,
    categoryId: listing.category?._id ?? null,
    odometer: listing.odometer,
    odometerUnit: listing.odometerUnit,
    fuelType: listing.fuelType,
    transmission: listing.transmission,
    drivetrain: listing.drivetrain,
    exteriorColour: listing.exteriorColour,
    description: listing.description,
    address: location.address,
    city: location.city,
    province: location.province,
    postalCode: location.postalCode,
    auctionType: terms.auctionType,
    startingBid: terms.startingBid,
    reservePrice: terms.reservePrice,
    buyNowPrice: terms.buyNowPrice,
    stickerPrice: terms.stickerPrice,
    floorPrice: terms.floorPrice,
    dropAmount: terms.dropAmount,
    dropIntervalMinutes: terms.dropIntervalMinutes,
    claimPrice: terms.claimPrice,
    startsAt: terms.startsAt,
    endsAt: terms.endsAt,
  };
}

/**
 * New listing (`/dealer/listings/new`) and Edit listing (`/dealer/listings/{id}/edit`): the
 * listing form; once saved, its photos (uploaded one by one, reordered, removed) and condition
 * report; Save draft, Preview and Publish (saves, then publishes).
 */
export function ListingEditorPage() {
  const { t } = useTranslation('web', { dealer });
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { id } = useParams<{ id: string }>();
  useDocumentTitle(id ? t('dealer.titles.editListing') : t('dealer.titles.newListing'));
  const options = useListingOptions();
  const status = useDealerStatus();
  const listing = useDealerListing(id);
  // The business name, for the preview's Seller line.
  const profile = useProfile();
  const [fieldErrors, setFieldErrors] = useState<ServerFieldErrors | null>(null);
  const [local, setLocal] = useState<LocalPhoto[]>([]);
  const nextLocalId = useRef(0);

  const create = useCreateListing();
  const update = useUpdateListing();
  const publish = usePublishListing();
  const uploadPhotos = useUploadListingPhotos();
  const reorder = useReorderListingPhotos();
  const deletePhoto = useDeleteListingPhoto();
  const uploadDocuments = useUploadListingDocuments();
  const deleteDocument = useDeleteListingDocument();
  const addDisclosure = useAddListingDisclosure();

  const saved = listing.data;
  const initialValues = useMemo(() => (saved ? valuesOf(saved) : null), [saved]);
  const editorOptions = useMemo(() => {
    if (!options.data) return null;
    const end = saved?.terms.endsAt;
    const slots = options.data.closingSlots;
    return end && !slots.includes(end)
      ? { ...options.data, closingSlots: [end, ...slots] }
      : options.data;
  }, [options.data, saved?.terms.endsAt]);

  /** Creates or updates; the saved listing, or null when refused (the errors are shown). */
  const save = async (values: ListingEditorValues): Promise<DealerListing | null> => {
    setFieldErrors(null);
    try {
      const answer = id
        ? await update.mutateAsync({ ...values, listingId: id })
        : await create.mutateAsync(values);
      return answer.data;
    } catch (error) {
      const errors = keyedFieldErrorsOf(error);
      if (isApiError(error) && Object.keys(errors).length > 0) setFieldErrors(errors);
      toast.error(errorText(error, t('dealer.toasts.saveFailed')));
      return null;
    }
  };

  const onSaveDraft = async (values: ListingEditorValues) => {
    const result = await save(values);
    if (!result) return false;
    toast.success(t('dealer.toasts.saved'));
    if (!id) void navigate(dealerEditListingPath(result._id), { replace: true });
    return true;
  };

  const onPublish = async (values: ListingEditorValues) => {
    const result = await save(values);
    if (!result) return false;
    if (!id) void navigate(dealerEditListingPath(result._id), { replace: true });
    try {
      const answer = await publish.mutateAsync({ listingId: result._id });
      toast.success(t('dealer.toasts.published'));
      void navigate(`${paths.dealer}?state=${answer.data.state}`);
      return true;
    } catch (error) {
      const errors = keyedFieldErrorsOf(error);
      if (isApiError(error) && Object.keys(errors).length > 0) setFieldErrors(errors);
      toast.error(errorText(error, t('dealer.toasts.publishFailed')));
      return false;
    }
  };

  const send = async (photo: LocalPhoto) => {
    if (!id) return;
    setLocal((list) =>
      list.map((item) =>
        item.id === photo.id ? { ...item, status: 'uploading', error: null } : item,
      ),
    );
    try {
      await uploadPhotos.mutateAsync({ listingId: id, photos: photo.file });
      setLocal((list) => list.filter((item) => item.id !== photo.id));
      URL.revokeObjectURL(photo.src);
    } catch (error) {
      const text = errorText(error, t('dealer.toasts.photoFailed'));
      setLocal((list) =>
        list.map((item) =>
          item.id === photo.id ? { ...item, status: 'failed', error: text } : item,
        ),
      );
    }
  };

  const onAddPhotos = async (files: File[]) => {
    const added = files.map((file) => ({
      id: `local-${(nextLocalId.current += 1)}`,
      src: URL.createObjectURL(file),
      name: file.name,
      status: 'uploading' as const,
      file,
    }));
    setLocal((list) => [...list, ...added]);
    // One at a time: each photo shows its own progress and its own error.
    for (const photo of added) await send(photo);
  };

  const stored = saved?.photos ?? [];
  const order = reorder.isPending ? reorder.variables.photoIds : null;
  const storedItems: PhotoManagerItem[] = (
    order
      ? order
          .map((photoId) => stored.find((photo) => photo._id === photoId))
          .filter((photo) => photo !== undefined)
      : stored
  ).map((photo) => ({ id: photo._id, src: photo.url, srcSet: photo.srcSet }));
  const photoItems: PhotoManagerItem[] = [...storedItems, ...local];

  if (id && listing.isError) {
    const missing = isApiError(listing.error) && listing.error.status === 404;
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {missing ? t('dealer.editor.notFound') : t('dealer.editor.loadFailed')}
        </Typography>
        {missing ? (
          <Typography color="text.secondary">{t('dealer.editor.notFoundText')}</Typography>
        ) : null}
        <Button component={Link} to={paths.dealer} sx={{ mt: 2 }}>
          {t('dealer.editor.back')}
        </Button>
      </Container>
    );
  }
  if (options.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void options.refetch()}>
              {t('dealer.editor.retry')}
            </Button>
          }
        >
          {errorText(options.error, t('dealer.editor.optionsFailed'))}
        </Alert>
      </Container>
    );
  }
  if (!editorOptions || (id && !saved)) {
    return (
      <Container maxWidth="lg" sx={{ py: 5 }} aria-busy="true">
        <Skeleton width="40%" height={48} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </Container>
    );
  }

  const notSaved = id === undefined;
  const closed =
    saved?.state === 'sold' || saved?.state === 'unsold' || saved?.state === 'withdrawn';
  /** Adds a disclosure; false (the text stays) when refused. */
  const onAddDisclosure = async (text: string) => {
    if (!id) return false;
    try {
      await addDisclosure.mutateAsync({ listingId: id, text });
      toast.success(t('dealer.toasts.disclosureAdded'));
      return true;
    } catch (error) {
      toast.error(errorText(error, t('dealer.toasts.disclosureFailed')));
      return false;
    }
  };
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={Link} to={paths.dealer} sx={{ mb: 2 }}>
        {t('dealer.editor.back')}
      </Button>
      <ListingEditor
        key={id ?? 'new'}
        mode={id ? 'edit' : 'new'}
        options={editorOptions}
        initialValues={initialValues}
        onSaveDraft={onSaveDraft}
        onPublish={saved && saved.state !== 'draft' ? undefined : onPublish}
        saving={create.isPending || update.isPending}
        publishing={publish.isPending}
        canPublish={status.data?.canList ?? false}
        termsLocked={saved?.termsLocked ?? false}
        live={saved?.state === 'live'}
        disclosures={saved?.disclosures ?? []}
        onAddDisclosure={saved && saved.state !== 'draft' && !closed ? onAddDisclosure : undefined}
        addingDisclosure={addDisclosure.isPending}
        fieldErrors={fieldErrors}
        onCancel={() => void navigate(paths.dealer)}
        previewPhotos={storedItems.map((photo) => photo.src)}
        previewConditionReport={saved?.conditionReport?.url ?? null}
        sellerName={profile.data?.businessName ?? null}
        photos={
          <PhotoManager
            photos={photoItems}
            disabled={notSaved}
            disabledReason={t('dealer.editor.saveFirst')}
            onAdd={(files) => void onAddPhotos(files)}
            onRetry={(photoId) => {
              const photo = local.find((item) => item.id === photoId);
              if (photo) void send(photo);
            }}
            onRemove={(photoId) => {
              const photo = local.find((item) => item.id === photoId);
              if (photo) {
                URL.revokeObjectURL(photo.src);
                setLocal((list) => list.filter((item) => item.id !== photoId));
                return;
              }
              if (!id) return;
              deletePhoto.mutate(
                { listingId: id, photoId },
                {
                  onError: (error) =>
                    toast.error(errorText(error, t('dealer.toasts.removeFailed'))),
                },
              );
            }}
            onReorder={(photoIds) => {
              if (!id) return;
              reorder.mutate(
                { listingId: id, photoIds },
                {
                  onError: (error) =>
                    toast.error(errorText(error, t('dealer.toasts.reorderFailed'))),
                },
              );
            }}
          />
        }
        documents={
          <ConditionReportField
            report={saved?.conditionReport ?? null}
            disabled={notSaved}
            disabledReason={t('dealer.editor.saveFirst')}
            busy={uploadDocuments.isPending || deleteDocument.isPending}
            onUpload={(file) => {
              if (!id) return;
              uploadDocuments.mutate(
                { listingId: id, conditionReport: file },
                {
                  onSuccess: () => toast.success(t('dealer.toasts.reportUploaded')),
                  onError: (error) =>
                    toast.error(errorText(error, t('dealer.toasts.reportFailed'))),
                },
              );
            }}
            onRemove={() => {
              if (!id || !saved?.conditionReport) return;
              deleteDocument.mutate(
                { listingId: id, documentId: saved.conditionReport._id },
                {
                  onError: (error) =>
                    toast.error(errorText(error, t('dealer.toasts.reportFailed'))),
                },
              );
            }}
          />
        }
      />
    </Container>
  );
}
