import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { greyToRgba, pdfGreyImages } from '../../apps/server/src/platform/pdf/pdf-read';
import { ConsignmentDetailPO, createPackedConsignmentWithEwayBill } from '../pages/consignments.page';
import { apiSignIn } from '../support/api';
import { expect, test } from '../support/fixtures';

/** The claims of a compact JWS (the IRP's signed QR code): its payload, base64url-decoded. */
function jwsPayload(jws: string): Record<string, unknown> {
  const [, payload = ''] = jws.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

test.describe('documents centre', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the tax invoice PDF of a packed consignment downloads and its QR decodes to the invoice’s IRN', async ({
    loginPage,
    page,
    request,
  }) => {
    const key = await createPackedConsignmentWithEwayBill(request);
    const { access_token } = await apiSignIn(request, 'om');
    const detail = (await (
      await request.get(`/api/shipment/consignment/${key}`, {
        headers: { Authorization: `Bearer ${access_token}` },
      })
    ).json()) as { invoice: { irn: string; invoiceNumber: string } };
    expect(detail.invoice.irn).toMatch(/^[0-9a-f]{64}$/);

    await loginPage.signInAs('om');
    const consignment = new ConsignmentDetailPO(page);
    await consignment.goto(key);
    await consignment.tabs.select(/^Consignment Documents/);
    const printables = page.getByRole('region', { name: 'Printable documents' });
    await expect(printables.getByText('E-way Bill', { exact: false })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      printables.getByRole('button', { name: 'Download Tax Invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tax-invoice-.*\.pdf$/);
    const bytes = new Uint8Array(await readFile((await download.path()) ?? ''));
    const [image] = await pdfGreyImages(bytes);
    expect(image, 'the tax invoice carries the QR code as an image').toBeDefined();
    if (!image) return;
    const rgba = greyToRgba(image, 4);
    const decoded = jsQR(rgba.data, rgba.width, rgba.height);
    expect(decoded, 'the QR code decodes').not.toBeNull();
    const claims = jwsPayload(decoded?.data ?? '');
    const summary = JSON.parse(String(claims.data)) as { Irn: string; DocNo: string };
    expect(summary.Irn).toBe(detail.invoice.irn);
    expect(summary.DocNo).toBe(detail.invoice.invoiceNumber);
  });

  test('dispatch of a consignment whose e-way bill lacks Part-B is refused with the reason shown', async ({
    loginPage,
    page,
    request,
  }) => {
    const { access_token } = await apiSignIn(request, 'logistics');
    const headers = { Authorization: `Bearer ${access_token}` };
    // A demo consignment ready for shipment whose active bill has no vehicle (the seed keeps a few).
    const list = await request.post('/api/consignment-v2/search/advanced', {
      data: { pageSize: 100, consignmentStatus: ['READY_FOR_SHIPMENT'] },
      headers,
    });
    expect(list.ok(), await list.text()).toBe(true);
    const rows = (
      (await list.json()) as { content: { consignmentKey: string; ewayBillNumber: string | null }[] }
    ).content;
    let key = '';
    let bill = '';
    for (const row of rows.filter((r) => r.ewayBillNumber)) {
      const d = (await (
        await request.get(`/api/shipment/consignment/${row.consignmentKey}`, { headers })
      ).json()) as {
        dispatch: {
          ewayBills: {
            ewayBillNumber: string;
            vehicleNumber: string | null;
            status: string;
            validUntil: string;
          }[];
        };
      };
      const missing = d.dispatch.ewayBills.find(
        (b) => b.status === 'ACTIVE' && !b.vehicleNumber && new Date(b.validUntil).getTime() > Date.now(),
      );
      if (missing) {
        key = row.consignmentKey;
        bill = missing.ewayBillNumber;
        break;
      }
    }
    expect(key, 'the demo data has a consignment whose bill lacks Part-B').not.toBe('');

    await loginPage.signInAs('logistics');
    const consignment = new ConsignmentDetailPO(page);
    await consignment.goto(key);
    const dispatch = await consignment.openAction('Confirm Dispatch', 'Confirm dispatch');
    await dispatch.getByRole('button', { name: 'Confirm Dispatch', exact: true }).click();
    await expect(page.getByText(`E-way bill ${bill} has no vehicle (Part-B)`).first()).toBeVisible();
    await expect(consignment.status('READY_FOR_SHIPMENT')).toBeVisible();
  });
});
