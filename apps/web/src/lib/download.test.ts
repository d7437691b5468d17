import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, saveBlob } from './download';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloads', () => {
  it('hands a blob to the browser under the given name', () => {
    const createObjectURL = vi.fn(() => 'blob:xlsx');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    saveBlob(new Blob(['x']), 'orders.xlsx');
    expect(clicked).toEqual([{ href: 'blob:xlsx', download: 'orders.xlsx' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('fetches an export with GET and the filters, then saves it', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('PK', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await downloadFile('/orders/export', { fileName: 'orders.xlsx', query: { status: ['OPEN'], buyer: '' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/orders/export?status=OPEN',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(click).toHaveBeenCalledTimes(1);
  });
});
