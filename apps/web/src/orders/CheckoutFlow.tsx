import { useState } from 'react';
import type { DeliveryType } from '@marketdrop/api-client';
import {
  useCheckoutDetails,
  usePreviousOrderAddresses,
  useTimeSlots,
} from '@marketdrop/api-client/react';
import {
  CheckoutDialog,
  DeliveryDetailsDialog,
  WonDialog,
  type DeliveryDetailsSubmitValues,
} from '@marketdrop/ui';
import { useCheckoutActions } from './useCheckoutActions';

/** Where the flow stands: Congratulations, Delivery Details, the checkout; null: closed. */
export type CheckoutStep = 'won' | 'delivery' | 'checkout' | null;

export type CheckoutFlowProps = {
  orderId: string;
  step: CheckoutStep;
  onStepChange: (step: CheckoutStep) => void;
  /** For Congratulations: the vehicle, its price (whole dollars) and the payment deadline. */
  won?: { vehicleName: string; price: number; paymentDeadline: string };
  /** Sends the browser to the payment page (default `window.location.assign`). */
  goTo?: (url: string) => void;
};

/**
 * After winning (docs/product.md §3.8, §5): Congratulations -> Continue to Delivery -> Delivery
 * Details (Pickup or Delivery, the address with the previous ones offered, a time slot; saved with
 * `updateCheckoutDetails`) -> the checkout's every line -> Pay (`createPayment`, then the payment
 * page, which comes back to the order). My Bids starts it at Congratulations, the order's page at
 * Delivery Details or the checkout.
 */
export function CheckoutFlow({
  orderId,
  step,
  onStepChange,
  won,
  goTo = (url) => window.location.assign(url),
}: CheckoutFlowProps) {
  const needsCheckout = step === 'delivery' || step === 'checkout';
  const checkout = useCheckoutDetails(orderId, { enabled: needsCheckout });
  const addresses = usePreviousOrderAddresses({ enabled: step === 'delivery' });
  const [chosenType, setChosenType] = useState<DeliveryType | null>(null);
  const deliveryType = chosenType ?? checkout.data?.deliveryType ?? null;
  const slots = useTimeSlots(orderId, deliveryType ?? 'pickup', {
    enabled: step === 'delivery' && deliveryType !== null,
  });
  const { fieldErrors, problem, reset, saveDelivery, startPayment } = useCheckoutActions(
    { orderId },
    { onSlotTaken: () => void slots.refetch(), goTo },
  );

  const go = (next: CheckoutStep) => {
    reset();
    if (next === 'delivery') setChosenType(null);
    onStepChange(next);
  };

  const confirmDelivery = async (values: DeliveryDetailsSubmitValues) => {
    if (!(await saveDelivery(values))) return false;
    go('checkout');
    return true;
  };

  // Delivery Details opens once the order's choices and the previous addresses are known, so it
  // starts from them.
  const deliveryReady =
    (checkout.data !== undefined || checkout.isError) &&
    (addresses.data !== undefined || addresses.isError);
  const seller = checkout.data?.seller;

  return (
    <>
      {won ? (
        <WonDialog
          open={step === 'won'}
          vehicleName={won.vehicleName}
          price={won.price}
          paymentDeadline={won.paymentDeadline}
          onContinue={() => go('delivery')}
          onClose={() => go(null)}
        />
      ) : null}
      <DeliveryDetailsDialog
        open={step === 'delivery' && deliveryReady}
        pickupPlace={seller ? placeOf(seller) : null}
        dealerProvince={seller?.province ?? null}
        previousAddresses={addresses.data ?? []}
        initial={{
          deliveryType: checkout.data?.deliveryType ?? null,
          address: checkout.data?.address ?? null,
          timeSlotId: checkout.data?.timeSlot?._id ?? null,
        }}
        timeSlots={slots.isError ? [] : slots.data}
        slotsError={slots.isError}
        onRetrySlots={() => void slots.refetch()}
        onDeliveryTypeChange={setChosenType}
        onConfirm={confirmDelivery}
        onCancel={() => go(null)}
        fieldErrors={fieldErrors}
        problem={problem}
      />
      <CheckoutDialog
        open={step === 'checkout'}
        checkout={checkout.data}
        error={checkout.isError}
        onRetry={() => void checkout.refetch()}
        onPay={startPayment}
        problem={problem}
        onChangeDelivery={() => go('delivery')}
        onClose={() => go(null)}
      />
    </>
  );
}

/** The dealer's address on one line: where Pickup happens. */
export function placeOf(seller: {
  address: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
}): string | null {
  const tail = [seller.province, seller.postalCode].filter(Boolean).join(' ');
  const line = [seller.address, seller.city, tail].filter(Boolean).join(', ');
  return line || null;
}
