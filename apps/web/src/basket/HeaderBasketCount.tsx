import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCartDetails, useGuestCartDetails, useSession } from '@marketdrop/api-client/react';
import { queryClient } from '../query';

function Count({ onCount }: { onCount: (count: number | undefined) => void }) {
  const { isLoggedIn } = useSession();
  // One of the two runs: the account's basket when signed in, else the guest basket (if any).
  const cart = useCartDetails();
  const guestCart = useGuestCartDetails();
  const count = isLoggedIn ? cart.data?.count : guestCart.data?.count;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}

/**
 * The basket line count for the header's basket icon: the signed-in buyer's (`getCartDetails`'
 * `count`) or a visitor's guest basket's (`getGuestCartDetails`), kept current by every basket
 * write's answer. Loaded lazily with the query client, like the bell, so a visitor's first page
 * carries neither; renders nothing itself.
 */
export default function HeaderBasketCount({
  onCount,
}: {
  onCount: (count: number | undefined) => void;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <Count onCount={onCount} />
    </QueryClientProvider>
  );
}
