/**
 * The addresses of this area's screens (the entry collects every area's, ../../app/screen-routes.ts):
 * the router knows them before any page loads. Each has its page in ./screens.ts.
 */
export const ROUTES = [
  '/credit-memo',
  '/credit-memo/:leadKey',
  '/buyer-entity/list',
  '/buyer-entity/:entityKey',
] as const;
