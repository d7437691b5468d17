import { MONEY_CEILING_PAISE, MONEY_INPUT_MESSAGES } from '@dom/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_ENDPOINTS } from '../catalogue';
import { MoneySchema, PositiveMoneySchema, SignedMoneySchema } from './money';
import { fieldsOf } from './schema-fields';

/** A money field: paise (`…Paise`) or an amount (`…Amount`, `amount…`). */
const MONEY = /Paise$|Amount$|^amount/;

/** The money fields that are signed adjustments (below zero is business there), each with why. */
const SIGNED: Readonly<Record<string, string>> = {
  'POST /credit/lead body.financials[].profitPaise': 'a loss is a negative profit',
  'PUT /credit/lead/:leadKey body.financials[].profitPaise': 'a loss is a negative profit',
  'POST /credit/lead body.financials[].netWorthPaise': 'a company may be worth less than nothing',
  'PUT /credit/lead/:leadKey body.financials[].netWorthPaise': 'a company may be worth less than nothing',
};

/** Every money field a request takes (body or query), where it sits. */
const moneyFields = () =>
  ALL_ENDPOINTS.flatMap((e) =>
    (['body', 'query'] as const).flatMap((slot) => {
      const schema = e[slot] as z.ZodType | undefined;
      if (!schema) return [];
      return fieldsOf(schema, `${e.method} ${e.path} ${slot}`).filter((f) => MONEY.test(f.name));
    }),
  );

const refusedWith = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error?.issues.map((i) => i.message) ?? []);
};

const aboveCeiling = (MONEY_CEILING_PAISE + 1n).toString();

describe('the one money schema (issue 30 §3)', () => {
  it('takes paise as digits within the ceiling, and refuses the rest with the domain’s messages', () => {
    expect(MoneySchema.parse('0')).toBe('0');
    expect(MoneySchema.parse(MONEY_CEILING_PAISE.toString())).toBe(MONEY_CEILING_PAISE.toString());
    expect(refusedWith(MoneySchema, '-99999')).toEqual([MONEY_INPUT_MESSAGES.negative]);
    expect(refusedWith(MoneySchema, '9999999999999999999')).toEqual([MONEY_INPUT_MESSAGES.ceiling]);
    expect(refusedWith(MoneySchema, '-9223372036854775808')).toEqual([MONEY_INPUT_MESSAGES.negative]);
    for (const text of ['12.5', '1e3', ' 1', '01', '+1', ''])
      expect(refusedWith(MoneySchema, text), text).toEqual([MONEY_INPUT_MESSAGES.digits]);
    expect(refusedWith(MoneySchema, 100)).not.toBeNull();
    expect(refusedWith(PositiveMoneySchema, '0')).toEqual([MONEY_INPUT_MESSAGES.aboveZero]);
    expect(SignedMoneySchema.parse('-5000')).toBe('-5000');
    expect(refusedWith(SignedMoneySchema, `-${aboveCeiling}`)).toEqual([MONEY_INPUT_MESSAGES.ceiling]);
  });

  it('finds the money fields of the catalogue, the seller’s prices among them', () => {
    const paths = moneyFields().map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /buyerRFQ/seller body.prices[].freightPaise',
        'POST /share-price body.freightPaise',
        'POST /share-price body.exWorksPaise',
        'POST /credit/adhoc-limit/upsert body.amountPaise',
      ]),
    );
    expect(paths.length).toBeGreaterThan(30);
  });

  it('is the schema of every money field a request takes: none takes text, a negative or more than the ceiling', () => {
    const notUsingIt = moneyFields()
      .filter((f) => {
        const tooBig = refusedWith(f.schema, aboveCeiling);
        const negative = refusedWith(f.schema, '-1');
        const text = refusedWith(f.schema, '12.5');
        const number = refusedWith(f.schema, 100);
        return (
          !tooBig?.includes(MONEY_INPUT_MESSAGES.ceiling) ||
          (!(f.path in SIGNED) && negative === null) ||
          text === null ||
          number === null
        );
      })
      .map((f) => f.path);
    expect(notUsingIt).toEqual([]);
  });

  it('lists as signed only money fields that exist', () => {
    const paths = new Set(moneyFields().map((f) => f.path));
    for (const path of Object.keys(SIGNED)) expect(paths.has(path), path).toBe(true);
  });
});
