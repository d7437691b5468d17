/**
 * Cities used by the demo data, with the GST state code of their state and the first three digits
 * of a real PIN code there, so a party's GSTIN state always matches its address.
 */
export interface Place {
  city: string;
  state: string;
  gstStateCode: string;
  pinPrefix: string;
  region: 'North' | 'South' | 'East' | 'West' | 'Central';
  /** The city's position (degrees), for distances between PIN codes. */
  lat: number;
  lon: number;
}

export const PLACES: readonly Place[] = [
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    gstStateCode: '27',
    pinPrefix: '400',
    region: 'West',
    lat: 19.08,
    lon: 72.88,
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    gstStateCode: '27',
    pinPrefix: '411',
    region: 'West',
    lat: 18.52,
    lon: 73.86,
  },
  {
    city: 'Nagpur',
    state: 'Maharashtra',
    gstStateCode: '27',
    pinPrefix: '440',
    region: 'Central',
    lat: 21.15,
    lon: 79.09,
  },
  {
    city: 'Nashik',
    state: 'Maharashtra',
    gstStateCode: '27',
    pinPrefix: '422',
    region: 'West',
    lat: 20.0,
    lon: 73.79,
  },
  {
    city: 'Ahmedabad',
    state: 'Gujarat',
    gstStateCode: '24',
    pinPrefix: '380',
    region: 'West',
    lat: 23.02,
    lon: 72.57,
  },
  {
    city: 'Surat',
    state: 'Gujarat',
    gstStateCode: '24',
    pinPrefix: '395',
    region: 'West',
    lat: 21.17,
    lon: 72.83,
  },
  {
    city: 'Vadodara',
    state: 'Gujarat',
    gstStateCode: '24',
    pinPrefix: '390',
    region: 'West',
    lat: 22.31,
    lon: 73.18,
  },
  {
    city: 'New Delhi',
    state: 'Delhi',
    gstStateCode: '07',
    pinPrefix: '110',
    region: 'North',
    lat: 28.61,
    lon: 77.21,
  },
  {
    city: 'Gurugram',
    state: 'Haryana',
    gstStateCode: '06',
    pinPrefix: '122',
    region: 'North',
    lat: 28.46,
    lon: 77.03,
  },
  {
    city: 'Noida',
    state: 'Uttar Pradesh',
    gstStateCode: '09',
    pinPrefix: '201',
    region: 'North',
    lat: 28.54,
    lon: 77.39,
  },
  {
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    gstStateCode: '09',
    pinPrefix: '226',
    region: 'North',
    lat: 26.85,
    lon: 80.95,
  },
  {
    city: 'Jaipur',
    state: 'Rajasthan',
    gstStateCode: '08',
    pinPrefix: '302',
    region: 'North',
    lat: 26.91,
    lon: 75.79,
  },
  {
    city: 'Chandigarh',
    state: 'Chandigarh',
    gstStateCode: '04',
    pinPrefix: '160',
    region: 'North',
    lat: 30.73,
    lon: 76.78,
  },
  {
    city: 'Ludhiana',
    state: 'Punjab',
    gstStateCode: '03',
    pinPrefix: '141',
    region: 'North',
    lat: 30.9,
    lon: 75.86,
  },
  {
    city: 'Dehradun',
    state: 'Uttarakhand',
    gstStateCode: '05',
    pinPrefix: '248',
    region: 'North',
    lat: 30.32,
    lon: 78.03,
  },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    gstStateCode: '29',
    pinPrefix: '560',
    region: 'South',
    lat: 12.97,
    lon: 77.59,
  },
  {
    city: 'Mysuru',
    state: 'Karnataka',
    gstStateCode: '29',
    pinPrefix: '570',
    region: 'South',
    lat: 12.3,
    lon: 76.64,
  },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    gstStateCode: '33',
    pinPrefix: '600',
    region: 'South',
    lat: 13.08,
    lon: 80.27,
  },
  {
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    gstStateCode: '33',
    pinPrefix: '641',
    region: 'South',
    lat: 11.02,
    lon: 76.96,
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    gstStateCode: '36',
    pinPrefix: '500',
    region: 'South',
    lat: 17.39,
    lon: 78.49,
  },
  {
    city: 'Visakhapatnam',
    state: 'Andhra Pradesh',
    gstStateCode: '37',
    pinPrefix: '530',
    region: 'South',
    lat: 17.69,
    lon: 83.22,
  },
  {
    city: 'Kochi',
    state: 'Kerala',
    gstStateCode: '32',
    pinPrefix: '682',
    region: 'South',
    lat: 9.93,
    lon: 76.27,
  },
  {
    city: 'Kolkata',
    state: 'West Bengal',
    gstStateCode: '19',
    pinPrefix: '700',
    region: 'East',
    lat: 22.57,
    lon: 88.36,
  },
  {
    city: 'Bhubaneswar',
    state: 'Odisha',
    gstStateCode: '21',
    pinPrefix: '751',
    region: 'East',
    lat: 20.3,
    lon: 85.82,
  },
  {
    city: 'Patna',
    state: 'Bihar',
    gstStateCode: '10',
    pinPrefix: '800',
    region: 'East',
    lat: 25.59,
    lon: 85.14,
  },
  {
    city: 'Ranchi',
    state: 'Jharkhand',
    gstStateCode: '20',
    pinPrefix: '834',
    region: 'East',
    lat: 23.34,
    lon: 85.31,
  },
  {
    city: 'Guwahati',
    state: 'Assam',
    gstStateCode: '18',
    pinPrefix: '781',
    region: 'East',
    lat: 26.14,
    lon: 91.74,
  },
  {
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    gstStateCode: '23',
    pinPrefix: '462',
    region: 'Central',
    lat: 23.26,
    lon: 77.41,
  },
  {
    city: 'Indore',
    state: 'Madhya Pradesh',
    gstStateCode: '23',
    pinPrefix: '452',
    region: 'Central',
    lat: 22.72,
    lon: 75.86,
  },
  {
    city: 'Raipur',
    state: 'Chhattisgarh',
    gstStateCode: '22',
    pinPrefix: '492',
    region: 'Central',
    lat: 21.25,
    lon: 81.63,
  },
];

/** The demo place of a PIN code (by its first three digits), or null for a PIN outside the demo's cities. */
export function placeOfPin(pin: string | null | undefined): Place | null {
  return (pin && PLACES.find((p) => pin.startsWith(p.pinPrefix))) || null;
}

/**
 * The road distance between two PIN codes as the e-way bill portal computes it from their
 * geography: the great-circle distance between their cities with a quarter added for the road,
 * at least 8 km within one city. Null when either PIN is outside the demo's cities.
 */
export function pinDistanceKm(from: string | null | undefined, to: string | null | undefined): number | null {
  const a = placeOfPin(from);
  const b = placeOfPin(to);
  if (!a || !b) return null;
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  const km = 2 * 6371 * Math.asin(Math.sqrt(h));
  return Math.max(8, Math.round(km * 1.25));
}
