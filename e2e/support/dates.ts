/**
 * Days for what the browser tests type, relative to today in India (issue 44: a test never names a
 * fixed day, which the calendar overtakes). IST is UTC+05:30 all year.
 */
const IST_MS = 330 * 60_000;

/** The IST calendar day `offset` days from today, as YYYY-MM-DD. */
export function istDay(offset = 0): string {
  return new Date(Date.now() + IST_MS + offset * 86_400_000).toISOString().slice(0, 10);
}

/** 10:30 India time on the day `offset` days from today, as an ISO date-time with +05:30. */
export function istMorning(offset = 0): string {
  return `${istDay(offset)}T10:30:00+05:30`;
}
