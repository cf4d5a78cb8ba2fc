import type { NavCategory, NavEntry } from '@crossover/domain/navigation';
import { isNavLinkActive, navigationFor } from '@crossover/domain/navigation';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { NavIcon } from '@/app/layout/nav-icon';
import { useCartCount } from '@/features/cart/api/get-cart-count';
import { cn } from '@/lib/cn';

const linkBase =
  'group relative flex items-center gap-3 rounded-md text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400';
const linkIdle = 'text-slate-300 hover:bg-white/5 hover:text-white';
const linkActive = 'bg-white/10 text-white';

interface EntryProps {
  entry: NavEntry;
  active: boolean;
  badge: number | null;
  onNavigate: (() => void) | undefined;
}

function badgeText(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

function ExpandedLink({ entry, active, badge, onNavigate }: EntryProps) {
  return (
    <Link
      to={entry.path}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={cn(linkBase, 'px-3 py-2', active ? linkActive : linkIdle)}
    >
      {active ? (
        <span className="absolute inset-y-1.5 left-0 w-0.5 rounded-full bg-brand-400" aria-hidden="true" />
      ) : null}
      <NavIcon
        path={entry.path}
        className={cn('size-4 shrink-0', active ? 'text-brand-300' : 'text-slate-400')}
      />
      <span className="truncate">{entry.label}</span>
      {badge ? (
        <span className="ml-auto rounded-full bg-brand-500 px-2 py-0.5 text-xs font-semibold text-white">
          {badge}
          <span className="sr-only"> {badge === 1 ? 'item' : 'items'} in cart</span>
        </span>
      ) : null}
    </Link>
  );
}

function CollapsedLink({ entry, active, badge, onNavigate }: EntryProps) {
  const label = badge ? `${entry.label} (${badgeText(badge)})` : entry.label;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Link
          to={entry.path}
          aria-label={label}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          className={cn(linkBase, 'size-10 justify-center', active ? linkActive : linkIdle)}
        >
          <NavIcon path={entry.path} className={cn('size-5', active ? 'text-brand-300' : 'text-slate-400')} />
          {badge ? (
            <span
              className="absolute -top-0.5 -right-0.5 flex min-w-4 items-center justify-center rounded-full bg-brand-500 px-1 text-[10px] leading-4 font-semibold text-white"
              aria-hidden="true"
            >
              {badge}
            </span>
          ) : null}
        </Link>
      </TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

function activeCategoryOf(categories: NavCategory[], pathname: string): string | null {
  const found = categories.find((category) =>
    category.entries.some((e) => isNavLinkActive(e.path, pathname)),
  );
  return found?.title ?? null;
}

/**
 * The role's menu (spec §2). Expanded: collapsible categories, Core Operations open initially and
 * the category holding the current page opened. Collapsed: icons only, with tooltips.
 */
export function SidebarNav({
  role,
  collapsed,
  onNavigate,
}: {
  role: string;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const cartCount = useCartCount();
  const categories = navigationFor(role);
  const activeCategory = activeCategoryOf(categories, pathname);

  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(categories.map((c) => [c.title, c.initiallyOpen || c.title === activeCategory])),
  );
  // Navigating into a closed category opens it (state adjusted while rendering, not in an effect).
  const [openedFor, setOpenedFor] = useState(activeCategory);
  if (activeCategory !== openedFor) {
    setOpenedFor(activeCategory);
    if (activeCategory) setOpen((previous) => ({ ...previous, [activeCategory]: true }));
  }

  const entryProps = (entry: NavEntry): EntryProps => ({
    entry,
    active: isNavLinkActive(entry.path, pathname),
    badge: entry.path === '/cart' && cartCount ? cartCount : null,
    onNavigate,
  });

  if (collapsed) {
    return (
      <div className="flex flex-col items-center gap-1 py-3">
        {categories.map((category, index) => (
          <div key={category.title} className="flex flex-col items-center gap-1">
            {index > 0 ? <div aria-hidden="true" className="my-1.5 h-px w-8 bg-white/10" /> : null}
            <ul aria-label={category.title} className="flex flex-col items-center gap-1">
              {category.entries.map((entry) => (
                <li key={entry.path}>
                  <CollapsedLink {...entryProps(entry)} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-1 px-3 py-3">
      {categories.map((category) => (
        <NavGroup
          key={category.title}
          category={category}
          open={open[category.title] ?? false}
          onOpenChange={(isOpen) => setOpen((previous) => ({ ...previous, [category.title]: isOpen }))}
          entryProps={entryProps}
        />
      ))}
    </div>
  );
}

/**
 * A category that opens and closes. A plain disclosure rather than Radix's Collapsible: that one
 * measures its content in a layout effect (for a height animation the sidebar does not use), one
 * forced layout of the whole page per category on every signed-in first render.
 */
function NavGroup({
  category,
  open,
  onOpenChange,
  entryProps,
}: {
  category: NavCategory;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entryProps: (entry: NavEntry) => EntryProps;
}) {
  const contentId = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div data-state={state}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={state}
        onClick={() => onOpenChange(!open)}
        className="group/trigger flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-xs font-semibold tracking-wide text-slate-400 uppercase hover:text-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
      >
        {/* Wraps if it must: a cut category title ('INVENTORY MANAGEM…') reads as a different one. */}
        <span className="min-w-0 text-left">{category.title}</span>
        <ChevronDown
          className="size-4 shrink-0 transition-transform group-data-[state=closed]/trigger:-rotate-90"
          aria-hidden="true"
        />
      </button>
      {open ? (
        <div id={contentId} data-state={state}>
          <ul className="space-y-0.5 pb-2">
            {category.entries.map((entry) => (
              <li key={entry.path}>
                <ExpandedLink {...entryProps(entry)} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
