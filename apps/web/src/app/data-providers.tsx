import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BusinessUnitProvider } from './business-unit/business-unit-provider';
import { createQueryClient } from './query-client';

let sharedClient: QueryClient | null = null;

/** The one cache of server data for the tab; the shell mounts and unmounts, the cache stays. */
export function sharedQueryClient(): QueryClient {
  sharedClient ??= createQueryClient();
  return sharedClient;
}

/**
 * Server data and the business unit it is scoped to. Only signed-in screens need them, so they
 * load with the shell and stay out of the sign-in page's bundle.
 */
export function DataProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? sharedQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <BusinessUnitProvider>{children}</BusinessUnitProvider>
    </QueryClientProvider>
  );
}
