import { describe, expect, it } from 'vitest';
import { ClassCreateSchema, ClassUpdateSchema, MESSAGES, SignUpSchema } from './index';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('class create payload', () => {
  it("needs a name and says so in the spec's words", () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 7 }]) {
      expect(message(ClassCreateSchema.safeParse(body))).toBe(MESSAGES.classNameRequired);
    }
  });

  it('trims, turns empty optional text into null and coerces the weekday from a form string', () => {
    const parsed = ClassCreateSchema.parse({
      name: ' Math ',
      grade: '',
      description: ' ',
      scheduledDate: '',
      dayOfWeek: '0',
    });
    expect(parsed).toMatchObject({
      name: 'Math',
      grade: null,
      description: null,
      scheduledDate: null,
      dayOfWeek: 0,
    });
  });

  it('accepts a userId from the spec form but keeps only recognised fields', () => {
    expect(ClassCreateSchema.safeParse({ name: 'A', userId: 'someone' }).success).toBe(true);
    expect(ClassCreateSchema.safeParse({ name: 'A', owner: 'someone' }).success).toBe(false);
    expect(ClassUpdateSchema.parse({ name: 'B', userId: 'someone' })).toEqual({ name: 'B' });
  });

  it('in an update, a missing field is left alone while an empty one clears it', () => {
    const untouched = ClassUpdateSchema.parse({ grade: '6' });
    expect('dayOfWeek' in untouched && untouched.dayOfWeek !== undefined).toBe(false);
    expect(untouched.scheduledDate).toBeUndefined();
    expect(ClassUpdateSchema.parse({ dayOfWeek: '' }).dayOfWeek).toBeNull();
    expect(ClassUpdateSchema.parse({ scheduledDate: '' }).scheduledDate).toBeNull();
  });

  it('refuses impossible dates and weekdays outside 0..6', () => {
    expect(message(ClassCreateSchema.safeParse({ name: 'A', scheduledDate: '2026-02-29' }))).toBe(
      'That date does not exist',
    );
    expect(ClassCreateSchema.safeParse({ name: 'A', scheduledDate: '2028-02-29' }).success).toBe(
      true,
    );
    expect(ClassCreateSchema.safeParse({ name: 'A', dayOfWeek: 7 }).success).toBe(false);
    expect(ClassCreateSchema.safeParse({ name: 'A', dayOfWeek: 1.5 }).success).toBe(false);
    for (const odd of [true, [3], '3.0', ' 3', {}]) {
      expect(
        ClassCreateSchema.safeParse({ name: 'A', dayOfWeek: odd }).success,
        JSON.stringify(odd),
      ).toBe(false);
    }
  });
});

describe('sign-up payload', () => {
  it('normalises the email and refuses malformed ones', () => {
    expect(
      SignUpSchema.parse({ email: ' Ada@School.TEST ', password: 'x', firstName: 'Ada' }).email,
    ).toBe('ada@school.test');
    expect(message(SignUpSchema.safeParse({ email: 'ada', password: 'x', firstName: 'Ada' }))).toBe(
      'Enter a valid email address',
    );
  });
});
