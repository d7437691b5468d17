import { z } from 'zod';

/** Y / Yes / N / No (any case) to true or false; anything else refused with the column's message. */
export const yesNo = (what: string) =>
  z.string().transform((text, ctx) => {
    const v = text.trim().toUpperCase();
    if (v === 'Y' || v === 'YES') return true;
    if (v === 'N' || v === 'NO') return false;
    ctx.addIssue({ code: 'custom', message: `Enter Y or N for ${what}` });
    return z.NEVER;
  });
