import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
