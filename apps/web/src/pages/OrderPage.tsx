import { useState } from 'react';
import Container from '@mui/material/Container';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { OrderStatus } from '@marketdrop/api-client';
import {
  useCancelOrder,
  useOrderDetails,
  useReviewOrder,
  useUpdateOrderStatus,
} from '@marketdrop/api-client/react';
import {
  CancelOrderDialog,
  OrderDetail,
  ReviewOrderDialog,
  useOrderStatusLabel,
  useTranslation,
  type ReviewOrderValues,
} from '@marketdrop/ui';
import { useDocumentTitle } from '../content/useDocumentTitle';
import { CheckoutFlow, type CheckoutStep } from '../orders/CheckoutFlow';
import { useErrorText } from '../i18n/useErrorText';
import { orders } from '../i18n/en/orders';
import { toast } from '../toast';

/** How often an order that is still moving is read again (a dealer's change shows by itself). */
const REFRESH_MS = 30_000;
/** Back from paying while the provider's event is still on its way: read again this often. */
const AFTER_PAYMENT_MS = 2_000;

/** The statuses after which nothing changes any more. */
const FINAL: readonly OrderStatus[] = ['completed', 'cancelled'];

/**
 * One order (`/my-order/{id}`, docs/product.md §5): the order with its fee and tax lines, the
 * tracking timeline and what the viewer may do now. The buyer: Choose pickup or delivery, Pay
 * (the checkout, then the payment page, which comes back here with `?payment=success` or
 * `cancelled`), Cancel (with a reason), Write a review, the bill of sale. The selling dealer: Mark
 * Ready for Pickup / In Delivery / Completed (`updateOrderStatus`). Anyone else: "Order Not Found".
 */
export function OrderPage() {
  const { t } = useTranslation('web', { orders });
  const statusText = useOrderStatusLabel();
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const payment = params.get('payment');
  const [step, setStep] = useState<CheckoutStep>(null);
  const [dialog, setDialog] = useState<'cancel' | 'review' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [changing, setChanging] = useState<OrderStatus | null>(null);

  const order = useOrderDetails(id, {
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === undefined || FINAL.includes(status)) return false;
      return payment === 'success' && status === 'pending_payment' ? AFTER_PAYMENT_MS : REFRESH_MS;
    },
  });
  const cancel = useCancelOrder();
  const review = useReviewOrder();
  const updateStatus = useUpdateOrderStatus();
  useDocumentTitle(t('orders.order.title'));

  const data = order.data;
  const notFound = id === '' || order.error?.status === 404;
  const notice =
    payment === 'success' && data
      ? data.status === 'pending_payment'
        ? { severity: 'info' as const, text: t('orders.order.paymentPending') }
        : { severity: 'success' as const, text: t('orders.order.paymentSuccess') }
      : payment === 'cancelled'
        ? { severity: 'warning' as const, text: t('orders.order.paymentCancelled') }
        : null;

  const closeDialog = () => {
    setDialog(null);
    setProblem(null);
  };

  const confirmCancel = async (reason: string) => {
    setProblem(null);
    try {
      await cancel.mutateAsync({ orderId: id, reason });
    } catch (error) {
      setProblem(errorText(error, t('orders.toasts.cancelFailed')));
      return false;
    }
    toast.success(t('orders.toasts.orderCancelled'));
    closeDialog();
    return true;
  };

  const sendReview = async (values: ReviewOrderValues) => {
    setProblem(null);
    try {
      await review.mutateAsync({ orderId: id, ...values });
    } catch (error) {
      setProblem(errorText(error, t('orders.toasts.reviewFailed')));
      return false;
    }
    toast.success(t('orders.toasts.reviewSent'));
    closeDialog();
    return true;
  };

  const changeStatus = async (status: OrderStatus) => {
    setChanging(status);
    try {
      await updateStatus.mutateAsync({ orderId: id, status });
      toast.success(t('orders.toasts.statusChanged', { status: statusText(status) }));
    } catch (error) {
      toast.error(errorText(error, t('orders.toasts.statusFailed')));
      void order.refetch();
    } finally {
      setChanging(null);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <OrderDetail
        order={data}
        notFound={notFound}
        error={order.isError && !notFound}
        onRetry={() => void order.refetch()}
        notice={notice}
        onPay={() => setStep('checkout')}
        onChooseDelivery={() => setStep('delivery')}
        onCancel={() => setDialog('cancel')}
        onReview={() => setDialog('review')}
        onChangeStatus={(status) => void changeStatus(status)}
        changingStatus={changing}
        LinkComponent={Link}
      />
      {data ? (
        <>
          <CheckoutFlow orderId={data._id} step={step} onStepChange={setStep} />
          <CancelOrderDialog
            open={dialog === 'cancel'}
            vehicleName={data.vehicle.vehicleName}
            onConfirm={confirmCancel}
            onClose={closeDialog}
            problem={problem}
            rule={data.cancellation}
          />
          <ReviewOrderDialog
            open={dialog === 'review'}
            vehicleName={data.vehicle.vehicleName}
            onSubmit={sendReview}
            onClose={closeDialog}
            problem={problem}
          />
        </>
      ) : null}
    </Container>
  );
}
