import { formatRupees } from '../money/rupees-text';

/**
 * Minimum order value (MOV, `ops-supply/mov/validate`, issue 19): a seller takes an order only when
 * what it is to be paid for it reaches its minimum. A seller's own rule wins over the default rule
 * (the one without a seller); with neither, every value meets it.
 */
export interface MovRule {
  sellerId: string | null;
  minOrderValuePaise: bigint;
}

export interface MovCheck {
  /** The minimum that applies (null: no rule). */
  movPaise: bigint | null;
  meets: boolean;
  /** How much is missing (0 when met). */
  shortfallPaise: bigint;
  /** The message shown when it is not met, null otherwise. */
  message: string | null;
}

/** The rule for a seller: its own, else the default one. */
export function movRuleFor(rules: readonly MovRule[], sellerId: string): MovRule | null {
  return rules.find((r) => r.sellerId === sellerId) ?? rules.find((r) => r.sellerId === null) ?? null;
}

/** The words shown when a seller's order value is below its minimum order value. */
export function movNotMetMessage(sellerName: string, valuePaise: bigint, movPaise: bigint): string {
  return (
    `Order value ${formatRupees(valuePaise)} for ${sellerName} is below the minimum order value of ` +
    `${formatRupees(movPaise)} (short by ${formatRupees(movPaise - valuePaise)}).`
  );
}

/** Whether `valuePaise` for the seller meets its minimum order value. */
export function checkMov(
  rules: readonly MovRule[],
  sellerId: string,
  sellerName: string,
  valuePaise: bigint,
): MovCheck {
  const rule = movRuleFor(rules, sellerId);
  if (!rule) return { movPaise: null, meets: true, shortfallPaise: 0n, message: null };
  const meets = valuePaise >= rule.minOrderValuePaise;
  return {
    movPaise: rule.minOrderValuePaise,
    meets,
    shortfallPaise: meets ? 0n : rule.minOrderValuePaise - valuePaise,
    message: meets ? null : movNotMetMessage(sellerName, valuePaise, rule.minOrderValuePaise),
  };
}
