import {
  AMOUNT_TONE_INTENTS,
  EMPTY_PLACEHOLDER,
  type Paise,
  amountTone,
  formatCompactInr,
  formatInrWithSymbol,
  isPaiseWire,
} from '@dom/domain';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

/** Paise as the wire sends them (digit text), as bigint, or as a safe integer; anything else is no amount. */
export function toPaise(value: Paise | string | number | null | undefined): Paise | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'string') return isPaiseWire(value) ? BigInt(value) : null;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  return null;
}

export interface AmountProps {
  /** Integer paise. */
  value: Paise | string | number | null | undefined;
  /** ₹4.5K, ₹12.35L, ₹3Cr; the exact amount shows in a tooltip. */
  compact?: boolean;
  /** Zero orange, negative red, positive green (doc 1 §9); on by default. */
  coloured?: boolean;
}

/** Rupees in en-IN style with lakh grouping in every interface language. */
export function Amount({ value, compact = false, coloured = true }: AmountProps) {
  const paise = toPaise(value);
  if (paise === null) return <span>{EMPTY_PLACEHOLDER}</span>;
  const exact = formatInrWithSymbol(paise);
  const color = coloured ? `${AMOUNT_TONE_INTENTS[amountTone(paise)]}.main` : undefined;
  const text = (
    <Box
      component="span"
      sx={{ color, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      data-tone={amountTone(paise)}
    >
      {compact ? formatCompactInr(paise) : exact}
    </Box>
  );
  if (!compact) return text;
  return (
    <Tooltip title={exact}>
      <Box component="span" tabIndex={0} aria-label={exact}>
        {text}
      </Box>
    </Tooltip>
  );
}
