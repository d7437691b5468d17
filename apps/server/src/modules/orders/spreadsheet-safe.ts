// Moved to the platform (every export neutralises formula-looking cells); kept here for the
// orders area's imports.
export { neutraliseCell } from '../../platform/files/spreadsheet-safe';
