import { useMutation } from '@tanstack/react-query';
import { useApi } from '../apiContext.ts';
import type { RestShopPurchase } from '../rest/types.ts';
import { shopKeys } from './keys.ts';

/** Buys a bot; the products (now purchased) and the company's bots follow. */
export function usePurchaseProduct() {
  const api = useApi();
  return useMutation({
    mutationFn: (productId: string) =>
      api.rest.send<RestShopPurchase>('POST', '/core-service/shop/purchase', { productId }),
    onSettled: () => api.queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
