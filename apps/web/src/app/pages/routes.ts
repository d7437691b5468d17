/**
 * The addresses of the screens that show several areas (../screen-routes.ts collects them with every
 * area's). Each has its page in ./screens.ts.
 */
export const ROUTES = ['/sales-order/:key', '/buyer/:id', '/rfq-enquiries/upload'] as const;
