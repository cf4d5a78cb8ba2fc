import { Menu } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTitle, DialogTrigger, DrawerContent } from '@/components/ui/dialog';
import { TooltipProvider } from '@/components/ui/tooltip';
import { EmulationBanner } from '@/app/layout/emulation-banner';
import { PageHeader } from '@/app/layout/page-header';
import { DesktopSidebar, SidebarContent, useSidebarCollapsed } from '@/app/layout/sidebar';
import { routeTitle } from '@/app/routes';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { PmapPricingProvider } from '@/features/catalog/api/pmap-pricing';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnauthorizedHandler } from '@/lib/use-unauthorized-handler';

/** Spec §9: under 768 px the sidebar becomes a drawer. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Closes the drawer when the window grows past the mobile breakpoint. */
function useCloseOnDesktop(close: () => void) {
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [close]);
}

export function AuthenticatedLayout() {
  const user = useSignedInUser();
  useUnauthorizedHandler();
  const { pathname } = useLocation();
  const title = routeTitle(pathname);
  useDocumentTitle(title);
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useCloseOnDesktop(closeDrawer);

  const menuButton = (
    <DialogTrigger asChild>
      <Button variant="ghost" size="icon" className="-ml-2 md:hidden" aria-label="Open navigation menu">
        <Menu aria-hidden="true" />
      </Button>
    </DialogTrigger>
  );

  // Only the signed-in shell has tooltips (the collapsed sidebar): their code stays out of the
  // landing page's first load.
  return (
    <TooltipProvider>
      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <div className="flex min-h-screen bg-slate-50">
          <DesktopSidebar user={user} collapsed={collapsed} onCollapsedChange={setCollapsed} />
          <div className="flex min-w-0 flex-1 flex-col">
            <EmulationBanner user={user} />
            <PageHeader user={user} title={title} menuButton={menuButton} />
            <main id="main-content" tabIndex={-1} className="flex-1 p-4 focus:outline-none md:p-6 lg:p-8">
              {/* One promotional-price cache for every page's product cards and dialogs (spec §7). */}
              <PmapPricingProvider>
                <Outlet />
              </PmapPricingProvider>
            </main>
          </div>
        </div>
        <DrawerContent aria-describedby={undefined}>
          <DialogTitle className="sr-only">Navigation menu</DialogTitle>
          <SidebarContent user={user} collapsed={false} onNavigate={closeDrawer} />
        </DrawerContent>
      </Dialog>
    </TooltipProvider>
  );
}
