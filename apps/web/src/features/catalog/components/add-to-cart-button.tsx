import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ButtonProps } from '@/components/ui/button';
import { useAddToCart } from '../api/add-to-cart';

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
