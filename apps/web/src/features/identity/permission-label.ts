/** Short forms in the catalogue's names, as the screens spell them out. */
const WORDS: Record<string, string> = {
  Adm: 'Admin',
  Ful: 'Fulfilment',
  Display: 'Show',
  Bre: 'BRE',
  Tod: 'TOD',
  Ubs: 'UBS',
  Utcl: 'UTCL',
  Hr: 'HR',
  Rfq: 'RFQ',
  Csr: 'CSR',
};

/**
 * A permission's name as people read it: `Allow_Order_Create` → "Allow Order Create",
 * `Adm_Order_View` → "Admin Order View", `Display_PO_Orders` → "Show PO Orders". The code stays
 * beside it (it is what support and the logs name).
 */
export function permissionLabel(code: string): string {
  return code
    .split('_')
    .filter((w) => w !== '')
    .map((w) => WORDS[w] ?? w)
    .join(' ');
}
