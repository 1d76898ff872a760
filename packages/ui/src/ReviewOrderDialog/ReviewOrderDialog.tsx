import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { yupResolver } from '@hookform/resolvers/yup';
import { keyedResolver } from '../i18n/keyedResolver';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { ORDER_LIMITS, reviewOrderSchema } from '@marketdrop/validation';
import { useTranslation } from '../i18n/useTranslation';
import { useValidationMessage } from '../i18n/useValidationMessage';
import { orders } from '../i18n/en/orders';
import { FormTextField } from '../internal/FormTextField';
import { succeeded, type SubmitResult } from '../internal/submit';

/** What Submit review sends: `reviewOrder`'s body without the order id. */
export type ReviewOrderValues = { rating: number; comment?: string };

export type ReviewOrderDialogProps = {
  open: boolean;
  /** The vehicle of the order, e.g. `2019 Honda Civic EX`. */
  vehicleName: string;
  /** Submit review: 1 to 5 stars and the comment (trimmed; left out when empty). */
  onSubmit: (values: ReviewOrderValues) => SubmitResult;
  /** Cancel, Escape or the backdrop (not while sending). */
  onClose: () => void;
  /** A failure to show, in the reader's language. */
  problem?: string | null;
};

type FormValues = { rating: number | null; comment: string };

const schema = reviewOrderSchema.pick(['rating', 'comment']);
const resolve = keyedResolver(yupResolver(schema)) as unknown as Resolver<FormValues>;

/**
 * Review a completed order (docs/product.md §5): a rating of 1 to 5 stars and an optional comment,
 * checked with the server's `reviewOrderSchema`. Shown on the seller's profile.
 */
export function ReviewOrderDialog({
  open,
  vehicleName,
  onSubmit,
  onClose,
  problem,
}: ReviewOrderDialogProps) {
  const { t } = useTranslation('ui', { orders });
  const tv = useValidationMessage();
  const titleId = useId();
  const ratingId = useId();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<FormValues>({
    // No rating yet reads "Choose a rating", not a type error.
    resolver: (values, context, options) =>
      resolve(
        {
          ...(values.rating === null ? {} : { rating: values.rating }),
          comment: values.comment,
        } as FormValues,
        context,
        options,
      ),
    defaultValues: { rating: null, comment: '' },
  });
  const { field, fieldState } = useController({ control, name: 'rating' });
  const ratingError = tv(fieldState.error);

  useEffect(() => {
    if (open) reset({ rating: null, comment: '' });
  }, [open, reset]);

  return (
    <Dialog
      open={open}
      onClose={() => (isSubmitting ? undefined : onClose())}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('orders.review.title')}</DialogTitle>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) =>
          void handleSubmit(async (values) => {
            const comment = values.comment.trim();
            await succeeded(
              onSubmit({ rating: values.rating ?? 0, ...(comment ? { comment } : {}) }),
            );
          })(event)
        }
      >
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{vehicleName}</Typography>
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
            <Typography component="legend" id={ratingId} sx={{ fontWeight: 600, mb: 0.5 }}>
              {t('orders.review.rating')}
            </Typography>
            <Rating
              name={field.name}
              value={field.value}
              onChange={(_, value) => field.onChange(value)}
              size="large"
              getLabelText={(value: number) => t('orders.review.stars', { count: value })}
            />
            {ratingError ? <FormHelperText error>{ratingError}</FormHelperText> : null}
          </Box>
          <FormTextField
            control={control}
            name="comment"
            label={t('orders.review.comment')}
            helperText={t('orders.review.commentHint')}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.commentMax } }}
          />
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('orders.review.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('orders.review.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
