import type { Option } from './option';

export const BUSINESS_CATEGORIES = [
  { value: 'TILES_AND_SURFACES', label: 'Tiles & Surfaces' },
  { value: 'SANITARYWARE_AND_BATHFITTINGS', label: 'Sanitaryware & Bathfittings' },
  { value: 'WOOD_AND_LAMINATES', label: 'Wood & Laminates' },
] as const satisfies readonly Option[];
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number]['value'];

export const MATERIAL_CATEGORIES = [
  { value: 'CEMENT', label: 'Cement' },
  { value: 'STEEL', label: 'Steel' },
  { value: 'TILES', label: 'Tiles' },
  { value: 'SANITARYWARE', label: 'Sanitaryware' },
  { value: 'WOOD', label: 'Wood' },
  { value: 'DOORS', label: 'Doors' },
  { value: 'CHEMICALS', label: 'Chemicals' },
  { value: 'PAINTS', label: 'Paints' },
  { value: 'PLUMBING', label: 'Plumbing' },
  { value: 'PIPES', label: 'Pipes' },
  { value: 'ELECTRICAL', label: 'Electrical' },
  { value: 'LIGHT_FIXTURES', label: 'Light Fixtures' },
  { value: 'ROOFING', label: 'Roofing' },
  { value: 'BRICKS', label: 'Bricks' },
  { value: 'MEP', label: 'MEP' },
  { value: 'NON_FERROUS', label: 'Non-ferrous' },
  { value: 'BITUMEN', label: 'Bitumen' },
] as const satisfies readonly Option[];
export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number]['value'];

export const INDIAN_REGIONS = [
  { value: 'NORTH', label: 'North' },
  { value: 'SOUTH', label: 'South' },
  { value: 'EAST', label: 'East' },
  { value: 'WEST', label: 'West' },
  { value: 'CENTRAL', label: 'Central' },
] as const satisfies readonly Option[];
export type IndianRegion = (typeof INDIAN_REGIONS)[number]['value'];

export const DEFAULT_CATEGORY_ID = 'default_category';
