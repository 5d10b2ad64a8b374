import { describe, expect, it } from 'vitest';
import { byName, readRow, tablePlan } from './birth-dates-form';

const ann = { id: 1, name: 'Ann', hasBirthDate: false };
const bo = { id: 2, name: 'bo', hasBirthDate: true };
const cy = { id: 3, name: 'Cy', hasBirthDate: false };
const TODAY = '2026-11-27';

describe('the whole-class table of dates of birth', () => {
  it("reads each typed date in the teacher's order, and says when it replaces a date on file", () => {
    expect(readRow(ann, '03/02/2016', 'dmy', TODAY)).toEqual({
      kind: 'date',
      date: '2016-02-03',
      replaces: false,
    });
    expect(readRow(ann, '03/02/2016', 'mdy', TODAY)).toMatchObject({ date: '2016-03-02' });
    expect(readRow(ann, '03022016', 'dmy', TODAY)).toMatchObject({ date: '2016-02-03' });
    expect(readRow(bo, '2016-02-03', 'mdy', TODAY)).toMatchObject({ replaces: true });
    expect(readRow(ann, '  ', 'dmy', TODAY)).toEqual({ kind: 'blank' });
    expect(readRow(ann, '31/02/2016', 'dmy', TODAY)).toEqual({
      kind: 'problem',
      problem: 'not_a_date',
    });
    expect(readRow(ann, '01/01/2027', 'dmy', TODAY)).toEqual({
      kind: 'problem',
      problem: 'future',
    });
  });

  it('one save sends every date read, counts what replaces a date on file, and holds back while any text is not a date', () => {
    const plan = tablePlan(
      [ann, bo, cy],
      { 1: '03/02/2016', 2: '25/12/2015', 3: '', 9: '01/01/2015' },
      'dmy',
      TODAY,
    );
    expect(plan).toEqual({
      birthDates: [
        { studentId: 1, birthDate: '2016-02-03' },
        { studentId: 2, birthDate: '2015-12-25' },
      ],
      problems: 0,
      replacing: 1,
    });
    expect(tablePlan([ann, cy], { 1: '3/2/16', 3: '03/02/2016' }, 'dmy', TODAY)).toMatchObject({
      problems: 1,
      birthDates: [{ studentId: 3, birthDate: '2016-02-03' }],
    });
  });

  it('lists the class by name', () => {
    expect(byName([cy, bo, ann]).map((s) => s.name)).toEqual(['Ann', 'bo', 'Cy']);
  });
});
