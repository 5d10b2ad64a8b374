import { describe, expect, it } from 'vitest';
import { givenToText, historyCsvHeader, historyCsvRecord, historyFileName } from './history-csv';
import { exportFileName, exportTable } from './roster-export';
import { importColumns } from './roster-import';
import { english, fillIn, type Translate } from './texts';

/** A stand-in catalogue: every text marked, its placeholders filled, so the test sees each. */
const marked: Translate = (text, values) => `«${fillIn(text, values)}»`;

describe('the CSV files in the reader’s language (decision 0169)', () => {
  it('English by default, word for word the spec’s', () => {
    expect(historyCsvHeader()).toEqual([
      'Date',
      'Time',
      'Student',
      'Skill',
      'Points',
      'Given to',
      'Removed',
    ]);
    expect(givenToText({ target: 'group', group: 'Owls' })).toBe('Group: Owls');
    expect(english('Group: {group}', {})).toBe('Group: {group}');
  });

  it('every fixed word goes through the translation; names and numbers do not', () => {
    const award = {
      date: '2026-11-25',
      time: '09:05',
      student: 'Sam',
      skill: null,
      points: -1,
      target: 'class' as const,
      group: null,
      removed: true,
    };
    expect(historyCsvHeader(marked)[0]).toBe('«Date»');
    expect(historyCsvRecord(award, marked)).toEqual([
      '2026-11-25',
      '09:05',
      'Sam',
      '«No skill»',
      -1,
      '«Whole class»',
      '«Yes»',
    ]);
    expect(givenToText({ target: 'group', group: 'Owls' }, marked)).toBe('«Group: Owls»');
    const table = exportTable(
      [{ id: 1, name: 'Ana', points: 5, attendanceStatus: 'late', row: null, notes: '' }],
      () => undefined,
      marked,
    );
    expect(table.fields[0]).toBe('«Name»');
    expect(table.data[0]?.[2]).toBe('«Late»');
    expect(exportFileName('6B', 1, '2026-11-25', marked)).toBe('«6B students 2026-11-25.csv»');
    expect(historyFileName('6B', 1, '2026-11-01', '2026-11-25', marked)).toBe(
      '«6B behaviour 2026-11-01 to 2026-11-25.csv»',
    );
  });

  it('a class named like a placeholder keeps its name', () => {
    expect(exportFileName('{date}', 1, '2026-11-25')).toBe('{date} students 2026-11-25.csv');
  });

  it('the import reads Spanish headers, a Spanish date-of-birth column among them', () => {
    expect(importColumns(['Nombre', 'Puntos', 'Asistencia', 'Fila', 'Notas'])).toEqual({
      name: 0,
      row: 3,
      notes: 4,
      birthDate: null,
    });
    expect(importColumns(['Alumno', 'Fecha de nacimiento'])?.birthDate).toBe(1);
    expect(importColumns(['nombre', 'Fecha de nacimiento del alumno'])?.birthDate).toBe(1);
    expect(importColumns(['Nombre', 'Cumpleaños'])?.birthDate).toBe(1);
  });
});
