import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCartDetails } from '@marketdrop/api-client/react';
import { queryClient } from '../query';

function Count({ onCount }: { onCount: (count: number | undefined) => void }) {
  const cart = useCartDetails();
  const count = cart.data?.count;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}

/**
 * The signed-in buyer's basket line count for the header's basket icon (`getCartDetails`' `count`,
 * kept current by every basket write's answer). Loaded lazily with the query client, like the
 * bell, so a visitor's first page carries neither; renders nothing itself.
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
