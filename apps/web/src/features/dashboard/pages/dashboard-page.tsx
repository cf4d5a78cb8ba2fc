import {
  DASHBOARD_TEXTS,
  FEATURED_PRODUCTS_COUNT,
  MONTHLY_TOTAL_LABELS,
  type MonthlyTotalKind,
} from '@crossover/domain/dashboard';
import { Activity, DollarSign, Package, ShoppingBag, Users } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { ProductCard, ProductCardSkeleton } from '@/components/product/product-card';
import { ProductDetailsDialog } from '@/components/product/product-details-dialog';
import { formatMoney } from '@/lib/format';
import { useDashboardStats, useFeaturedProducts } from '../api/get-dashboard';
import { AuthorizationStatusCard } from '../components/authorization-status-card';
import { StatCard } from '../components/stat-card';

const LOADING_VALUE = '…';
const count = (value: number | undefined) =>
  value === undefined ? LOADING_VALUE : value.toLocaleString('en-US');
/** Until the server says which, guess from the role so a buyer's card is not relabelled on load. */
const VENDOR_ROLES: readonly string[] = ['admin', 'manufacturer', 'distributor'];

export function DashboardPage() {
  const user = useSignedInUser();
  const isAdmin = user.role === 'admin';
  const statsQuery = useDashboardStats();
  const stats = statsQuery.data;
  // While a retry runs the cards show loading again, not the old error.
  const statsFailed = !stats && statsQuery.isError && !statsQuery.isFetching;
  const featured = useFeaturedProducts();
  const monthlyTotalKind: MonthlyTotalKind =
    stats?.monthlyTotalKind ?? (VENDOR_ROLES.includes(user.role) ? 'revenue' : 'spend');
  const [openProductId, setOpenProductId] = useState<string | null>(null);
  const featuredProducts = (featured.data ?? [])
    .filter((product) => isAdmin || product.canOrder)
    .slice(0, FEATURED_PRODUCTS_COUNT);

  return (
    <div className="space-y-6">
      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">
          Welcome back, {user.firstName ?? user.email}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {user.organizationName ? `${user.organizationName} · ` : ''}Crossover B2B distribution platform
        </p>
      </section>

      <section aria-label="Statistics" aria-busy={!stats && !statsFailed}>
        {statsFailed ? (
          <LoadError
            message="Statistics could not be loaded."
            onRetry={() => void statsQuery.refetch()}
            className="rounded-xl border border-red-200 bg-red-50 p-5"
          />
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard label="Total Products" value={count(stats?.totalProducts)} icon={Package} />
            <StatCard label="Active Orders" value={count(stats?.activeOrders)} icon={ShoppingBag} />
            <StatCard label="Authorized Vendors" value={count(stats?.authorizedVendors)} icon={Users} />
            <StatCard
              label={MONTHLY_TOTAL_LABELS[monthlyTotalKind]}
              value={stats ? formatMoney(stats.monthlyRevenue) : LOADING_VALUE}
              icon={DollarSign}
            />
          </div>
        )}
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Activity className="size-5 text-slate-500" aria-hidden="true" />
              Recent Activity
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-slate-600">{DASHBOARD_TEXTS.recentActivityEmpty}</p>
          </CardContent>
        </Card>
        <AuthorizationStatusCard />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Featured Products</CardTitle>
        </CardHeader>
        <CardContent>
          {featured.isPending ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {Array.from({ length: FEATURED_PRODUCTS_COUNT }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          ) : featuredProducts.length === 0 ? (
            <p className="text-sm text-slate-600">{DASHBOARD_TEXTS.featuredEmpty}</p>
          ) : (
            <ul
              aria-label="Featured products"
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
            >
              {featuredProducts.map((product) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} isAdmin={isAdmin} onOpen={setOpenProductId} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <ProductDetailsDialog
        productId={openProductId}
        isAdmin={isAdmin}
        onClose={() => setOpenProductId(null)}
      />
    </div>
  );
}
