import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import {
  Boxes,
  Building2,
  Car,
  ClipboardList,
  CreditCard,
  DollarSign,
  FileSpreadsheet,
  History,
  Image,
  Layers,
  LayoutDashboard,
  Package,
  PackageCheck,
  ShieldCheck,
  ShoppingCart,
  Upload,
  Users,
  Warehouse,
  ScrollText,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  '/': LayoutDashboard,
  '/catalog': Package,
  '/cart': ShoppingCart,
  '/orders': ClipboardList,
  '/inventory': Warehouse,
  '/staged-products': PackageCheck,
  '/pricing-management': DollarSign,
  '/pricing-import': FileSpreadsheet,
  '/pricing-history': History,
  '/organizations': Building2,
  '/user-management': Users,
  '/series-management': Layers,
  '/shop-owner-authorizations': ShieldCheck,
  '/csv-import': Upload,
  '/product-management': Boxes,
  '/image-search': Image,
  '/payment-options': CreditCard,
  '/vehicles': Car,
  '/audit-log': ScrollText,
};

/** The icon of a sidebar entry (decorative: the link carries the name). */
export function NavIcon({ path, className }: { path: string; className?: string }) {
  return createElement(ICONS[path] ?? Package, { className, 'aria-hidden': true });
}
