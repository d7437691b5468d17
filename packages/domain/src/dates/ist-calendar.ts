/*
 * India has kept a fixed +05:30 offset with no daylight saving since 1945, so IST wall time is
 * the UTC instant shifted by 330 minutes. Plain arithmetic keeps this exact and independent of
 * the host's time zone and ICU data.
 */
export const IST_TIME_ZONE = 'Asia/Kolkata';
export const IST_UTC_OFFSET = '+05:30';
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day written 'YYYY-MM-DD'. Such strings sort in date order. */
export type IsoDate = string;

/** An inclusive span of calendar days. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

export interface IstParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

// setUTCFullYear, unlike Date.UTC, does not map years 0–99 onto 1900–1999.
function utc(year: number, monthIndex: number, day: number, ms = 0): Date {
  const date = new Date(ms);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

function isoOfUtc(date: Date): IsoDate {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Builds a calendar day, carrying overflowing months and days (month 13 is next January). */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return isoOfUtc(utc(year, month - 1, day));
}

/** Splits a real calendar day; null for text that is not one (2025-02-30 included). */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isoDate(year, month, day) === text ? { year, month, day } : null;
}

export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null;
}

function requireIsoDate(text: IsoDate): { year: number; month: number; day: number } {
  const parts = parseIsoDate(text);
  if (!parts) throw new RangeError(`Not a calendar date: ${text}`);
  return parts;
}

export function istParts(instant: Date): IstParts {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

/** The IST calendar day an instant falls on. */
export function istDateOf(instant: Date): IsoDate {
  return isoOfUtc(new Date(instant.getTime() + IST_OFFSET_MS));
}

/** The instant of 00:00 IST on a calendar day. */
export function istMidnight(date: IsoDate): Date {
  const { year, month, day } = requireIsoDate(date);
  return new Date(utc(year, month - 1, day).getTime() - IST_OFFSET_MS);
}

/**
 * Reads what the server and the pickers send. 'YYYY-MM-DD' is that IST calendar day (its
 * midnight); a date-time without a zone is IST wall time, never the host's local time; one with
 * Z or an offset is that instant. Anything unreadable is null.
 */
export function toInstant(input: string | Date | null | undefined): Date | null {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  const text = input.trim();
  if (ISO_DATE.test(text)) return isIsoDate(text) ? istMidnight(text) : null;
  const local = ISO_LOCAL_DATE_TIME.exec(text);
  if (local) {
    const day = `${local[1]}-${local[2]}-${local[3]}`;
    if (!isIsoDate(day)) return null;
    const [hour, minute, second] = [Number(local[4]), Number(local[5]), Number(local[6] ?? '0')];
    if (hour > 23 || minute > 59 || second > 59) return null;
    const ms = Number((local[7] ?? '0').padEnd(3, '0'));
    return new Date(istMidnight(day).getTime() + ((hour * 60 + minute) * 60 + second) * 1000 + ms);
  }
  if (!HAS_ZONE.test(text)) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** The IST calendar day of any accepted input; null when unreadable. */
export function toIstDate(input: string | Date | null | undefined): IsoDate | null {
  if (typeof input === 'string' && ISO_DATE.test(input.trim())) {
    return isIsoDate(input.trim()) ? input.trim() : null;
  }
  const instant = toInstant(input);
  return instant ? istDateOf(instant) : null;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = requireIsoDate(date);
  return isoDate(year, month, day + days);
}

/** Same day of month `months` later, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = requireIsoDate(date);
  const lastDay = Number(endOfMonth(isoDate(year, month + months, 1)).slice(8));
  return isoDate(year, month + months, Math.min(day, lastDay));
}

export function startOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 8)}01`;
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = requireIsoDate(date);
  return isoDate(year, month + 1, 0);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: IsoDate): number {
  const { year, month, day } = requireIsoDate(date);
  return utc(year, month - 1, day).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((istMidnight(to).getTime() - istMidnight(from).getTime()) / DAY_MS);
}
