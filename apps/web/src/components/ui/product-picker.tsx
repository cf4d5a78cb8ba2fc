import { Check, ChevronsUpDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Command, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { FieldShell } from '@/components/ui/form/field-shell';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useProduct } from '@/features/catalog/api/get-product';
import { type ProductSearch, useProductSearch } from '@/features/inventory/api/search-products';

export interface PickedProduct {
  id: string;
  name: string;
  sku: string;
}

export interface ProductPickerProps {
  label: string;
  /** The chosen product's id; '' (or the all option's value) for none. */
  value: string;
  onChange: (product: PickedProduct | null) => void;
  /** Which products may be chosen (a manufacturer's own, active ones…). */
  scope: Omit<ProductSearch, 'search'>;
  /** A first option meaning "no product" (the list filter's 'All Products'). */
  allLabel?: string;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
  hideLabel?: boolean;
  placeholder?: string;
}

const labelOf = (p: PickedProduct) => `${p.name} (${p.sku})`;

/**
 * A product chosen by searching the catalogue on the server (name or SKU, 300 ms after typing
 * stops): thousands of products never reach the browser, only the ten best matches.
 */
export function ProductPicker({
  label,
  value,
  onChange,
  scope,
  allLabel,
  error,
  hint,
  disabled,
  hideLabel,
  placeholder = 'Search products…',
}: ProductPickerProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickedProduct | null>(null);
  const search = useDebouncedValue(text.trim());
  const results = useProductSearch({ ...scope, search }, { enabled: open });
  const chosenId = value && value !== 'all' ? value : null;
  // A product chosen before this screen opened (the address, an edited record): ask for its name.
  const known = picked?.id === chosenId ? picked : null;
  const fetched = useProduct(known ? null : chosenId);
  const shown = known ?? (fetched.data ? { ...fetched.data } : null);
  const products = results.data?.products ?? [];

  function choose(product: PickedProduct | null) {
    setPicked(product);
    onChange(product);
    setOpen(false);
    setText('');
  }

  return (
    <FieldShell label={label} error={error} hint={hint} hideLabel={hideLabel}>
      {(ids) => (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <Button
              {...ids}
              variant="outline"
              role="combobox"
              aria-expanded={open}
              disabled={disabled}
              className={cn('w-full justify-between font-normal', ids['aria-invalid'] && 'border-red-600')}
            >
              <span className="flex-1 truncate text-left">
                {shown
                  ? labelOf(shown)
                  : chosenId
                    ? fetched.isError
                      ? 'Product not found'
                      : 'Loading…'
                    : (allLabel ?? placeholder)}
              </span>
              <ChevronsUpDown className="opacity-60" aria-hidden="true" />
            </Button>
          </PopoverTrigger>
          <PopoverContent align="start" className="w-[min(24rem,calc(100vw-2rem))] p-0">
            {/* cmdk names its input after the command: distinct from the trigger's name. */}
            <Command label={`Search ${label}`} shouldFilter={false}>
              <CommandInput placeholder="Search by name or SKU..." value={text} onValueChange={setText} />
              <CommandList>
                {allLabel ? (
                  <CommandItem value="all" onSelect={() => choose(null)}>
                    <Check
                      aria-hidden="true"
                      className={cn('size-4', chosenId ? 'opacity-0' : 'opacity-100')}
                    />
                    {allLabel}
                  </CommandItem>
                ) : null}
                {products.map((product) => (
                  <CommandItem
                    key={product.id}
                    value={product.id}
                    onSelect={() => choose({ id: product.id, name: product.name, sku: product.sku })}
                  >
                    <Check
                      aria-hidden="true"
                      className={cn('size-4 shrink-0', product.id === chosenId ? 'opacity-100' : 'opacity-0')}
                    />
                    <span className="min-w-0">
                      <span className="block truncate">{product.name}</span>
                      <span className="block text-xs text-slate-600">{product.sku}</span>
                    </span>
                  </CommandItem>
                ))}
                {results.isPending || results.isFetching ? (
                  <p className="px-3 py-3 text-sm text-slate-600" role="status">
                    Searching…
                  </p>
                ) : results.isError ? (
                  <p className="px-3 py-3 text-sm text-red-700" role="alert">
                    Products could not be searched
                  </p>
                ) : products.length === 0 ? (
                  <p className="px-3 py-6 text-center text-sm text-slate-600">No products found</p>
                ) : null}
              </CommandList>
            </Command>
          </PopoverContent>
        </Popover>
      )}
    </FieldShell>
  );
}
