// A cell that starts with = + - @ (or a tab/CR that Excel strips first) runs as a formula when
// the sheet is opened: prefix a quote so it stays text (CSV/formula injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
