import type { QueryClient } from '@tanstack/react-query';
import { shopPublicKeys } from '../../../lib/shop-query-keys';
import { shopAdminKeys } from './query-keys';

/** After a product changes: the console's list and the public shop read it again. */
export function invalidateProducts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: shopAdminKeys.products }),
    queryClient.invalidateQueries({ queryKey: shopPublicKeys.products }),
  ]).then(() => undefined);
}
