import { ORDER_IMPORT_COLUMNS, ORDER_IMPORT_MAX_ROWS, type OrderImportColumn } from '@dom/contract';
import { CHARGE_TYPES, LOGISTICS_PROVIDERS, SHIPPING_MODES } from '@dom/domain';
import ExcelJS from 'exceljs';
import { defineSheet } from '../../platform/files/xlsx-stream';
import { importOrderDropdowns } from '../reference-data';

export const IMPORT_SHEET = 'Orders';
export const INSTRUCTIONS_SHEET = 'Instructions';

const labelsOf = (type: string) => importOrderDropdowns().filter((c) => c.type === type);

/** The allowed values of the list columns: the code or the label is accepted, in any case. */
export const IMPORT_CHOICES: Partial<Record<OrderImportColumn, readonly { code: string; label: string }[]>> =
  {
    'Shipping Mode': SHIPPING_MODES.map((o) => ({ code: o.value, label: o.label })),
    'Logistics Provider': LOGISTICS_PROVIDERS.map((o) => ({ code: o.value, label: o.label })),
    'Payment Terms': labelsOf('PAYMENT_TERMS').map((c) => ({ code: c.code, label: c.value })),
    'Order Category': [
      { code: 'FOR', label: 'FOR' },
      { code: 'EXW', label: 'EXW' },
    ],
    'Charge Type': CHARGE_TYPES.map((o) => ({ code: o.value, label: o.label })),
  };

const HELP: Record<OrderImportColumn, string> = {
  'Order Ref': 'Your reference; rows with the same Order Ref become one order. Required.',
  'Buyer Code': 'The buyer’s code as shown on the buyer list. Required.',
  'Seller Warehouse': 'The seller warehouse name exactly as shown in the create order form. Required.',
  'Shipping Mode': 'One of: 3PL, Seller Shipped, BP Shipped. Required.',
  'Logistics Provider': 'One of: UPS, DHL, 3PL, BP Shipped. Required.',
  'Payment Terms': 'One of: Advance, Credit. Required.',
  'Buyer Credit Days': 'A whole number from 0 to 21. Required.',
  'PO Received Date and Time': 'India time, YYYY-MM-DD HH:MM (for example 2026-11-20 10:30). Required.',
  'Buyer PO Number': 'The buyer’s purchase order number. Required.',
  'Order Category': 'FOR or EXW; empty means FOR.',
  SKU: 'The catalogue SKU of the line. Required.',
  Quantity: 'Above 0, at most 3 decimals. Required.',
  'Buyer Price per Unit': 'Rupees, at most 2 decimals. Required.',
  'Seller Price per Unit': 'Rupees, at most 2 decimals. Required.',
  'Charge Type':
    'Optional: a charge of the order (Seller Insurance, Shipping, Handling, Loading, Service, Mathadi, Other).',
  'Charge Amount': 'Rupees; required when Charge Type is given.',
};

/**
 * The Orders sheet's columns, declared once (`defineSheet`): the contract's column list, each with
 * its width. The template is written from it (with its list validations and instructions, which a
 * streamed sheet cannot carry); the template is empty, so no cell is filled from a row.
 */
export const ORDER_IMPORT_SHEET = defineSheet<never>({
  name: IMPORT_SHEET,
  columns: ORDER_IMPORT_COLUMNS.map((header) => ({
    header,
    width: Math.max(14, header.length + 4),
    cell: () => null,
  })),
});

const columnLetter = (index: number) => String.fromCharCode('A'.charCodeAt(0) + index);

/** exceljs keeps range validations on the sheet at run time; its typings only know cell ones. */
interface RangeValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

/** The Import Order Creation template: the header row, list validations and an instructions sheet. */
export async function orderImportTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'DOM';
  const sheet = book.addWorksheet(ORDER_IMPORT_SHEET.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ORDER_IMPORT_SHEET.columns.map(({ header, width }) => ({ header, key: header, width }));
  sheet.getRow(1).font = { bold: true };
  const last = ORDER_IMPORT_MAX_ROWS + 1;
  const validations = (sheet as unknown as RangeValidations).dataValidations;
  ORDER_IMPORT_COLUMNS.forEach((column, index) => {
    const range = `${columnLetter(index)}2:${columnLetter(index)}${last}`;
    const choices = IMPORT_CHOICES[column];
    if (choices) {
      validations.add(range, {
        type: 'list',
        allowBlank: column === 'Order Category' || column === 'Charge Type',
        formulae: [`"${choices.map((c) => c.label).join(',')}"`],
        showErrorMessage: true,
        error: HELP[column],
      });
    } else if (column === 'Buyer Credit Days') {
      validations.add(range, {
        type: 'whole',
        operator: 'between',
        allowBlank: false,
        formulae: [0, 21],
        showErrorMessage: true,
        error: HELP[column],
      });
    } else if (column === 'Quantity' || column.includes('Price') || column === 'Charge Amount') {
      validations.add(range, {
        type: 'decimal',
        operator: 'greaterThanOrEqual',
        allowBlank: column === 'Charge Amount',
        formulae: [0],
        showErrorMessage: true,
        error: HELP[column],
      });
    }
  });
  const help = book.addWorksheet(INSTRUCTIONS_SHEET);
  help.columns = [
    { header: 'Column', key: 'column', width: 28 },
    { header: 'What to enter', key: 'help', width: 100 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of ORDER_IMPORT_COLUMNS) help.addRow({ column, help: HELP[column] });
  help.addRow({});
  help.addRow({
    column: 'Notes',
    help: `Fill the ${IMPORT_SHEET} sheet only, one row per order line, at most ${ORDER_IMPORT_MAX_ROWS} rows and 5 MB. Do not change the header row.`,
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
