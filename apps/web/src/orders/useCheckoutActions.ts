import { useState } from 'react';
import { isApiError, keyedFieldErrorsOf } from '@marketdrop/api-client';
import { useCreatePayment, useUpdateCheckoutDetails } from '@marketdrop/api-client/react';
import {
  useTranslation,
  type DeliveryDetailsSubmitValues,
  type ServerFieldErrors,
} from '@marketdrop/ui';
import { orders } from '../i18n/en/orders';
import { useErrorText } from '../i18n/useErrorText';

/** What a checkout is of: one order, or the whole basket. */
export type CheckoutTarget = { orderId: string } | { cart: true };

/**
 * The two writes of a checkout, for an order's (`CheckoutFlow`) and the basket's page alike:
 * saving Delivery Details (`updateCheckoutDetails`; field refusals on their fields, a slot taken
 * meanwhile reloads the slots) and Pay (`createPayment`, then the browser goes to the payment
 * page); what failed, in the reader's language.
 */
export function useCheckoutActions(
  target: CheckoutTarget,
  {
    onSlotTaken,
    paymentProblem,
    goTo = (url) => window.location.assign(url),
  }: {
    onSlotTaken?: () => void;
    /** The page's own text for a refused payment (e.g. naming a vehicle sold meanwhile). */
    paymentProblem?: (error: unknown) => string | undefined;
    goTo?: (url: string) => void;
  } = {},
) {
  const { t } = useTranslation('web', { orders });
  const errorText = useErrorText();
  const [fieldErrors, setFieldErrors] = useState<ServerFieldErrors | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateCheckoutDetails();
  const pay = useCreatePayment();

  const reset = () => {
    setProblem(null);
    setFieldErrors(null);
  };

  /** Saves the details; false (with why) when refused. `extra`: more fields of the request. */
  const saveDelivery = async (
    values: DeliveryDetailsSubmitValues,
    extra: Record<string, unknown> = {},
  ): Promise<boolean> => {
    reset();
    try {
      await update.mutateAsync({
        ...target,
        deliveryType: values.deliveryType,
        timeSlotId: values.timeSlotId,
        // The address fields go flat in the body (Delivery only).
        ...values.address,
        ...extra,
      });
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === 'SLOT_UNAVAILABLE') onSlotTaken?.();
      if (isApiError(error) && Object.keys(error.errors).length > 0) {
        setFieldErrors(keyedFieldErrorsOf(error));
      } else setProblem(errorText(error, t('orders.toasts.deliveryFailed')));
      return false;
    }
  };

  /** Opens the payment and sends the browser to the payment page; says why when it cannot. */
  const startPayment = async () => {
    setProblem(null);
    try {
      const answer = await pay.mutateAsync(target);
      goTo(answer.data.url);
    } catch (error) {
      setProblem(paymentProblem?.(error) ?? errorText(error, t('orders.toasts.paymentFailed')));
    }
  };

  return { fieldErrors, problem, reset, saveDelivery, startPayment };
}
