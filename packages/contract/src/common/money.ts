import { MONEY_INPUT_MESSAGES, type MoneyInputRule, moneyInputProblem } from '@dom/domain';
import { z } from 'zod';

/**
 * The one schema of a money field a request takes (issue 30 §3): paise as a string of digits, not
 * negative unless the field is a signed adjustment, within the domain's ceiling; refused with a 400
 * naming the field, never a 500. `message` replaces the wording of the digits, sign and zero refusals
 * where a field's spec message says more; the ceiling's is always the domain's. A contract test walks
 * the catalogue for money fields that do not use it.
 */
export function moneySchema(rule: MoneyInputRule & { message?: string } = {}) {
  return z.string().superRefine((text, ctx) => {
    const problem = moneyInputProblem(text, rule);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: rule.message && problem !== MONEY_INPUT_MESSAGES.ceiling ? rule.message : problem,
      });
  });
}

/** An amount of zero or more. */
export const MoneySchema = moneySchema();
/** An amount of more than zero. */
export const PositiveMoneySchema = moneySchema({ positive: true });
/** A signed adjustment (a profit that may be a loss, a correction either way). */
export const SignedMoneySchema = moneySchema({ signed: true });
