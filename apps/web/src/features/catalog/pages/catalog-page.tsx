import { BEST_MATCH_SORT, CATALOG_SORT_OPTIONS } from '@crossover/domain/catalog';
import { formatCount } from '@crossover/domain/counts';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { Label } from '@/components/ui/label';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { useProductFacets } from '../api/get-product-facets';
import { PRIORITY_CARDS } from '../api/catalog-urls';
import type { CatalogQuery } from '../api/get-products';
import { useProducts } from '../api/get-products';
import { ALL_VALUE, FilterSelect } from '../components/filter-select';
import {
  CATALOG_FILTERS,
  DEFAULT_FILTERS,
  type Filters,
  searchedOptions,
} from '../components/catalog-filters';
import { useFacetSearch } from '../api/get-facet-more';
import { VehicleFilter, useVehicleFilter } from '../components/vehicle-filter';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ProductCard, ProductCardSkeleton } from '@/components/product/product-card';
import { ProductDetailsDialog } from '@/components/product/product-details-dialog';

/** Spec §9: skeleton cards while the first page loads. */
export const CATALOG_SKELETON_COUNT = 8;

const orNone = (value: string) => (value === ALL_VALUE || value === '' ? undefined : value);

/** Spec §2: '{n} products found', in the singular for one; '1,000+ products found' past the cap. */
export function productsFoundText(count: number, capped = false): string {
  return `${formatCount(count, capped)} ${count === 1 && !capped ? 'product' : 'products'} found`;
}

export function CatalogPage() {
  const user = useSignedInUser();
  const isAdmin = user.role === 'admin';
  const searchId = useId();
  const sortId = useId();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim());
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  // The sort the user picked, or null: then a search is listed by best match (exact SKU, SKU
  // prefix, name) and no search by the first of the spec's four sorts.
  const [pickedSort, setPickedSort] = useState<number | null>(null);
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [openProductId, setOpenProductId] = useState<string | null>(null);
  const vehicle = useVehicleFilter();

  const bestMatch = Boolean(search) && pickedSort === null;
  const sort = bestMatch
    ? BEST_MATCH_SORT
    : (CATALOG_SORT_OPTIONS[pickedSort ?? 0] ?? CATALOG_SORT_OPTIONS[0]);
  const facetFilters = useMemo(
    () => ({
      search: search || undefined,
      status: filters.status,
      category: orNone(filters.category),
      subcategory: orNone(filters.subcategory),
      manufacturerId: orNone(filters.manufacturerId),
      seriesId: orNone(filters.seriesId),
      ...vehicle.filter,
    }),
    [search, filters, vehicle.filter],
  );
  const query: CatalogQuery = { ...facetFilters, sort: sort.value, order: sort.order };
  const products = useProducts(query);
  const facets = useProductFacets(facetFilters).data;
  const facetSearch = useFacetSearch(facetFilters);

  const setFilter = (key: keyof Filters, value: string) =>
    setFilters((current) => ({ ...current, [key]: value }));

  const clearAll = () => {
    setSearchInput('');
    setFilters(DEFAULT_FILTERS);
    setPickedSort(null);
    vehicle.clear();
  };

  // A filter whose list the server cut to its top options searches all of them by name.
  const filterSelects = CATALOG_FILTERS.map(({ facet, ...filter }) => {
    const more = facet && facets?.more[facet] ? facet : undefined;
    return {
      ...filter,
      value: filters[filter.key],
      options: more
        ? searchedOptions(filter.options(facets), facetSearch.resultsFor(more), facets?.capped)
        : filter.options(facets),
      onSearch: more ? (text: string) => facetSearch.search(more, text) : undefined,
    };
  });
  const activeBadges: { key: string; text: string; clear: () => void }[] = [];
  if (search)
    activeBadges.push({ key: 'search', text: `Search: ${search}`, clear: () => setSearchInput('') });
  if (vehicle.label)
    activeBadges.push({ key: 'vehicle', text: `Fits: ${vehicle.label}`, clear: vehicle.clear });
  for (const { key, label, value, options } of filterSelects) {
    if (value === DEFAULT_FILTERS[key] || value === '') continue;
    activeBadges.push({
      key,
      text: `${label}: ${options.find((o) => o.value === value)?.label ?? value}`,
      clear: () => setFilter(key, DEFAULT_FILTERS[key]),
    });
  }

  const items = products.data?.pages.flatMap((page) => page.products) ?? [];
  // Counted up to 1,000 (decision 0045): the first page's count stands for the list.
  const totalCount = products.data?.pages[0]?.totalCount ?? 0;
  const totalCapped = products.data?.pages[0]?.totalCountCapped ?? false;

  return (
    <div className="space-y-6">
      <section
        aria-label="Search and filters"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
          <div className="space-y-1.5">
            <Label htmlFor={searchId}>Search products</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
              <Input
                id={searchId}
                type="search"
                value={searchInput}
                onChange={(event) => setSearchInput(event.target.value)}
                placeholder="Search by name, description or SKU"
                className="pl-9"
              />
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={sortId}>Sort by</Label>
            <select
              id={sortId}
              value={bestMatch ? 'relevance' : String(pickedSort ?? 0)}
              onChange={(event) =>
                setPickedSort(event.target.value === 'relevance' ? null : Number(event.target.value))
              }
              className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {search ? <option value="relevance">{BEST_MATCH_SORT.label}</option> : null}
              {CATALOG_SORT_OPTIONS.map((option, index) => (
                <option key={option.value} value={index}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {/* On phones the five filters fold behind one button so the products stay in view. */}
        <Button
          variant="outline"
          className="w-full md:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {filtersOpen ? 'Hide filters' : 'Show filters'}
        </Button>
        <div
          id={filtersId}
          className={cn('gap-4 sm:grid-cols-2 md:grid lg:grid-cols-5', filtersOpen ? 'grid' : 'hidden')}
        >
          {filterSelects.map(({ key, label, value, options, allLabel, onSearch }) => (
            <FilterSelect
              key={key}
              label={label}
              value={value}
              options={options}
              allLabel={allLabel}
              onSearch={onSearch}
              onChange={(next) => setFilter(key, next)}
            />
          ))}
        </div>
        <VehicleFilter vehicle={vehicle} className={cn('md:block', filtersOpen ? 'block' : 'hidden')} />
        {activeBadges.length > 0 ? (
          <ul aria-label="Active filters" className="flex flex-wrap gap-2">
            {activeBadges.map((badge) => (
              <li key={badge.key}>
                <Badge tone="brand">
                  {badge.text}
                  <button
                    type="button"
                    onClick={badge.clear}
                    aria-label={`Remove filter ${badge.text}`}
                    className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <X className="size-3" aria-hidden="true" />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <p className="text-sm text-slate-700" role="status" aria-live="polite">
        {products.isPending ? 'Loading products…' : productsFoundText(totalCount, totalCapped)}
      </p>

      {products.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: CATALOG_SKELETON_COUNT }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : products.isError ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800">
          Products could not be loaded.{' '}
          <Button variant="link" size="inline" onClick={() => void products.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <p className="font-medium text-slate-900">No products found</p>
          <Button variant="outline" onClick={clearAll}>
            Clear Filters
          </Button>
        </div>
      ) : (
        <>
          <ul aria-label="Products" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {items.map((product, index) => (
              <li key={product.id} className="flex">
                <div className="flex w-full">
                  <ProductCard
                    product={product}
                    isAdmin={isAdmin}
                    onOpen={setOpenProductId}
                    priority={index < PRIORITY_CARDS}
                  />
                </div>
              </li>
            ))}
          </ul>
          {products.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                disabled={products.isFetchingNextPage}
                onClick={() => void products.fetchNextPage()}
              >
                {products.isFetchingNextPage
                  ? 'Loading…'
                  : `Load more (${items.length} of ${formatCount(totalCount, totalCapped)})`}
              </Button>
            </div>
          ) : null}
        </>
      )}

      <ProductDetailsDialog
        productId={openProductId}
        isAdmin={isAdmin}
        onClose={() => setOpenProductId(null)}
      />
    </div>
  );
}
