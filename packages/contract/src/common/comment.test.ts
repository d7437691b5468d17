import { COMMENT_SPECIAL_CHARACTERS_MESSAGE } from '@dom/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_ENDPOINTS } from '../catalogue';
import { CommentSchema, RequiredCommentSchema } from './comment';
import { fieldsOf, isTextField } from './schema-fields';

/** Free text a person types: comments, remarks, reasons, feedback, narrations. */
const FREE_TEXT = /(comment|remark|feedback|narration)s?$|^reason(OfIssue)?$/i;

/** Every free-text field a request takes (body or query), where it sits. */
const freeTextFields = () =>
  ALL_ENDPOINTS.flatMap((e) =>
    (['body', 'query'] as const).flatMap((slot) => {
      const schema = e[slot] as z.ZodType | undefined;
      if (!schema) return [];
      return fieldsOf(schema, `${e.method} ${e.path} ${slot}`).filter(
        (f) => FREE_TEXT.test(f.name) && isTextField(f.schema),
      );
    }),
  );

describe('the one comment schema (issue 30 §7)', () => {
  it('refuses <, > and & with the spec’s message, and keeps plain text', () => {
    for (const text of ['a < b', 'a > b', 'R&D']) {
      const parsed = CommentSchema.safeParse(text);
      expect(parsed.success, text).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(COMMENT_SPECIAL_CHARACTERS_MESSAGE);
    }
    expect(CommentSchema.parse('Approved: rate agreed at ₹410 per bag, 30 days')).toBe(
      'Approved: rate agreed at ₹410 per bag, 30 days',
    );
    expect(RequiredCommentSchema.safeParse('  ').success).toBe(false);
  });

  it('finds the comments of the survey, the extraction feedback and the approval centre', () => {
    const paths = freeTextFields().map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /campaign/feedback/:token body.comment',
        'POST /extraction/feedback body.feedback',
        'POST /approval-center/approve body.comment',
      ]),
    );
    expect(paths.length).toBeGreaterThan(30);
  });

  it('is the schema of every free-text field a request takes: none lets markup through', () => {
    const letThrough = freeTextFields()
      .filter((f) => {
        const parsed = f.schema.safeParse('<script>alert(1)</script> & more');
        return (
          parsed.success || !parsed.error.issues.some((i) => i.message === COMMENT_SPECIAL_CHARACTERS_MESSAGE)
        );
      })
      .map((f) => f.path);
    expect(letThrough).toEqual([]);
  });
});
