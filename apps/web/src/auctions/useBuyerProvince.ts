import { useQuery } from '@tanstack/react-query';
import { queryKeys, useApiClient, useSession } from '@marketdrop/api-client/react';
import { provinceCodeOf, type ProvinceCode } from '@marketdrop/validation';

/**
 * The signed-in buyer's province, from their profile, for the all-in totals of the bid and
 * purchase confirmations (docs/product.md §5.2); `null` when signed out or not a Canadian province.
 * It reads the same cache entry as `useProfile` (`queryKeys.profile`, `getProfile`'s `data`)
 * without loading the account hooks' module (sign-in, profile changes) with the detail page.
 */
export function useBuyerProvince(): ProvinceCode | null {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const profile = useQuery({
    queryKey: queryKeys.profile,
    queryFn: async ({ signal }) => (await client.getProfile(undefined, { signal })).data,
    enabled: isLoggedIn,
  });
  return isLoggedIn ? provinceCodeOf(profile.data?.province) : null;
}
