import type { Product } from '@crossover/domain/catalog';
import { formatCount } from '@crossover/domain/counts';
import { PRODUCT_MESSAGES, PRODUCT_TOASTS } from '@crossover/domain/products';
import { Download, Layers, Plus } from 'lucide-react';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { toast } from '@/components/ui/use-toast';
import { toastOperationError } from '@/lib/operation-errors';
import { useSearchBox } from '@/lib/use-debounced-value';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { useExportProducts } from '../api/export-products';
import { useAdminProducts } from '../api/get-admin-products';
import { useCategoryStats } from '../api/get-category-stats';
import { useDeleteProduct, useSetProductStatus } from '../api/save-product';
import { categoryNames } from '../components/category-options';
import { productListTableProps } from '../components/product-list-table';
import { ProductFilters } from '../components/product-filters';
import type { ListState } from '../components/product-list-query';
import { LIST_ALLOWED, LIST_DEFAULTS, filtersOf, hasActiveFilters } from '../components/product-list-query';
import type { ProductRowHandlers } from '../components/product-row-actions';
import { ProductCardRow, useProductColumns } from '../components/products-table';
import { manufacturersOf } from '../components/manufacturers';

const success = (description: string) => toast({ title: PRODUCT_TOASTS.successTitle, description });

// The dialogs' code (react-hook-form, the form's fields) is not needed to paint the list: it loads
// once the first products have rendered (or when a dialog opens first), not before the first paint.
const loadFormDialog = () => import('../components/product-form-dialog');
const loadViewerDialog = () => import('../components/product-viewer-dialog');
const loadDiscontinueDialog = () => import('../components/discontinue-dialog');
const ProductFormDialog = lazy(async () => ({ default: (await loadFormDialog()).ProductFormDialog }));
const ProductViewerDialog = lazy(async () => ({
  default: (await loadViewerDialog()).ProductViewerDialog,
}));
const DiscontinueDialog = lazy(async () => ({
  default: (await loadDiscontinueDialog()).DiscontinueDialog,
}));
function preloadDialogs() {
  for (const load of [loadFormDialog, loadViewerDialog, loadDiscontinueDialog]) void load().catch(() => {});
}

/** Spec §2.8 Product Management (/product-management): admins keep the catalogue's products. */
export function ProductManagementPage() {
  const [query, setQuery] = useTableUrlState(LIST_DEFAULTS, { allowed: LIST_ALLOWED });
  // Any change but the page itself goes back to the first page (the cursor belongs to the old list).
  const setList = (patch: Partial<ListState>) => setQuery({ ...patch, cursor: '' });
  const [searchText, setSearchText] = useSearchBox(query.search, (search) => setList({ search }));

  const filters = filtersOf(query);
  const list = useAdminProducts({
    ...filters,
    limit: query.limit,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  const categories = useCategoryStats();
  const organizations = useOrganizations();
  const manufacturers = useMemo(() => manufacturersOf(organizations.data), [organizations.data]);
  const listed = list.data !== undefined;
  useEffect(() => {
    if (listed) preloadDialogs();
  }, [listed]);

  const [viewing, setViewing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [discontinuing, setDiscontinuing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const setStatus = useSetProductStatus();
  const remove = useDeleteProduct();
  const exporter = useExportProducts();

  const handlers: ProductRowHandlers = useMemo(
    () => ({
      onView: (product) => setViewing(product.id),
      onEdit: (product) => setEditing(product.id),
      onDiscontinue: setDiscontinuing,
      onReactivate: (product) =>
        setStatus.mutate(
          { id: product.id, status: 'active', reason: null },
          {
            onSuccess: () => success(PRODUCT_TOASTS.statusUpdated),
            onError: (error) => toastOperationError(error, 'Error', PRODUCT_TOASTS.statusFailed),
          },
        ),
      onDelete: setDeleting,
    }),
    // The mutation's identity changes each render; its mutate is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setStatus.mutate],
  );
  const columns = useProductColumns(handlers);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => success(PRODUCT_TOASTS.deleted),
      onError: (error) => toastOperationError(error, 'Error', PRODUCT_TOASTS.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  }

  function startExport() {
    toast({ title: PRODUCT_TOASTS.exportStartedTitle, description: PRODUCT_TOASTS.exportStarted });
    exporter.mutate(filters, {
      onError: () =>
        toast({
          title: PRODUCT_TOASTS.exportFailedTitle,
          description: PRODUCT_TOASTS.exportFailed,
          variant: 'destructive',
        }),
    });
  }

  const products = list.data?.products ?? [];
  const filtered = hasActiveFilters(query);
  return (
    <div className="space-y-6">
      {/* The heading is rendered above this screen, before its code loads (app/pages.ts). */}
      <div className="flex flex-wrap items-start justify-end gap-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to="/bulk-product-update">
              <Layers aria-hidden="true" />
              Bulk Update
            </Link>
          </Button>
          <Button variant="outline" onClick={startExport} disabled={exporter.isPending}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        </div>
      </div>

      <Card className="space-y-4 p-4">
        <ProductFilters
          searchText={searchText}
          onSearchText={setSearchText}
          category={query.category}
          categories={categoryNames(categories.data)}
          onCategory={(category) => setList({ category })}
          manufacturerId={query.manufacturerId}
          manufacturers={manufacturers}
          onManufacturer={(manufacturerId) => setList({ manufacturerId })}
          status={query.status}
          onStatus={(status) => setList({ status })}
        />
        {list.data ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {formatCount(list.data.totalCount, list.data.totalCountCapped)}{' '}
            {list.data.totalCount === 1 && !list.data.totalCountCapped ? 'product' : 'products'}
          </p>
        ) : null}
        <DataTable
          label="Products"
          columns={columns}
          data={products}
          {...productListTableProps({
            query,
            list,
            filtered,
            onCursor: (cursor) => setQuery({ cursor }),
            onList: setList,
          })}
          renderCard={(product) => <ProductCardRow product={product} {...handlers} />}
        />
      </Card>

      {/* Its own boundary: a dialog whose code is still loading must not hide the list. */}
      <Suspense fallback={null}>
        {viewing ? (
          <ProductViewerDialog
            productId={viewing}
            onClose={() => setViewing(null)}
            onEdit={() => {
              setEditing(viewing);
              setViewing(null);
            }}
          />
        ) : null}
        {creating ? <ProductFormDialog mode="create" onClose={() => setCreating(false)} /> : null}
        {editing ? (
          <ProductFormDialog key={editing} mode="edit" productId={editing} onClose={() => setEditing(null)} />
        ) : null}
        {discontinuing ? (
          <DiscontinueDialog product={discontinuing} onClose={() => setDiscontinuing(null)} />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Product"
        description={
          <>
            <p>{PRODUCT_MESSAGES.deleteConfirm}</p>
            {deleting ? (
              <p className="font-medium text-slate-900">
                {deleting.name} ({deleting.sku})
              </p>
            ) : null}
          </>
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
