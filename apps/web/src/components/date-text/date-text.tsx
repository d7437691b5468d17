import { formatDisplayDate, formatDisplayDateTime, toInstant } from '@dom/domain';

export interface DateTextProps {
  value: string | Date | null | undefined;
  /** Adds the IST time: "5 Mar, 2025, 2:30 PM". */
  withTime?: boolean;
}

/** "5 Mar, 2025" in IST; a dash when there is no date (doc 1 §9). */
export function DateText({ value, withTime = false }: DateTextProps) {
  const instant = toInstant(value ?? null);
  const text = withTime ? formatDisplayDateTime(value) : formatDisplayDate(value);
  if (!instant) return <span>{text}</span>;
  return (
    <time dateTime={instant.toISOString()} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </time>
  );
}
