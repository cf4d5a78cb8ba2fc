import { useQuery } from '@tanstack/react-query';

export const CART_QUERY_KEY = ['/api/cart'] as const;

/**
 * The sidebar badge: how many lines GET /api/cart answers (the cart is an array). Null while
 * loading or when the call fails, e.g. 404 before the cart endpoint exists; a 401 is handled by
 * the unauthorized handler of the layout.
 */
export function useCartCount(): number | null {
  const { data } = useQuery<unknown, Error, number | null>({
    queryKey: CART_QUERY_KEY,
    select: (items) => (Array.isArray(items) ? items.length : null),
  });
  return data ?? null;
}
