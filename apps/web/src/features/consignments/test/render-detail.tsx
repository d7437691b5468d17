import type { ConsignmentDetail } from '@dom/contract';
import { userEvent } from '@testing-library/user-event';
import { type FakeHandler, fakeServer, json } from '../../../test/fake-server';
import { TEST_USER, renderInApp } from '../../../test/render';
import { ConsignmentDetailPage } from '../consignment-detail-page';
// The page loads its action dialogs lazily (React.lazy still suspends on the first open); imported
// with the test's own modules, the first dialog a test opens does not wait seconds for their
// transform on a busy machine.
import '../action-dialogs';

export const DETAIL_PATH = '/api/shipment/consignment/CN00000042';
export const SLOW = 40_000;
export const OPS = { ...TEST_USER, permissions: ['Ful_Consignment_View'] };

export const actionResult = (status: string) =>
  json({
    consignmentKey: 'CN00000042',
    status,
    trackingStatus: null,
    version: 5,
    blockedReasons: [],
    failureReason: null,
  });

/** The detail page over a fake server answering `detail` and any extra handlers. */
export function renderDetail(
  detail: ConsignmentDetail,
  handlers: Record<string, FakeHandler> = {},
  { user = OPS, hash = '' } = {},
) {
  const server = fakeServer({ [`GET ${DETAIL_PATH}`]: () => json(detail), ...handlers });
  const view = renderInApp(<ConsignmentDetailPage />, {
    path: `/consignments/CN00000042${hash}`,
    routePath: '/consignments/:key',
    user,
  });
  return { server, ...view };
}

export const postOf = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls.find(([url, init]) => String(url).endsWith(path) && init?.method === 'POST');

/** Paste rather than type: key-by-key typing is slow on a busy machine. */
export async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
