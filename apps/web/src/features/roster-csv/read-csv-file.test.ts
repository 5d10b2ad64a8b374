import { describe, expect, it } from 'vitest';
import { CsvFileProblem, csvTable, decodeCsv, fileProblem } from './read-csv-file';

const file = (name: string, size = 10, type = '') => ({ name, size, type });
const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CsvFileProblem) return error.message;
    throw error;
  }
  return null;
};

describe('a picked file', () => {
  it('must be a .csv (or say text/csv), not empty and at most 1 MB', () => {
    expect(fileProblem(file('Class 5B.CSV'))).toBeNull();
    expect(fileProblem(file('export', 10, 'text/csv'))).toBeNull();
    expect(fileProblem(file('roster.xlsx'))).toBe(
      '"roster.xlsx" is not a CSV file. Choose a .csv file (in a spreadsheet: Save As, CSV).',
    );
    expect(fileProblem(file('a.csv', 0))).toBe('The file is empty.');
    expect(fileProblem(file('a.csv', 1024 * 1024))).toBeNull();
    expect(fileProblem(file('a.csv', 2.5 * 1024 * 1024))).toBe(
      'The file is too large (2.5 MB). A CSV import can be at most 1 MB.',
    );
  });

  it('says a size just over the limit so that it never reads as the limit itself', () => {
    expect(fileProblem(file('a.csv', 1024 * 1024 + 5))).toBe(
      'The file is too large (1.1 MB). A CSV import can be at most 1 MB.',
    );
    expect(fileProblem(file('a.csv', 3 * 1024 * 1024))).toContain('(3.0 MB)');
  });

  it('is read as UTF-8 without its BOM, else as Excel’s Windows-1252; binary is refused', () => {
    const utf8 = new TextEncoder().encode('\uFEFFName\nZoë 李\n');
    expect(decodeCsv(utf8)).toEqual({ text: 'Name\nZoë 李\n', unreadable: false });
    expect(decodeCsv(new Uint8Array([0x4e, 0x0a, 0x4a, 0x6f, 0x73, 0xe9]))).toEqual({
      text: 'N\nJosé',
      unreadable: false,
    });
    // A UTF-16 export with its byte-order mark, both byte orders.
    const le = new Uint8Array([0xff, 0xfe, 0x4e, 0, 0x0a, 0, 0x5a, 0, 0xeb, 0]);
    expect(decodeCsv(le).text.replace(/^\uFEFF/, '')).toBe('N\nZë');
    const be = new Uint8Array([0xfe, 0xff, 0, 0x4e, 0, 0x0a, 0x67, 0x4e]);
    expect(decodeCsv(be).text.replace(/^\uFEFF/, '')).toBe('N\n李');
    expect(problemOf(() => decodeCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00])))).toBe(
      'This file is not text. Save the class list as CSV and try again.',
    );
  });

  it('reads a UTF-8 file with a stray byte as UTF-8, and says some characters could not be read', () => {
    const bytes = Uint8Array.from([
      ...new TextEncoder().encode('Name\r\nZoë\r\nRené\r\n'),
      0x96,
      ...new TextEncoder().encode('Li\r\n'),
    ]);
    expect(decodeCsv(bytes)).toEqual({
      text: 'Name\r\nZoë\r\nRené\r\n\uFFFDLi\r\n',
      unreadable: true,
    });
  });

  it('still reads a Windows-1252 file whole, even where two of its bytes look like UTF-8', () => {
    // '"Müller, Jörg",»Gruß« an Zoë': ß« (DF AB) is a well-formed UTF-8 sequence by chance.
    const bytes = Uint8Array.from([
      ...[0x4e, 0x61, 0x6d, 0x65, 0x2c, 0x4e, 0x6f, 0x74, 0x65, 0x73, 0x0d, 0x0a, 0x22, 0x4d],
      ...[0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x2c, 0x20, 0x4a, 0xf6, 0x72, 0x67, 0x22, 0x2c, 0xbb],
      ...[0x47, 0x72, 0x75, 0xdf, 0xab, 0x20, 0x61, 0x6e, 0x20, 0x5a, 0x6f, 0xeb, 0x0d, 0x0a],
    ]);
    expect(decodeCsv(bytes)).toEqual({
      text: 'Name,Notes\r\n"Müller, Jörg",»Gruß« an Zoë\r\n',
      unreadable: false,
    });
  });
});

describe('the table sent to the preview', () => {
  it('is the header line and every record after it, trailing blank lines left off', () => {
    expect(csvTable('\uFEFFName;Notes\r\nAnn;"a, b"\r\n\r\nBo;\r\n\r\n')).toEqual({
      headers: ['other columns', 'Name', 'Notes'],
      records: [['', 'Ann', 'a, b'], [], ['', 'Bo']],
      separator: ';',
    });
  });

  it('sends only the columns the import reads, so a school export of 80 columns fits', () => {
    const headers = ['ID', 'Name', 'Email', ...Array.from({ length: 76 }, (_, i) => `C${i}`)];
    const line = (name: string, email: string, notes: string) =>
      ['7', name, email, ...Array.from({ length: 76 }, () => 'x'), notes].join(',');
    const text = [[...headers, 'Notes'].join(','), line('Ann', 'a@b', 'kind'), line('', 'c', '')];
    expect(csvTable(text.join('\r\n'))).toEqual({
      // Email stays as the column after Name (a split name would spill into it).
      headers: ['other columns', 'Name', 'Email', 'Notes'],
      records: [
        ['7', 'Ann', 'a@b', 'kind'],
        ['7', '', 'c'],
      ],
      separator: ',',
    });
  });

  it('reads a file whose header line has no separator as one column: "Smith, John" is one name', () => {
    expect(csvTable('Name\r\nSmith, John\r\nDoe, Jane\r\n"Lee, ""Ann"""\r\n')).toEqual({
      // No separator at all: nothing is said of one.
      headers: ['other columns', 'Name'],
      records: [
        ['', 'Smith, John'],
        ['', 'Doe, Jane'],
        ['', 'Lee, "Ann"'],
      ],
    });
  });

  it('says why a file cannot be imported', () => {
    expect(problemOf(() => csvTable('  \n'))).toBe('The file is empty.');
    expect(problemOf(() => csvTable('Points,Notes\n3,x\n'))).toBe(
      'The file has no Name column. Its first line must name the columns, one of them Name.',
    );
    expect(problemOf(() => csvTable('Name,Notes\n'))).toBe(
      'The file has no students: only the line of column names.',
    );
    expect(problemOf(() => csvTable('Name,Notes\nAnn,"open\nBo,x\n'))).toMatch(
      /^The file is not valid CSV: a quoted cell on line \d+ is never closed\.$/,
    );
    // A one-column list with a quoted name and more after it: the quote is closed, text follows.
    expect(problemOf(() => csvTable('Name\nAda\n"Smith, John",x\n'))).toBe(
      'The file is not valid CSV: on line 3, text follows the closing quote of a quoted cell.',
    );
    const big = `Name\n${Array.from({ length: 2001 }, (_, i) => `S${i}`).join('\n')}`;
    expect(problemOf(() => csvTable(big))).toBe(
      'A CSV import holds at most 2,000 students. This file has 2,001 rows.',
    );
  });
});
