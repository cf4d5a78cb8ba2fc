import type { Product } from '@crossover/domain/catalog';
import { Eye, MoreHorizontal, Pencil, PowerOff, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface ProductRowHandlers {
  onView: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDiscontinue: (product: Product) => void;
  onReactivate: (product: Product) => void;
  onDelete: (product: Product) => void;
}

export const isDiscontinued = (product: Pick<Product, 'status'>) => product.status === 'discontinued';

/** Spec §2.8 row actions: View, Edit, Discontinue (or Reactivate for a discontinued one), Delete. */
export function ProductRowActions({ product, ...handlers }: ProductRowHandlers & { product: Product }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${product.name} (${product.sku})`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => handlers.onView(product)}>
          <Eye aria-hidden="true" />
          View
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => handlers.onEdit(product)}>
          <Pencil aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        {isDiscontinued(product) ? (
          <DropdownMenuItem onSelect={() => handlers.onReactivate(product)}>
            <RotateCcw aria-hidden="true" />
            Reactivate
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => handlers.onDiscontinue(product)}>
            <PowerOff aria-hidden="true" />
            Discontinue
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={() => handlers.onDelete(product)}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
