import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ButtonProps } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAddToCart } from '@/features/catalog/api/add-to-cart';

/** Whether the signed-in (or emulated) user acts for an organization, which ordering needs. */
export function useHasOrganization(): boolean {
  return Boolean(useCurrentUser().user?.organizationId);
}

/** Adds one unit; shown only to users who may order the product. */
export function AddToCartButton({
  productId,
  productName,
  ...props
}: { productId: string; productName: string } & Omit<ButtonProps, 'onClick'>) {
  const add = useAddToCart();
  return (
    <Button
      {...props}
      aria-label={`Add ${productName} to cart`}
      disabled={add.isPending}
      onClick={(event) => {
        event.stopPropagation();
        add.mutate(productId);
      }}
    >
      <ShoppingCart aria-hidden="true" />
      Add to Cart
    </Button>
  );
}
