import type { SavedStudent } from '@classbeam/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalogues } from '../../lib/i18n/activate';
import { leavingLines, loadPlan, nameList, planLines, stranded, strandedLine } from './load-plan';

const saved = (id: number, name: string, points = 5): SavedStudent => ({
  id,
  name,
  avatar: null,
  points,
  attendanceStatus: 'present',
  row: null,
  notes: '',
});
const student = (id: number, name: string, points = 5) => ({
  id,
  name,
  points,
  attendanceStatus: 'present' as const,
  row: null,
  notes: '',
});

describe('the load confirmation', () => {
  it('says who comes back, who is hidden and whose fields change', () => {
    const plan = loadPlan(
      [saved(1, 'Ada', 9), saved(2, 'Ben'), saved(7, 'Gus'), saved(8, 'Hal')],
      [student(1, 'Ada'), student(2, 'Ben'), student(3, 'Cy')],
    );
    expect(plan.total).toBe(4);
    expect(plan.comingBack.map((s) => s.name)).toEqual(['Gus', 'Hal']);
    expect(plan.hidden.map((s) => s.name)).toEqual(['Cy']);
    expect(plan.changed).toBe(1);
    expect(planLines(plan)).toEqual([
      '2 students come back: Gus and Hal.',
      '1 current student will be hidden: Cy. Their points history and assessments are kept; Load Class lists them under Hidden students, to show again or delete.',
      '1 student takes back the saved name, points, attendance, row and notes.',
    ]);
  });

  it('puts what the hidden leave right after the line that hides them', () => {
    const plan = loadPlan([saved(1, 'Ada', 9)], [student(1, 'Ada'), student(3, 'Cy')]);
    expect(planLines(plan, ['Cy leaves the group Owls.'])).toEqual([
      '1 current student will be hidden: Cy. Their points history and assessments are kept; Load Class lists them under Hidden students, to show again or delete.',
      'Cy leaves the group Owls.',
      '1 student takes back the saved name, points, attendance, row and notes.',
    ]);
  });

  it('says so when nothing would change', () => {
    expect(planLines(loadPlan([saved(1, 'Ada')], [student(1, 'Ada')]))).toEqual([
      'The class is already as saved: nothing will change.',
    ]);
  });

  it('shortens long name lists', () => {
    expect(nameList(['A'])).toBe('A');
    expect(nameList(['A', 'B', 'C'])).toBe('A, B and C');
    expect(nameList(['A', 'B', 'C', 'D', 'E', 'F'])).toBe('A, B, C and 3 more');
  });
});

describe('what the hidden leave besides the class list', () => {
  const hidden = [
    { id: 3, name: 'Cy' },
    { id: 4, name: 'Dee' },
    { id: 5, name: 'Eli' },
  ];
  const group = (name: string, ...members: [number, string][]) => ({
    name,
    members: members.map(([id, member]) => ({ id, name: member })),
  });

  it('names the groups they leave, and only the hidden who were in one', () => {
    expect(
      leavingLines(
        hidden,
        [group('Dolphins', [1, 'Ada'], [3, 'Cy']), group('Lions', [4, 'Dee']), group('Owls')],
        null,
      ),
    ).toEqual([
      'Cy and Dee leave the groups Dolphins and Lions; Show again does not put them back.',
    ]);
    expect(leavingLines(hidden, [group('Owls', [5, 'Eli'], [2, 'Ben'])], null)).toEqual([
      'Eli leaves the group Owls; Show again does not put them back.',
    ]);
  });

  it('says an iPad turn ends when the student assessing is hidden', () => {
    expect(leavingLines(hidden, [], 4)).toEqual(["Dee's self-assessment turn on the iPad ends."]);
    expect(leavingLines(hidden, [], 1)).toEqual([]);
    expect(leavingLines(hidden, [group('Dolphins', [1, 'Ada'])], null)).toEqual([]);
  });
});

describe('students a load would strand', () => {
  it('names the hidden students no saved class holds, and says where they will be', () => {
    const hidden = [
      { id: 3, name: 'Cy' },
      { id: 4, name: 'Dee' },
    ];
    const configs = [{ studentData: [saved(1, 'Ada'), saved(3, 'Cy')] }];
    expect(stranded(hidden, configs)).toEqual([{ id: 4, name: 'Dee' }]);
    expect(strandedLine(stranded(hidden, configs))).toBe(
      'Dee is in no saved class: after this load, only Show again under Hidden students (in Load Class) brings them back. To keep them in a saved class too, cancel and save this class first.',
    );
    expect(strandedLine(stranded(hidden, [...configs, { studentData: [saved(4, 'Dee')] }]))).toBe(
      null,
    );
  });
});

describe('the load confirmation in Spanish', () => {
  beforeAll(async () => {
    await activateLocale('es');
    await loadCatalogues(['class-configs', 'class-configs.later']);
  });
  afterAll(() => activateLocale('en'));

  it('counts as plurals, and lists names as Spanish does ("e" before Inés)', () => {
    const plan = loadPlan(
      [saved(1, 'Ada', 9), saved(7, 'Gus'), saved(8, 'Inés')],
      [student(1, 'Ada'), student(3, 'Cy')],
    );
    expect(planLines(plan)).toEqual([
      'Vuelven 2 alumnos: Gus e Inés.',
      'Se ocultará 1 alumno actual: Cy. Se conservan su historial de puntos y sus evaluaciones; «Cargar clase» lo muestra en «Alumnos ocultos» para volver a mostrarlo o eliminarlo.',
      '1 alumno recupera el nombre, los puntos, la asistencia, la fila y las notas guardados.',
    ]);
    expect(nameList(['A', 'B', 'C', 'D', 'E', 'F'])).toBe('A, B, C y 3 más');
  });

  it('two counts in one sentence: the students and the groups they leave', () => {
    const hidden = [
      { id: 3, name: 'Cy' },
      { id: 4, name: 'Dee' },
    ];
    const group = (name: string, id: number) => ({ name, members: [{ id, name: '' }] });
    expect(leavingLines(hidden, [group('Delfines', 3), group('Leones', 4)], null)).toEqual([
      'Cy y Dee salen de los grupos Delfines y Leones; «Mostrar de nuevo» no deshace este cambio.',
    ]);
    expect(leavingLines(hidden.slice(0, 1), [group('Búhos', 3)], null)).toEqual([
      'Cy sale del grupo Búhos; «Mostrar de nuevo» no deshace este cambio.',
    ]);
  });
});
