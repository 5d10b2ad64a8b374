import { CSV_EXPORT_COLUMNS } from '@classbeam/contracts/constants';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { formulaLike, neutraliseCell, restoreCell } from './csv-cells';
import {
  type ExportStudent,
  exportFileName,
  exportRecord,
  exportTable,
  fileNamePart,
} from './roster-export';
import {
  csvDelimiter,
  type ExistingStudent,
  importColumns,
  nameKey,
  narrowTable,
  planImport,
  planRows,
  skipReasonText,
} from './roster-import';

/**
 * Characters a spreadsheet may skip or show as nothing before a formula sign: zero-width and
 * other format characters, the NEL control, and Unicode white space. Listed here by hand, not
 * taken from the code under test.
 */
const INVISIBLE = [
  ['U+200B zero-width space', '\u200B'],
  ['U+200C zero-width non-joiner', '\u200C'],
  ['U+200D zero-width joiner', '\u200D'],
  ['U+2060 word joiner', '\u2060'],
  ['U+180E Mongolian vowel separator', '\u180E'],
  ['U+FEFF byte order mark', '\uFEFF'],
  ['U+0085 next line', '\u0085'],
  ['U+00AD soft hyphen', '\u00AD'],
  ['U+00A0 no-break space', '\u00A0'],
  ['U+2000 en quad', '\u2000'],
  ['U+2003 em space', '\u2003'],
  ['U+2007 figure space', '\u2007'],
  ['U+200A hair space', '\u200A'],
  ['U+202F narrow no-break space', '\u202F'],
  ['U+205F medium mathematical space', '\u205F'],
  ['U+3000 ideographic space', '\u3000'],
  ['U+2028 line separator', '\u2028'],
] as const;
const INVISIBLE_CHARS = INVISIBLE.map(([, char]) => char);

const FORMULA = new RegExp(`^[ ${INVISIBLE_CHARS.join('')}]*[=+\\-@\\t\\r]`, 'u');

describe('formula neutralising (S13)', () => {
  it('RC1: a cell starting with = + - @ tab or CR gets a quote, also after leading spaces', () => {
    for (const cell of ['=1+1', '+1', '-A1', '@SUM(A1)', '\tx', '\rx', '   =HYPERLINK("x")'])
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('RC1: ordinary text, and a quote before harmless text, stay as they are', () => {
    for (const cell of ['Ann', 'x=1', 'Needs help with - signs', "'tis", '', '  ', 'Ålesund'])
      expect(neutraliseCell(cell)).toBe(cell);
  });

  it('RC1: full-width signs and any white space before a sign are formulas too', () => {
    for (const cell of ['\uFF1D1+1', '\uFF0BA1', '\uFF0D2', '\uFF20SUM(A1)', '\u00A0=1+1', ' \t=1'])
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    expect(restoreCell(`'\uFF1D1+1`)).toBe('\uFF1D1+1');
  });

  describe.each(INVISIBLE)('RC1: %s before a sign is leading white space', (_, char) => {
    it.each(['=1+1', '+A1', '-A1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("x")'])(
      'before %j: neutralised, and read back exactly',
      (formula) => {
        for (const cell of [
          `${char}${formula}`,
          `${char}${char}${formula}`,
          ` ${char} ${formula}`,
        ]) {
          expect(formulaLike(cell)).toBe(true);
          expect(neutraliseCell(cell)).toBe(`'${cell}`);
          expect(restoreCell(neutraliseCell(cell))).toBe(cell);
        }
      },
    );

    it('before harmless text, or alone: left as it is', () => {
      for (const cell of [`${char}Ann`, `${char}`, `${char}x=1`, `'${char}Ann`])
        expect(neutraliseCell(cell)).toBe(cell);
      // A number behind it is no longer the plain number a spreadsheet would sum.
      expect(neutraliseCell(`${char}-3`)).toBe(`'${char}-3`);
    });
  });

  it('RC1: quotes in front of a formula are one more quote, so the import can undo exactly one', () => {
    expect(neutraliseCell("'=x")).toBe("''=x");
    expect(restoreCell("''=x")).toBe("'=x");
  });

  it('RC2: a plain number, negative or decimal, is data and stays a number', () => {
    for (const cell of ['-3', '-2.5', '12']) expect(formulaLike(cell)).toBe(false);
    expect(neutraliseCell('-3')).toBe('-3');
    expect(formulaLike('-3 points')).toBe(true);
  });

  it('RC1: no neutralised cell can start a formula', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            "'",
            '=',
            '-',
            '+',
            '@',
            ' ',
            '\t',
            '\r',
            '1',
            '.',
            'a',
            ...INVISIBLE_CHARS,
          ),
        }),
        (text) => {
          const cell = neutraliseCell(text);
          expect(FORMULA.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell)).toBe(false);
        },
      ),
    );
  });

  it('RC3: reading back what the export wrote gives the text exactly', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            "'",
            '=',
            '-',
            '+',
            '@',
            ' ',
            '\t',
            '\r',
            'a',
            '1',
            ...INVISIBLE_CHARS,
          ),
        }),
        (text) => {
          expect(restoreCell(neutraliseCell(text))).toBe(text);
        },
      ),
    );
  });
});

const student = (over: Partial<ExportStudent> = {}): ExportStudent => ({
  id: 1,
  name: 'Ann Lee',
  points: 7,
  attendanceStatus: 'present',
  row: 3,
  notes: 'Front row',
  ...over,
});

describe('export rows', () => {
  it("RC4: the spec's nine columns, with the day's teacher assessment", () => {
    const table = exportTable([student(), student({ id: 2, name: 'Bo', row: null })], (id) =>
      id === 1 ? { understanding: 4, behavior: 5, growth: 3, goalProgress: 2 } : undefined,
    );
    expect(table.fields).toEqual([
      'Name',
      'Points',
      'Attendance',
      'Row',
      'Notes',
      'Understanding',
      'Behavior',
      'Growth',
      'Goal Progress',
    ]);
    expect(table.data).toEqual([
      ['Ann Lee', 7, 'Present', 3, 'Front row', 4, 5, 3, 2],
      ['Bo', 7, 'Present', '', 'Front row', '', '', '', ''],
    ]);
  });

  it('RC4: no goal progress without a goal; absent and late read as words', () => {
    expect(
      exportRecord(student({ attendanceStatus: 'late' }), {
        understanding: 1,
        behavior: 2,
        growth: 3,
        goalProgress: null,
      }),
    ).toEqual(['Ann Lee', 7, 'Late', 3, 'Front row', 1, 2, 3, '']);
    expect(exportRecord(student({ attendanceStatus: 'absent' }))[2]).toBe('Absent');
  });

  it('RC2: negative points stay a number while a formula-looking name and note are neutralised', () => {
    const record = exportRecord(student({ name: '=cmd|x', points: -2, notes: '@SUM(1)' }));
    expect(record.slice(0, 2)).toEqual(["'=cmd|x", -2]);
    expect(record[4]).toBe("'@SUM(1)");
  });

  it("RC4: the file is named by the class's name and the date, safe on every system", () => {
    expect(exportFileName('Year 6', 12, '2026-11-27')).toBe('Year 6 students 2026-11-27.csv');
    expect(exportFileName('Maths 3/4: "Set" <A>|B?*', 12, '2026-11-27')).toBe(
      'Maths 3-4- -Set- -A--B-- students 2026-11-27.csv',
    );
    expect(exportFileName('  ..Klasse\t3ä\n  ', 12, '2026-11-27')).toBe(
      'Klasse 3ä students 2026-11-27.csv',
    );
    // A right-to-left override could make 'txt.exe' look like 'exe.txt'.
    expect(exportFileName('evil\u202Etxt.exe', 12, '2026-11-27')).toBe(
      'eviltxt.exe students 2026-11-27.csv',
    );
    expect(exportFileName('三年二班', 12, '2026-11-27')).toBe('三年二班 students 2026-11-27.csv');
    expect(exportFileName('...', 12, '2026-11-27')).toBe('class-12 students 2026-11-27.csv');
    expect(exportFileName('\u200B', 12, '2026-11-27')).toBe('class-12 students 2026-11-27.csv');
  });

  it('RC4: a long name is cut to 180 bytes of UTF-8, never inside a character', () => {
    const cjk = '班'.repeat(100);
    const part = fileNamePart(cjk);
    expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(180);
    expect(part).toBe('班'.repeat(60));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (name) => {
        const file = exportFileName(name, 7, '2026-11-27');
        expect(file).not.toMatch(/[<>:"/\\|?*\p{Cc}\p{Cf}]/u);
        expect(file).toMatch(/ students 2026-11-27\.csv$/);
        expect(new TextEncoder().encode(file).length).toBeLessThanOrEqual(255);
        const base = file.slice(0, -' students 2026-11-27.csv'.length);
        expect(base).not.toMatch(/^[\s.]|[\s.]$/u);
        expect(base.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });
});

const existing: ExistingStudent[] = [
  { id: 10, name: 'Ann Lee', notes: 'Kind', hasBirthDate: false },
  { id: 11, name: 'Bo Chen', notes: '', hasBirthDate: false },
];
const plan = (
  records: string[][],
  headers = ['Name', 'Row', 'Notes'],
  roster = existing,
  hidden: string[] = [],
) => {
  const result = planImport({ headers, records }, roster, hidden);
  if (!result) throw new Error('no name column');
  return result;
};

describe('import columns', () => {
  it('RC5: headers are read lowercased and trimmed, a BOM before the first one ignored', () => {
    expect(importColumns(['\uFEFFNAME', ' notes ', 'Row/Table'])).toEqual({
      name: 0,
      row: 2,
      notes: 1,
      birthDate: null,
    });
    expect(importColumns(['Student Name', 'Points'])).toEqual({
      name: 0,
      row: null,
      notes: null,
      birthDate: null,
    });
  });

  it('RC5: a file without a name column has no plan', () => {
    expect(importColumns(['Points', 'Notes'])).toBeNull();
    expect(planImport({ headers: ['Points'], records: [['3']] }, existing)).toBeNull();
  });

  it('RC5: the separator comes from the header line', () => {
    expect(csvDelimiter('Name,Notes\r\nAnn,"a;b;c"')).toBe(',');
    expect(csvDelimiter('Name;Notes\nAnn;a,b')).toBe(';');
    expect(csvDelimiter('Name\tNotes\nAnn\tx')).toBe('\t');
  });

  it('RC5: a header line without a separator is one column: a line is one name, commas and all', () => {
    const read = (text: string) => Papa.parse<string[]>(text, { delimiter: csvDelimiter(text) });
    const parsed = read('Name\r\nSmith, John\r\n"Lee; ""Ann"""\r\nDoe\tJane\r\n"two\nlines"');
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      ['Name'],
      ['Smith, John'],
      ['Lee; "Ann"'],
      ['Doe\tJane'],
      ['two\nlines'],
    ]);
    // Whatever characters the file holds, the one-column separator is none of them.
    const odd = 'Name\nA\uE000B\uE001C';
    expect(read(odd).data).toEqual([['Name'], ['A\uE000B\uE001C']]);
  });
});

describe('import plan: dates of birth (RC17)', () => {
  const dated: ExistingStudent[] = [
    { id: 10, name: 'Ann Lee', notes: 'Kind', hasBirthDate: true },
    { id: 11, name: 'Bo Chen', notes: '', hasBirthDate: false },
  ];
  const withDates = (
    records: string[][],
    dateOrder?: 'dmy' | 'mdy' | 'ymd',
    headers = ['Name', 'Notes', 'Date of Birth'],
  ) => planImport({ headers, records, ...(dateOrder && { dateOrder }) }, dated, [], '2026-11-27');

  it('RC17: the column goes by the names school systems give it', () => {
    for (const header of [
      'Date of Birth',
      'DOB',
      'd.o.b.',
      'Birth Date',
      'Birthdate',
      'birth_date',
      'date_of_birth',
      'DateOfBirth',
      'Student DOB',
      'Pupil Date of Birth',
      'Birthday',
      'Date of Birth (DD/MM/YYYY)',
    ])
      expect(importColumns(['Name', header])?.birthDate, header).toBe(1);
    for (const header of ['Date', 'Birth place', 'Date enrolled', 'Age'])
      expect(importColumns(['Name', header])?.birthDate, header).toBeNull();
  });

  it("RC17: a new student gets the file's date in the teacher's order; the preview shows it", () => {
    const result = withDates([['Cy Diaz', '', '03/02/2016']], 'dmy');
    expect(result?.outcomes[0]).toMatchObject({ action: 'create', birthDate: '2016-02-03' });
    expect(result && planRows(result)).toEqual([
      {
        line: 2,
        name: 'Cy Diaz',
        action: 'create',
        birthDate: { kind: 'set', date: '2016-02-03' },
      },
    ]);
    const monthFirst = withDates([['Cy Diaz', '', '03/02/2016']], 'mdy');
    expect(monthFirst?.outcomes[0]).toMatchObject({ birthDate: '2016-03-02' });
    // A file that does not say is read month first, the spec's MM/DD/YYYY.
    expect(withDates([['Cy Diaz', '', '03/02/2016']])?.outcomes[0]).toMatchObject({
      birthDate: '2016-03-02',
    });
  });

  it('RC17: a matched student gets the date only: set where none is on file, else replaced unseen', () => {
    const result = withDates(
      [
        ['Bo Chen', '', '2015-12-25'],
        ['Ann Lee', '', '2016-02-03'],
      ],
      'dmy',
    );
    expect(result?.outcomes).toEqual([
      {
        line: 2,
        name: 'Bo Chen',
        action: 'update',
        studentId: 11,
        notes: null,
        birthDate: '2015-12-25',
        dateView: { kind: 'set', date: '2015-12-25' },
      },
      {
        line: 3,
        name: 'Ann Lee',
        action: 'update',
        studentId: 10,
        notes: null,
        birthDate: '2016-02-03',
        dateView: { kind: 'replace', date: '2016-02-03' },
      },
    ]);
    expect(result && planRows(result).map((r) => r.action === 'update' && r.notes)).toEqual([
      false,
      false,
    ]);
    expect(result?.counts).toEqual({ create: 0, update: 2, unchanged: 0, skip: 0 });
  });

  it('RC17: a date that cannot be read is flagged on its line, and the line imports without it', () => {
    const result = withDates(
      [
        ['Cy', '', '31/02/2016'],
        ['Dee', '', '3/2/16'],
        ['Eve', '', '03/02/2061'],
        ['Bo Chen', '', 'soon'],
        ['Ann Lee', 'New note', 'x'.repeat(60)],
        ['Fay', '', ''],
      ],
      'dmy',
    );
    expect(result && planRows(result)).toEqual([
      {
        line: 2,
        name: 'Cy',
        action: 'create',
        birthDate: { kind: 'problem', problem: 'not_a_date', value: '31/02/2016' },
      },
      {
        line: 3,
        name: 'Dee',
        action: 'create',
        birthDate: { kind: 'problem', problem: 'two_digit_year', value: '3/2/16' },
      },
      {
        line: 4,
        name: 'Eve',
        action: 'create',
        birthDate: { kind: 'problem', problem: 'future', value: '03/02/2061' },
      },
      {
        line: 5,
        name: 'Bo Chen',
        action: 'unchanged',
        birthDate: { kind: 'problem', problem: 'not_a_date', value: 'soon' },
      },
      {
        line: 6,
        name: 'Ann Lee',
        action: 'update',
        notes: true,
        birthDate: { kind: 'problem', problem: 'not_a_date', value: 'x'.repeat(40) },
      },
      { line: 7, name: 'Fay', action: 'create' },
    ]);
    expect(
      result?.outcomes.map((o) => (o.action === 'create' || o.action === 'update') && o.birthDate),
    ).toEqual([null, null, null, false, null, null]);
    expect(result?.counts).toEqual({ create: 4, update: 1, unchanged: 1, skip: 0 });
  });

  it('RC17: a skipped line sets no date, and a file without the column plans as before', () => {
    const result = withDates([
      ['Cy', '', '2016-02-03'],
      ['cy', '', '2015-01-01'],
    ]);
    expect(result?.outcomes[1]).toMatchObject({ action: 'skip', reason: { code: 'duplicate' } });
    expect(result && planRows(result)[1]).not.toHaveProperty('birthDate');
    const plain = withDates([['Bo Chen', 'x']], 'dmy', ['Name', 'Notes']);
    expect(plain?.outcomes[0]).toMatchObject({ action: 'update', notes: 'x', birthDate: null });
  });
});

describe('import plan', () => {
  it('RC6: a new name is created with its row and notes; lines count from the header', () => {
    const result = plan([['  Cy Diaz ', '4', ' Likes maps ']]);
    expect(result.outcomes).toEqual([
      {
        line: 2,
        name: 'Cy Diaz',
        action: 'create',
        row: 4,
        notes: 'Likes maps',
        birthDate: null,
      },
    ]);
    expect(result.counts).toEqual({ create: 1, update: 0, unchanged: 0, skip: 0 });
  });

  it('RC6: wholly blank lines are left out, and the lines after keep their file numbers', () => {
    const result = plan([
      ['', '', ''],
      ['Cy', '', ''],
      [' ', '  ', ''],
    ]);
    expect(planRows(result)).toEqual([{ line: 3, name: 'Cy', action: 'create' }]);
  });

  it('RC11: a line without a name is skipped', () => {
    const [row] = plan([['  ', '2', 'orphan note']]).outcomes;
    expect(row).toMatchObject({ line: 2, action: 'skip', reason: { code: 'no_name' } });
  });

  it('RC11: a name over the student-name limit is skipped (and cut for the screen)', () => {
    const long = 'x'.repeat(81);
    const [row] = plan([
      [long, '', ''],
      ['x'.repeat(80), '', ''],
    ]).outcomes;
    expect(row).toMatchObject({ action: 'skip', reason: { code: 'name_too_long' } });
    expect(row?.name).toBe(`${'x'.repeat(80)}…`);
    expect(plan([['x'.repeat(80), '', '']]).counts.create).toBe(1);
  });

  it('RC7: a row outside 1..10 is skipped; blank is fine', () => {
    const result = plan([
      ['A', '0', ''],
      ['B', '11', ''],
      ['C', 'two', ''],
      ['D', '2.5', ''],
      ['E', '-1', ''],
      ['F', ' 10 ', ''],
      ['G', '', ''],
    ]);
    expect(result.outcomes.map((o) => o.action)).toEqual([
      'skip',
      'skip',
      'skip',
      'skip',
      'skip',
      'create',
      'create',
    ]);
    expect(result.outcomes[1]).toMatchObject({
      reason: { code: 'row_out_of_range', value: '11' },
    });
    expect(result.outcomes.slice(5)).toMatchObject([{ row: 10 }, { row: null }]);
  });

  it('RC11: notes over the notes limit are skipped, never cut', () => {
    const [row] = plan([['Cy', '', 'n'.repeat(2001)]]).outcomes;
    expect(row).toMatchObject({ action: 'skip', reason: { code: 'notes_too_long' } });
  });

  it('RC11: a line with a filled cell beyond the last column name is skipped, before anything else', () => {
    const result = plan(
      [
        ['Smith', ' John'],
        ['', 'x', '', 'y'],
        ['Ann Lee', '', 'Kind', '', ' '],
        ['Cy', '', '', '', ''],
      ],
      ['Name', 'Row', 'Notes'],
    );
    expect(planRows(result)).toEqual([
      {
        line: 2,
        name: 'Smith',
        action: 'skip',
        // The rest of the name in Row/Table: said as a split name (RC16).
        reason: { code: 'row_out_of_range', value: 'John', split: true },
      },
      { line: 3, name: '', action: 'skip', reason: { code: 'extra_cells' } },
      { line: 4, name: 'Ann Lee', action: 'unchanged' },
      { line: 5, name: 'Cy', action: 'create' },
    ]);
    const split = plan(
      [
        ['Smith', ' John'],
        ['Doe', ' Jane'],
      ],
      ['Name'],
    );
    expect(planRows(split)).toEqual([
      { line: 2, name: 'Smith', action: 'skip', reason: { code: 'extra_cells' } },
      { line: 3, name: 'Doe', action: 'skip', reason: { code: 'extra_cells' } },
    ]);
    expect(split.counts).toEqual({ create: 0, update: 0, unchanged: 0, skip: 2 });
    // A hand-typed 'Name,' header: its blank last column name is no column.
    const trailing = plan(
      [
        ['Smith', ' John'],
        ['Ann Lee', ''],
      ],
      ['Name', ''],
    );
    expect(planRows(trailing)).toEqual([
      { line: 2, name: 'Smith', action: 'skip', reason: { code: 'extra_cells' } },
      { line: 3, name: 'Ann Lee', action: 'unchanged' },
    ]);
  });

  it('RC11: a line skipped for its own fault does not take its name: the next line with it counts', () => {
    const result = plan([
      ['Cara', '11', ''],
      ['cara', '2', 'second'],
      ['CARA', '', 'third'],
      ['Dee', '', 'n'.repeat(2001)],
      ['dee', '', ''],
    ]);
    expect(planRows(result)).toEqual([
      { line: 2, name: 'Cara', action: 'skip', reason: { code: 'row_out_of_range', value: '11' } },
      { line: 3, name: 'cara', action: 'create' },
      { line: 4, name: 'CARA', action: 'skip', reason: { code: 'duplicate', firstLine: 3 } },
      { line: 5, name: 'Dee', action: 'skip', reason: { code: 'notes_too_long' } },
      { line: 6, name: 'dee', action: 'create' },
    ]);
  });

  it('RC11: a name met again in the file is a duplicate of the first line', () => {
    const result = plan([
      ['Cy Diaz', '', 'first'],
      ['cy  DIAZ', '', 'second'],
      ['Ann Lee', '', ''],
      ['ann lee', '', 'other'],
    ]);
    expect(planRows(result)).toEqual([
      { line: 2, name: 'Cy Diaz', action: 'create' },
      { line: 3, name: 'cy  DIAZ', action: 'skip', reason: { code: 'duplicate', firstLine: 2 } },
      { line: 4, name: 'Ann Lee', action: 'unchanged' },
      { line: 5, name: 'ann lee', action: 'skip', reason: { code: 'duplicate', firstLine: 4 } },
    ]);
  });

  it('RC8: names match trimmed, ignoring case, inner spaces and the Unicode form', () => {
    expect(nameKey('  ANN   lee ')).toBe(nameKey('Ann Lee'));
    expect(nameKey('Zoe\u0308')).toBe(nameKey('Zoë'));
    const roster = [{ id: 5, name: 'Zoë', notes: '', hasBirthDate: false }];
    expect(plan([['ZOE\u0308', '', 'new']], undefined, roster).outcomes[0]).toMatchObject({
      action: 'update',
      studentId: 5,
    });
  });

  it('RC9: a matching student gets the new notes and nothing else', () => {
    const [row] = plan([['ann lee', '9', 'Needs glasses']]).outcomes;
    expect(row).toEqual({
      line: 2,
      name: 'ann lee',
      action: 'update',
      studentId: 10,
      notes: 'Needs glasses',
      birthDate: null,
    });
  });

  it('RC10: a blank notes cell never erases, and the same notes are no update', () => {
    const result = plan([
      ['Ann Lee', '', ''],
      ['Bo Chen', '', '   '],
    ]);
    expect(result.outcomes.map((o) => o.action)).toEqual(['unchanged', 'unchanged']);
    expect(plan([['Ann Lee', '', ' Kind ']]).outcomes[0]?.action).toBe('unchanged');
    expect(plan([['Ann Lee']], ['Name']).counts).toEqual({
      create: 0,
      update: 0,
      unchanged: 1,
      skip: 0,
    });
  });

  it('RC9: a name two students of the class share is skipped, not guessed', () => {
    const roster = [...existing, { id: 12, name: 'Ann  Lee ', notes: '', hasBirthDate: false }];
    const [row] = plan([['Ann Lee', '', 'x']], undefined, roster).outcomes;
    expect(row).toMatchObject({ action: 'skip', reason: { code: 'ambiguous', count: 2 } });
    // Written neither way: not guessed either.
    const cased = [...existing, { id: 12, name: 'ANN LEE', notes: '', hasBirthDate: false }];
    const [other] = plan([['ann lee', '', 'x']], undefined, cased).outcomes;
    expect(other).toMatchObject({ action: 'skip', reason: { code: 'ambiguous', count: 2 } });
  });

  it('RC9: among names that differ only in case, the one written exactly so is matched', () => {
    const roster = [
      { id: 20, name: 'Sam', notes: '', hasBirthDate: false },
      { id: 21, name: 'sam', notes: '', hasBirthDate: false },
    ];
    const result = plan(
      [
        ['sam', '', 'lower'],
        ['Sam', '', 'upper'],
        ['SAM', '', 'neither'],
      ],
      undefined,
      roster,
    );
    expect(result.outcomes).toEqual([
      { line: 2, name: 'sam', action: 'update', studentId: 21, notes: 'lower', birthDate: null },
      { line: 3, name: 'Sam', action: 'update', studentId: 20, notes: 'upper', birthDate: null },
      { line: 4, name: 'SAM', action: 'skip', reason: { code: 'ambiguous', count: 2 } },
    ]);
  });

  it('RC11: two lines meaning one student are a duplicate, whatever their case', () => {
    const result = plan([
      ['Ann Lee', '', 'first'],
      ['ANN LEE', '', 'second'],
    ]);
    expect(planRows(result)[1]).toEqual({
      line: 3,
      name: 'ANN LEE',
      action: 'skip',
      reason: { code: 'duplicate', firstLine: 2 },
    });
  });

  it('RC14: a new name a hidden student has is created, and the preview is told', () => {
    const result = plan(
      [
        ['mo', '', ''],
        ['Ann Lee', '', ''],
        ['Cy', '', ''],
      ],
      undefined,
      existing,
      ['Mo', 'Ann Lee'],
    );
    expect(planRows(result)).toEqual([
      { line: 2, name: 'mo', action: 'create', hiddenNamesake: true },
      // An active student of the name is matched as ever; the hidden one is not mentioned.
      { line: 3, name: 'Ann Lee', action: 'unchanged' },
      { line: 4, name: 'Cy', action: 'create' },
    ]);
    expect(result.outcomes[0]).toMatchObject({ action: 'create', hiddenNamesake: true });
  });

  it('RC15: a wide file is narrowed to the cells the plan reads, and plans the same', () => {
    const headers = [
      'Email',
      'Name',
      'Phone',
      'Notes',
      ...Array.from({ length: 76 }, (_, i) => `c${i}`),
    ];
    const wide = (cells: Record<number, string>) =>
      Array.from({ length: 80 }, (_, i) => cells[i] ?? '');
    const table = {
      headers,
      records: [
        wide({ 0: 'a@b', 1: 'Cy', 3: 'note', 60: '2026-01-01' }),
        wide({ 0: 'only@mail' }),
        wide({}),
        [...wide({ 1: 'Lee', 3: ' Ann' }), '', 'split'],
      ],
    };
    const narrow = narrowTable(table);
    // Phone stays as the column after Name (RC16); the other columns' cell goes first.
    expect(narrow?.headers).toEqual(['other columns', 'Name', 'Phone', 'Notes']);
    expect(narrow?.records).toEqual([
      ['a@b', 'Cy', '', 'note'],
      ['only@mail'],
      [],
      ['', 'Lee', '', ' Ann', 'split'],
    ]);
    expect(narrow && planImport(narrow, existing)).toEqual(planImport(table, existing));
    expect(narrowTable({ headers: ['Email'], records: [] })).toBeNull();
  });

  it('RC15: for any table, the narrowed one plans exactly the same', () => {
    const cell = fc.constantFrom(
      '',
      ' ',
      'Ann Lee',
      'ann lee',
      'Cy',
      '3',
      '12',
      'x',
      ' Ann',
      'Lee',
      '03/02/2016',
      '2016-02-03',
      '31/02/2016',
      '3/2/16',
    );
    const header = fc.constantFrom(
      '',
      '  ',
      ' Notes',
      'Name',
      'name ',
      'Row',
      'Notes',
      'Email',
      'Student',
      'table',
      'DOB',
      'Date of Birth',
    );
    fc.assert(
      fc.property(
        fc.array(header, { minLength: 1, maxLength: 7 }),
        fc.array(fc.array(cell, { maxLength: 9 }), { maxLength: 8 }),
        fc.constantFrom(undefined, ',', ';', '\t'),
        fc.constantFrom(undefined, 'dmy', 'mdy', 'ymd' as const),
        (headers, records, separator, dateOrder) => {
          const table = {
            headers,
            records,
            ...(separator && { separator }),
            ...(dateOrder && { dateOrder }),
          };
          const narrow = narrowTable(table);
          const whole = planImport(table, existing, ['Cy']);
          if (!narrow) expect(whole).toBeNull();
          else expect(planImport(narrow, existing, ['Cy'])).toEqual(whole);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('RC16: a one-word name with a spaced word after it, under a header without spaces, is told as a possible split', () => {
    const result = plan(
      [
        ['Lee', ' Ann'],
        ['Ann Lee', ' Very kind'],
        ['Cy', 'Likes maps'],
        ['Bo Chen', ''],
        ['Ng', ' 7'],
      ],
      ['Name', 'Notes', 'Email'],
    );
    expect(planRows(result)).toEqual([
      { line: 2, name: 'Lee', action: 'create', maybeSplit: true },
      // Two words: not the first half of 'Lee, Ann'. A cell without the space: as written.
      { line: 3, name: 'Ann Lee', action: 'update', notes: true },
      { line: 4, name: 'Cy', action: 'create' },
      { line: 5, name: 'Bo Chen', action: 'unchanged' },
      { line: 6, name: 'Ng', action: 'create' },
    ]);
    // A hand-typed 'Name, Notes' header with spaces after its commas: the file's own style.
    const spaced = plan([['Lee', ' Ann']], ['Name', ' Notes']);
    expect(planRows(spaced)).toEqual([{ line: 2, name: 'Lee', action: 'create' }]);
    // Only a comma splits a name: in a file of semicolons the space is the file's style.
    const semicolons = planImport(
      { headers: ['Name', 'Notes'], records: [['Ann', ' Kind']], separator: ';' },
      [],
    );
    expect(semicolons && planRows(semicolons)).toEqual([
      { line: 2, name: 'Ann', action: 'create' },
    ]);
    // A table named by letters is a bad row, not a split name.
    const [tables] = planRows(plan([['Cy', 'B2', '']]));
    expect(tables).toMatchObject({ reason: { code: 'row_out_of_range', value: 'B2' } });
    expect(tables).not.toMatchObject({ reason: { split: true } });
  });

  it('RC3: cells the export neutralised are read back as they were', () => {
    const [row] = plan([["'=Ann", '', "'+note"]], undefined, []).outcomes;
    expect(row).toMatchObject({ name: '=Ann', notes: '+note', action: 'create' });
  });

  it('RC12: each skip reason reads as a sentence', () => {
    expect(skipReasonText({ code: 'extra_cells' })).toBe(
      'More cells than column names: a name or note with a comma needs quotes, as in "Lee, Ann"',
    );
    expect(skipReasonText({ code: 'no_name' })).toBe('No name');
    expect(skipReasonText({ code: 'name_too_long' })).toBe('Name longer than 80 characters');
    expect(skipReasonText({ code: 'notes_too_long' })).toBe('Notes longer than 2,000 characters');
    expect(skipReasonText({ code: 'row_out_of_range', value: '12' })).toBe(
      'Row/Table "12" is not a whole number from 1 to 10',
    );
    // The rest of a name split at its comma, said as such; a table named by letters is not.
    expect(skipReasonText({ code: 'row_out_of_range', value: 'Ann', split: true })).toBe(
      'Row/Table "Ann" is not a whole number from 1 to 10 (a name with a comma needs quotes, as in "Lee, Ann")',
    );
    expect(skipReasonText({ code: 'row_out_of_range', value: 'Table 3' })).toBe(
      'Row/Table "Table 3" is not a whole number from 1 to 10',
    );
    expect(skipReasonText({ code: 'duplicate', firstLine: 4 })).toBe('Same name as line 4');
    expect(skipReasonText({ code: 'ambiguous', count: 2 })).toBe(
      '2 students in the class have this name',
    );
  });
});

/** The export as the server writes it, read back as the dashboard reads a file. */
function roundTrip(students: ExportStudent[]) {
  const text = `\uFEFF${Papa.unparse(
    exportTable(students, () => undefined),
    { newline: '\r\n' },
  )}`;
  const body = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(body, {
    delimiter: csvDelimiter(body),
    skipEmptyLines: false,
  });
  const [headers = [], ...records] = parsed.data;
  return {
    parsed,
    plan: planImport(
      { headers, records },
      students.map((s) => ({ ...s, hasBirthDate: false })),
    ),
  };
}

describe('round trip', () => {
  it('RC13: exporting a class and importing the file into it changes nothing', () => {
    const students = [
      student({ id: 1, name: '=HYPERLINK("http://x")', notes: '-rude, "quoted"\nsecond line' }),
      student({ id: 2, name: 'Мария Иванова', notes: "'=already quoted", points: -3 }),
      student({ id: 3, name: '李小龙', notes: '  @home  ', row: null }),
      student({ id: 4, name: 'Zoë  ', notes: '' }),
      // Add Student lets names differing only in case in; each reads back as itself.
      student({ id: 5, name: 'Sam', notes: 'a' }),
      student({ id: 6, name: 'sam', notes: 'b' }),
      // Invisible before a sign: neutralised on the way out, the quote taken off on the way in.
      student({ id: 7, name: '\u200B=cmd|x', notes: '\uFEFF+1' }),
      student({ id: 8, name: 'Noor', notes: '\u0085@SUM(A1)' }),
    ];
    const { parsed, plan: result } = roundTrip(students);
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual([...CSV_EXPORT_COLUMNS]);
    expect(result?.counts).toEqual({ create: 0, update: 0, unchanged: 8, skip: 0 });
  });

  it('RC13: for any roster of names written differently, the round trip plans no change', () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom("'", '=', '-', '+', '@', ' ', '\t', '\r', '\n', '"', ',', ';'),
        fc.constantFrom(...INVISIBLE_CHARS),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      ),
      maxLength: 30,
    });
    const roster = fc.uniqueArray(
      fc.record({
        name: text.map((s) => s.trim()).filter((s) => s.length > 0 && s.length <= 80),
        notes: text,
        points: fc.integer({ min: -50, max: 50 }),
        row: fc.option(fc.integer({ min: 1, max: 10 })),
      }),
      // Distinct as written (case counts; RC8's spaces and Unicode form do not).
      { selector: (s) => s.name.normalize('NFC').trim().replace(/\s+/g, ' '), maxLength: 8 },
    );
    fc.assert(
      fc.property(roster, (rows) => {
        const students = rows.map((r, i) => ({
          ...r,
          id: i + 1,
          attendanceStatus: 'late' as const,
        }));
        const { plan: result } = roundTrip(students);
        expect(result?.counts.create).toBe(0);
        expect(result?.counts.update).toBe(0);
        expect(result?.counts.skip).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
