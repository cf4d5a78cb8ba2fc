import type { CurrentUser } from '@crossover/domain/auth';
import { KeyRound, LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Brand } from '@/components/ui/brand';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { SidebarNav } from '@/app/layout/sidebar-nav';
import { useLogout } from '@/features/auth/api/logout';
import { cn } from '@/lib/cn';

const SIDEBAR_COLLAPSED_KEY = 'sidebar-collapsed';

/** Desktop sidebar state, remembered across visits. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
    } catch {
      return false;
    }
  });
  const update = (next: boolean) => {
    setCollapsed(next);
    try {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
    } catch {
      // Not remembered; the toggle still works for this visit.
    }
  };
  return [collapsed, update];
}

const footerButton =
  'flex items-center gap-3 rounded-md text-sm font-medium text-slate-300 transition-colors hover:bg-white/5 hover:text-white ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 disabled:opacity-60';

/** A footer action: full row when expanded, an icon with a tooltip when collapsed. */
function FooterItem({
  collapsed,
  label,
  children,
}: {
  collapsed: boolean;
  label: string;
  children: ReactNode;
}) {
  if (!collapsed) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

/** Brand, menu and account actions; shared by the desktop sidebar and the mobile drawer. */
export function SidebarContent({
  user,
  collapsed,
  onNavigate,
  toggle,
}: {
  user: CurrentUser;
  collapsed: boolean;
  onNavigate?: () => void;
  /** The desktop collapse button; the drawer has none. */
  toggle?: ReactNode;
}) {
  const logout = useLogout();
  const itemClass = cn(footerButton, collapsed ? 'size-10 justify-center' : 'w-full px-3 py-2');
  return (
    <div className="flex h-full flex-col bg-slate-900 text-slate-100">
      <div
        className={cn(
          'flex h-16 shrink-0 items-center border-b border-white/10',
          collapsed ? 'justify-center' : 'px-4',
        )}
      >
        <Link
          to="/"
          onClick={onNavigate}
          aria-label={collapsed ? 'Crossover, B2B distribution platform' : undefined}
          className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        >
          <Brand tone="dark" showName={false} />
          {collapsed ? null : (
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="text-base font-semibold text-white">Crossover</span>
              <span className="truncate text-xs text-slate-400">B2B distribution platform</span>
            </span>
          )}
        </Link>
      </div>
      <nav aria-label="Main navigation" className="min-h-0 flex-1 overflow-y-auto">
        <SidebarNav role={user.role} collapsed={collapsed} onNavigate={onNavigate} />
      </nav>
      <div
        className={cn(
          'space-y-1 border-t border-white/10 py-3',
          collapsed ? 'flex flex-col items-center' : 'px-3',
        )}
      >
        {toggle}
        {/* The server refuses password changes while emulating, so the link is not offered then. */}
        {user.authType === 'traditional' && !user.isEmulating ? (
          <FooterItem collapsed={collapsed} label="Change Password">
            <Link
              to="/change-password"
              onClick={onNavigate}
              aria-label={collapsed ? 'Change Password' : undefined}
              className={itemClass}
            >
              <KeyRound className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              {collapsed ? null : 'Change Password'}
            </Link>
          </FooterItem>
        ) : null}
        <FooterItem collapsed={collapsed} label="Logout">
          <button
            type="button"
            className={itemClass}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
            aria-label={collapsed ? 'Logout' : undefined}
          >
            <LogOut className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            {collapsed ? null : 'Logout'}
          </button>
        </FooterItem>
      </div>
    </div>
  );
}

/** Spec §2/§9: 256 px expanded, 64 px collapsed, hidden under 768 px (the drawer takes over). */
export function DesktopSidebar({
  user,
  collapsed,
  onCollapsedChange,
}: {
  user: CurrentUser;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
}) {
  const label = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggle = (
    <FooterItem collapsed={collapsed} label={label}>
      <button
        type="button"
        aria-label={label}
        onClick={() => onCollapsedChange(!collapsed)}
        className={cn(footerButton, collapsed ? 'size-10 justify-center' : 'w-full px-3 py-2')}
      >
        <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        {collapsed ? null : <span aria-hidden="true">Collapse</span>}
      </button>
    </FooterItem>
  );
  return (
    <aside
      data-collapsed={collapsed}
      className={cn(
        'sticky top-0 hidden h-screen shrink-0 transition-[width] duration-200 md:block',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <SidebarContent user={user} collapsed={collapsed} toggle={toggle} />
    </aside>
  );
}
