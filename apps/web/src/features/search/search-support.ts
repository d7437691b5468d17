import { type SearchHit } from '@dom/contract';

export const SEARCH_KEY = 'search';

/** Where a hit opens: its detail page (an invoice or payment: its buyer's tab, by hash). */
export function hitAddress(hit: Pick<SearchHit, 'kind' | 'key' | 'tab'>): string {
  const key = encodeURIComponent(hit.key);
  switch (hit.kind) {
    case 'order':
      return `/sales-order/${key}`;
    case 'purchaseOrder':
      return `/purchase-order/${key}`;
    case 'consignment':
    case 'vehicle':
    case 'ewayBill':
      return `/consignments/${key}`;
    case 'buyer':
      return `/buyer/${key}`;
    case 'seller':
      return `/seller-profiles/${key}`;
    case 'invoice':
      return hit.tab ? `/buyer/${key}#${hit.tab}` : `/invoices/${key}`;
    case 'payment':
      return `/buyer/${key}#${hit.tab ?? 'payments'}`;
  }
}

/** A queue's list address: the route and its filters, one parameter per value. */
export function queueAddress(link: { route: string; params: Record<string, string[]> }): string {
  const search = new URLSearchParams();
  for (const [name, values] of Object.entries(link.params)) for (const v of values) search.append(name, v);
  const query = search.toString();
  // A route may name a tab in its hash (`/rfq#sourcing`): the query goes before it.
  const [path = '', hash] = link.route.split('#');
  return `${path}${query ? `?${query}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}
