import { useState } from 'react';
import Container from '@mui/material/Container';
import { isApiError, type DeliveryType } from '@marketdrop/api-client';
import {
  useApiClient,
  useBasketCheckout,
  useBasketTimeSlots,
  usePreviousOrderAddresses,
  useUpdateCheckoutQty,
} from '@marketdrop/api-client/react';
import {
  BasketCheckoutView,
  DeliveryDetailsDialog,
  useTranslation,
  type DeliveryDetailsSubmitValues,
} from '@marketdrop/ui';
import { useDocumentTitle } from '../content/useDocumentTitle';
import { orders } from '../i18n/en/orders';
import { useErrorText } from '../i18n/useErrorText';
import { useCheckoutActions } from '../orders/useCheckoutActions';
import { planSlots } from '../basket/plan-slots';
import { toast } from '../toast';

export type BasketCheckoutPageProps = {
  /** Sends the browser to the payment page (default `window.location.assign`). */
  goTo?: (url: string) => void;
};

/**
 * The basket's checkout (`/cart/checkout`, docs/product.md §14): every line with its fee, discount
 * and taxes, the coupon, the points and one total (`getCheckoutDetails {cart: true}`); the
 * add-ons' quantities (`updateChekoutQty`); the delivery details given once for every vehicle
 * (Delivery Details, as an order's checkout has them: `updateCheckoutDetails {cart: true}`); Pay
 * opens one payment for the whole basket (`createPayment {cart: true}`) on the payment page. A
 * vehicle sold meanwhile is named by the server's refusal (409 `ALREADY_SOLD`).
 */
export function BasketCheckoutPage({ goTo }: BasketCheckoutPageProps) {
  const { t } = useTranslation('web', { orders });
  useDocumentTitle(t('orders.basket.checkoutTitle'));
  const errorText = useErrorText();
  // Read afresh on opening: prices, taxes and what is still for sale may have moved.
  const checkout = useBasketCheckout({ refetchOnMount: 'always' });
  const [deliveryOpen, setDeliveryOpen] = useState(false);
  const [chosenType, setChosenType] = useState<DeliveryType | null>(null);
  const first = checkout.data?.vehicles[0];
  const deliveryType = chosenType ?? first?.deliveryType ?? null;
  // The slots of the first vehicle's dealer; the server books every vehicle of that dealer.
  const slots = useBasketTimeSlots(first?.itemId ?? '', deliveryType ?? 'pickup', {
    enabled: deliveryOpen && deliveryType !== null && first !== undefined,
  });
  const addresses = usePreviousOrderAddresses({ enabled: deliveryOpen });
  const [busyItemId, setBusyItemId] = useState<string | null>(null);
  const qty = useUpdateCheckoutQty({
    onError: (error) => void toast.error(errorText(error)),
    onSettled: () => setBusyItemId(null),
  });
  const { fieldErrors, problem, reset, saveDelivery, startPayment } = useCheckoutActions(
    { cart: true },
    {
      onSlotTaken: () => void slots.refetch(),
      // 409 ALREADY_SOLD names the vehicle sold meanwhile (in English): named here in the
      // language shown, and the checkout is read again (that line shows as sold).
      paymentProblem: (error) => {
        if (!isApiError(error) || error.code !== 'ALREADY_SOLD') return undefined;
        void checkout.refetch();
        const sold = checkout.data?.vehicles.find((vehicle) =>
          error.message.includes(vehicle.vehicleName),
        );
        return sold ? t('orders.basket.soldNamed', { name: sold.vehicleName }) : error.message;
      },
      ...(goTo ? { goTo } : {}),
    },
  );

  const client = useApiClient();
  /**
   * The window of each vehicle for the choice made once for all: the chosen window while it has
   * places, then that dealer's next ones; another dealer's vehicles from its window at the same
   * time or after (each vehicle shows its own window on the page).
   */
  const vehicleSlots = async (values: DeliveryDetailsSubmitValues) => {
    const chosen = slots.data?.find((slot) => slot._id === values.timeSlotId);
    const vehicles = checkout.data?.vehicles ?? [];
    if (!chosen || vehicles.length <= 1) return [];
    const bySeller = new Map<string, string[]>();
    for (const vehicle of vehicles) {
      bySeller.set(vehicle.sellerName, [
        ...(bySeller.get(vehicle.sellerName) ?? []),
        vehicle.itemId,
      ]);
    }
    const dealers = await Promise.all(
      [...bySeller.values()].map(async (itemIds) => ({
        itemIds,
        slots:
          itemIds[0] === first?.itemId
            ? (slots.data ?? [])
            : (
                await client.getTimeSlots({
                  cart: true,
                  itemId: itemIds[0]!,
                  deliveryType: values.deliveryType,
                })
              ).data,
      })),
    );
    const plan = planSlots(dealers, chosen.startsAt);
    return vehicles.flatMap((vehicle) => {
      const timeSlotId = plan.get(vehicle.itemId);
      if (timeSlotId === undefined || timeSlotId === values.timeSlotId) return [];
      return [
        {
          itemId: vehicle.itemId,
          deliveryType: values.deliveryType,
          timeSlotId,
          ...values.address,
        },
      ];
    });
  };

  const confirmDelivery = async (values: DeliveryDetailsSubmitValues) => {
    let vehicles;
    try {
      vehicles = await vehicleSlots(values);
    } catch (error) {
      toast.error(errorText(error));
      return false;
    }
    if (!(await saveDelivery(values, vehicles.length > 0 ? { vehicles } : {}))) return false;
    setDeliveryOpen(false);
    return true;
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <BasketCheckoutView
        checkout={checkout.data}
        error={checkout.isError && !checkout.data}
        onRetry={() => void checkout.refetch()}
        busyItemId={busyItemId}
        onQuantityChange={(itemId, quantity) => {
          setBusyItemId(itemId);
          qty.mutate({ itemId, quantity });
        }}
        onDeliveryDetails={() => {
          reset();
          setChosenType(null);
          setDeliveryOpen(true);
        }}
        onPay={startPayment}
        problem={deliveryOpen ? null : problem}
      />
      <DeliveryDetailsDialog
        open={deliveryOpen && (addresses.data !== undefined || addresses.isError)}
        pickupPlace={null}
        dealerProvince={null}
        previousAddresses={addresses.data ?? []}
        initial={{
          deliveryType: first?.deliveryType ?? null,
          address: first?.address ?? null,
          timeSlotId: first?.timeSlot?._id ?? null,
        }}
        timeSlots={slots.isError ? [] : slots.data}
        slotsError={slots.isError}
        onRetrySlots={() => void slots.refetch()}
        onDeliveryTypeChange={setChosenType}
        onConfirm={confirmDelivery}
        onCancel={() => setDeliveryOpen(false)}
        fieldErrors={fieldErrors}
        problem={problem}
      />
    </Container>
  );
}
