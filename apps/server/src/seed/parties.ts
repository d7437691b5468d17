import { gstinCheckCharacter } from '@dom/domain';
import { PLACES, type Place } from './places';
import type { Rng } from './random';

const FIRST = [
  'Shree',
  'Sai',
  'Om',
  'Balaji',
  'Ganesh',
  'Krishna',
  'Mahalaxmi',
  'Jai',
  'Vinayak',
  'Surya',
  'Navkar',
  'Siddhi',
  'Royal',
  'National',
  'Bharat',
  'Kaveri',
  'Sahyadri',
  'Annapurna',
  'Amrit',
  'Deccan',
];
const SECOND = [
  'Builders',
  'Constructions',
  'Infra',
  'Developers',
  'Projects',
  'Buildcon',
  'Realty',
  'Estates',
  'Engineers',
  'Contractors',
];
const SELLER_SECOND = [
  'Traders',
  'Enterprises',
  'Distributors',
  'Agencies',
  'Steel Traders',
  'Cement Depot',
  'Hardware',
  'Sales Corporation',
  'Building Solutions',
  'Tiles Gallery',
];
const SUFFIX = ['Pvt Ltd', 'LLP', 'Private Limited', '& Co', 'Ltd'];
const STREETS = [
  'MG Road',
  'Station Road',
  'Ring Road',
  'Industrial Area Phase 2',
  'MIDC Road',
  'Nehru Nagar',
  'Gandhi Chowk',
  'Link Road',
  'Old Market Yard',
  'Transport Nagar',
];
const PEOPLE = [
  'Amit Shah',
  'Sunita Rao',
  'Rahul Verma',
  'Pooja Gupta',
  'Sanjay Patil',
  'Meena Iyer',
  'Karan Malhotra',
  'Deepa Menon',
  'Nitin Jadhav',
  'Farah Khan',
  'Gurpreet Singh',
  'Lakshmi Subramanian',
];

/** PAN of a firm: 5 letters whose 4th is the holder type (C company, F firm), 4 digits, a letter. */
export function makePan(rng: Rng, name: string): string {
  const holder = rng.pick(['C', 'C', 'F', 'P']);
  const initial = (name.match(/[A-Z]/)?.[0] ?? 'A').toUpperCase();
  return `${rng.letters(3)}${holder}${initial}${rng.digits(4)}${rng.letters(1)}`;
}

/** A valid GSTIN: state code + PAN + entity number + Z + the mod-36 check character. */
export function makeGstin(stateCode: string, pan: string, entity = 1): string {
  const first14 = `${stateCode}${pan}${entity.toString(36).toUpperCase()}Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

export function makePin(rng: Rng, place: Place): string {
  return `${place.pinPrefix}${rng.digits(3)}`;
}

export function makeMobile(rng: Rng): string {
  return `${rng.pick(['6', '7', '8', '9'])}${rng.digits(9)}`;
}

export interface PartyBase {
  code: string;
  name: string;
  gstin: string;
  pan: string;
  stateCode: string;
  addressLine1: string;
  city: string;
  state: string;
  pinCode: string;
  region: string;
  businessUnit: string;
  contactName: string;
  phone: string;
  email: string;
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 20);
}

export function makeParty(rng: Rng, kind: 'buyer' | 'seller', index: number): PartyBase {
  const place = rng.pick(PLACES);
  const name = `${rng.pick(FIRST)} ${rng.pick(kind === 'buyer' ? SECOND : SELLER_SECOND)} ${rng.pick(SUFFIX)}`;
  const pan = makePan(rng, name);
  return {
    code: `${kind === 'buyer' ? 'BUY' : 'SEL'}${String(index + 1).padStart(6, '0')}`,
    name: index < 400 ? name : `${name} ${index + 1}`,
    gstin: makeGstin(place.gstStateCode, pan),
    pan,
    stateCode: place.gstStateCode,
    addressLine1: `${rng.int(1, 420)}, ${rng.pick(STREETS)}`,
    city: place.city,
    state: place.state,
    pinCode: makePin(rng, place),
    region: place.region,
    businessUnit: rng.pick(['DIRECT', 'DIRECT', 'UTCL', 'UBS']),
    contactName: rng.pick(PEOPLE),
    phone: makeMobile(rng),
    email: `accounts@${slug(name)}${index + 1}.example.in`,
  };
}

export { PLACES };
