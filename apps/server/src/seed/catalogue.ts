import type { Rng } from './random';

/** Product families of the demo catalogue: real brands, HSN codes and GST rates of each material. */
interface Family {
  category: string;
  level1: string;
  subcategory: string;
  brands: readonly string[];
  variants: readonly string[];
  sizes: readonly string[];
  unit: string;
  hsn: string;
  gstBp: number;
  /** Price range per unit in rupees. */
  price: readonly [number, number];
  weightPerUnit: number | null;
}

const FAMILIES: readonly Family[] = [
  {
    category: 'cement',
    level1: 'Building Materials',
    subcategory: 'Cement Bags',
    brands: ['UltraTech', 'ACC', 'Ambuja', 'Shree', 'Dalmia', 'Birla A1'],
    variants: ['OPC 43', 'OPC 53', 'PPC', 'PSC'],
    sizes: ['50 kg bag'],
    unit: 'BAG',
    hsn: '2523',
    gstBp: 2800,
    price: [330, 450],
    weightPerUnit: 0.05,
  },
  {
    category: 'steel',
    level1: 'Building Materials',
    subcategory: 'TMT Bars',
    brands: ['JSW Neosteel', 'Tata Tiscon', 'SAIL', 'Jindal Panther', 'Kamdhenu'],
    variants: ['Fe 500', 'Fe 500D', 'Fe 550D'],
    sizes: ['8 mm', '10 mm', '12 mm', '16 mm', '20 mm', '25 mm', '32 mm'],
    unit: 'MT',
    hsn: '7214',
    gstBp: 1800,
    price: [48000, 65000],
    weightPerUnit: 1,
  },
  {
    category: 'tiles',
    level1: 'Tiles & Surfaces',
    subcategory: 'Vitrified Tiles',
    brands: ['Kajaria', 'Somany', 'Johnson', 'Nitco', 'Orientbell'],
    variants: ['Glossy', 'Matt', 'Rustic', 'Double Charge'],
    sizes: ['600x600 mm', '800x800 mm', '600x1200 mm', '300x300 mm'],
    unit: 'BOX',
    hsn: '6907',
    gstBp: 1800,
    price: [650, 2400],
    weightPerUnit: 0.028,
  },
  {
    category: 'sanitaryware',
    level1: 'Sanitaryware & Bathfittings',
    subcategory: 'Closets and Basins',
    brands: ['Hindware', 'Cera', 'Jaquar', 'Parryware', 'Kohler'],
    variants: ['Wall Hung Closet', 'One Piece Closet', 'Table Top Basin', 'Pedestal Basin'],
    sizes: ['White', 'Ivory'],
    unit: 'PCS',
    hsn: '6910',
    gstBp: 1800,
    price: [2800, 24000],
    weightPerUnit: 0.025,
  },
  {
    category: 'wood',
    level1: 'Wood & Laminates',
    subcategory: 'Plywood',
    brands: ['Century Ply', 'Greenply', 'Kitply', 'Austin'],
    variants: ['MR Grade', 'BWR Grade', 'BWP Marine'],
    sizes: ['6 mm', '9 mm', '12 mm', '18 mm', '25 mm'],
    unit: 'SHEET',
    hsn: '4412',
    gstBp: 1800,
    price: [900, 4200],
    weightPerUnit: 0.03,
  },
  {
    category: 'doors',
    level1: 'Wood & Laminates',
    subcategory: 'Flush Doors',
    brands: ['Century', 'Greenply', 'Fenesta'],
    variants: ['Flush Door', 'Laminated Door', 'Membrane Door'],
    sizes: ['2100x900 mm', '2100x750 mm', '2000x800 mm'],
    unit: 'PCS',
    hsn: '4418',
    gstBp: 1800,
    price: [3200, 11000],
    weightPerUnit: 0.035,
  },
  {
    category: 'chemicals',
    level1: 'Construction Chemicals',
    subcategory: 'Waterproofing',
    brands: ['Dr. Fixit', 'Fosroc', 'Sika', 'MYK Laticrete'],
    variants: ['Waterproofing Liquid', 'Tile Adhesive', 'Grout', 'Crack Filler'],
    sizes: ['1 kg', '5 kg', '20 kg'],
    unit: 'PCS',
    hsn: '3824',
    gstBp: 1800,
    price: [180, 5200],
    weightPerUnit: 0.01,
  },
  {
    category: 'paints',
    level1: 'Paints',
    subcategory: 'Emulsions',
    brands: ['Asian Paints', 'Berger', 'Nerolac', 'Dulux', 'Indigo'],
    variants: ['Interior Emulsion', 'Exterior Emulsion', 'Primer', 'Enamel'],
    sizes: ['1 L', '4 L', '10 L', '20 L'],
    unit: 'PCS',
    hsn: '3209',
    gstBp: 1800,
    price: [260, 9800],
    weightPerUnit: 0.012,
  },
  {
    category: 'plumbing',
    level1: 'Pipes & Plumbing',
    subcategory: 'Fittings',
    brands: ['Supreme', 'Ashirvad', 'Astral', 'Prince'],
    variants: ['CPVC Elbow', 'CPVC Tee', 'UPVC Coupler', 'Ball Valve'],
    sizes: ['1/2 inch', '3/4 inch', '1 inch', '2 inch'],
    unit: 'PCS',
    hsn: '3917',
    gstBp: 1800,
    price: [12, 640],
    weightPerUnit: 0.0005,
  },
  {
    category: 'pipes',
    level1: 'Pipes & Plumbing',
    subcategory: 'Pipes',
    brands: ['Supreme', 'Finolex', 'Astral', 'Prince', 'Jain'],
    variants: ['CPVC SDR 11', 'UPVC SCH 40', 'PVC ASTM', 'HDPE PE 100'],
    sizes: ['20 mm', '25 mm', '32 mm', '40 mm', '63 mm', '110 mm'],
    unit: 'PCS',
    hsn: '3917',
    gstBp: 1800,
    price: [180, 3600],
    weightPerUnit: 0.004,
  },
  {
    category: 'electrical',
    level1: 'Electricals',
    subcategory: 'Wires and Cables',
    brands: ['Havells', 'Polycab', 'Finolex', 'KEI', 'RR Kabel'],
    variants: ['FR PVC Wire', 'FRLS Wire', 'Armoured Cable'],
    sizes: ['1 sq mm', '1.5 sq mm', '2.5 sq mm', '4 sq mm', '6 sq mm'],
    unit: 'COIL',
    hsn: '8544',
    gstBp: 1800,
    price: [900, 14500],
    weightPerUnit: 0.01,
  },
  {
    category: 'light fixtures',
    level1: 'Electricals',
    subcategory: 'LED Lighting',
    brands: ['Philips', 'Syska', 'Wipro', 'Havells'],
    variants: ['LED Panel', 'LED Batten', 'Flood Light', 'Street Light'],
    sizes: ['10 W', '18 W', '36 W', '100 W'],
    unit: 'PCS',
    hsn: '9405',
    gstBp: 1800,
    price: [240, 8600],
    weightPerUnit: 0.002,
  },
  {
    category: 'roofing',
    level1: 'Building Materials',
    subcategory: 'Roofing Sheets',
    brands: ['Tata Shaktee', 'JSW Colouron', 'Everest', 'Visaka'],
    variants: ['Galvalume Sheet', 'Colour Coated Sheet', 'Fibre Cement Sheet'],
    sizes: ['0.35 mm', '0.45 mm', '0.50 mm'],
    unit: 'SHEET',
    hsn: '7210',
    gstBp: 1800,
    price: [780, 3900],
    weightPerUnit: 0.02,
  },
  {
    category: 'bricks',
    level1: 'Building Materials',
    subcategory: 'AAC Blocks',
    brands: ['Magicrete', 'Renacon', 'Siporex', 'Biltech'],
    variants: ['AAC Block', 'Fly Ash Brick', 'Solid Block'],
    sizes: ['600x200x100 mm', '600x200x150 mm', '600x200x200 mm'],
    unit: 'CUM',
    hsn: '6810',
    gstBp: 1200,
    price: [3600, 5200],
    weightPerUnit: 0.65,
  },
  {
    category: 'MEP',
    level1: 'Electricals',
    subcategory: 'Switchgear',
    brands: ['Schneider', 'Legrand', 'L&T', 'Siemens'],
    variants: ['MCB', 'RCCB', 'Distribution Board', 'Isolator'],
    sizes: ['6 A', '16 A', '32 A', '63 A'],
    unit: 'PCS',
    hsn: '8536',
    gstBp: 1800,
    price: [180, 9800],
    weightPerUnit: 0.0004,
  },
  {
    category: 'non-ferrous',
    level1: 'Metals',
    subcategory: 'Aluminium',
    brands: ['Hindalco', 'Nalco', 'Vedanta'],
    variants: ['Aluminium Ingot', 'Aluminium Wire Rod', 'Aluminium Sheet'],
    sizes: ['99.7%', 'EC Grade', '1 mm'],
    unit: 'MT',
    hsn: '7601',
    gstBp: 1800,
    price: [210000, 265000],
    weightPerUnit: 1,
  },
  {
    category: 'bitumen',
    level1: 'Building Materials',
    subcategory: 'Bitumen',
    brands: ['IOCL', 'HPCL', 'BPCL'],
    variants: ['VG 30', 'VG 40', 'CRMB 60'],
    sizes: ['Bulk', '156 kg drum'],
    unit: 'MT',
    hsn: '2713',
    gstBp: 1800,
    price: [42000, 56000],
    weightPerUnit: 1,
  },
];

/** Each category's price range per unit in rupees (cement per bag, TMT per tonne, tiles per box…). */
export const CATEGORY_PRICE_RANGES: Readonly<Record<string, readonly [number, number]>> = Object.fromEntries(
  FAMILIES.map((f) => [f.category, f.price]),
);

export interface ProductRow {
  sku: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  level1Category: string;
  hsn: string;
  unit: string;
  gstRateBasisPoints: number;
  listPricePaise: bigint;
  weightPerUnit: string | null;
}

/** Every brand × variant × size of every family, in a stable order, until `count` products. */
export function generateProducts(rng: Rng, count: number): ProductRow[] {
  const all: ProductRow[] = [];
  let serial = 0;
  for (let round = 0; all.length < count; round++) {
    for (const f of FAMILIES) {
      for (const brand of f.brands) {
        for (const variant of f.variants) {
          for (const size of f.sizes) {
            if (all.length >= count) return all;
            serial++;
            const rupees = rng.int(f.price[0], f.price[1]);
            const paise = BigInt(rupees) * 100n + BigInt(rng.pick([0, 0, 50, 25, 75]));
            const suffix = round === 0 ? '' : ` (Pack ${round + 1})`;
            all.push({
              sku: `${f.category
                .slice(0, 3)
                .toUpperCase()
                .replace(/[^A-Z]/g, 'X')}-${String(serial).padStart(6, '0')}`,
              name: `${brand} ${variant} ${size}${suffix}`,
              brand,
              category: f.category,
              subcategory: f.subcategory,
              level1Category: f.level1,
              hsn: f.hsn,
              unit: f.unit,
              gstRateBasisPoints: f.gstBp,
              listPricePaise: paise,
              weightPerUnit: f.weightPerUnit === null ? null : f.weightPerUnit.toFixed(3),
            });
          }
        }
      }
    }
  }
  return all;
}
