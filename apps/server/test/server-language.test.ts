import { CSV_EXPORT_COLUMNS, DEFAULT_SCHEDULE, DEFAULT_SKILLS } from '@classbeam/contracts';
import { csvDelimiter } from '@classbeam/domain/roster-csv';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { localDate } from '../src/modules/operations/operations.service';
import type { Teacher, TestContext } from './context';
import { addStudents, opId } from './fixtures';
import { setUpServer } from './set-up';

/*
 * The server's texts in the teacher's language (docs/decisions/0169): the roster and history
 * CSV files and a new class's skills and schedule follow the account's language, else the
 * request's Accept-Language, else English (the spec's words); a Spanish export imports back.
 */
let ctx: TestContext;
let teacher: Teacher;
let other: Teacher;
setUpServer((s) => ({ ctx, teacher, other } = s), { teachers: 2 });

const TODAY = localDate(new Date());

const setLanguage = (as: Teacher, language: 'en' | 'es' | null) =>
  ctx.request({ method: 'PATCH', url: '/api/auth/user', as, payload: { language } });

async function newClass(as: Teacher, headers: Record<string, string> = {}): Promise<number> {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/classes',
    as,
    headers,
    payload: { name: '6B {date}' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const tableOf = (text: string) => {
  const body = text.replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(body, { delimiter: csvDelimiter(body) });
  const [headers = [], ...records] = data;
  return { headers, records: records.filter((r) => r.some((c) => c !== '')) };
};

const get = (url: string, as: Teacher, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'GET', url, as, headers });

async function skillNames(classId: number, as: Teacher): Promise<string[]> {
  const res = await get(`/api/classes/${classId}/skills`, as);
  expect(res.statusCode).toBe(200);
  return (res.json() as { name: string }[]).map((s) => s.name);
}

async function scheduleNames(classId: number): Promise<string[]> {
  const row = await ctx.db
    .selectFrom('class_settings')
    .select('class_schedule')
    .where('class_id', '=', classId)
    .executeTakeFirstOrThrow();
  return row.class_schedule.map((a) => a.name);
}

/** A class with two students and a few awards: a student's, the class's, one without a skill. */
async function classWithHistory(as: Teacher): Promise<number> {
  const classId = await newClass(as);
  const [ana] = await addStudents(ctx, as, classId, ['Ana', 'Ben']);
  const skills = (await get(`/api/classes/${classId}/skills`, as)).json() as { id: number }[];
  const ops = [
    { opId: opId(), kind: 'points', studentId: ana, delta: 1, skillId: skills[0]?.id },
    { opId: opId(), kind: 'class-points', delta: 1, skillId: skills[1]?.id },
    { opId: opId(), kind: 'points', studentId: ana, delta: -1 },
  ];
  const res = await ctx.request({
    method: 'POST',
    url: '/api/ops',
    as,
    payload: { classId, ops },
  });
  expect(res.json().rejected).toEqual([]);
  return classId;
}

describe('a new class in the teacher’s language', () => {
  it('a Spanish teacher’s class gets Spanish skills and schedule; an English one the spec’s', async () => {
    await setLanguage(teacher, 'es');
    const spanish = await newClass(teacher);
    expect(await skillNames(spanish, teacher)).toEqual([
      'Ayuda a los demás',
      'Atención a la tarea',
      'Participación',
      'Perseverancia',
      'Trabajo en equipo',
      'Esfuerzo',
      'Falta de respeto',
      'Tarea sin hacer',
      'Distracción',
      'Hablar sin turno',
      'Sin material',
    ]);
    expect(await scheduleNames(spanish)).toEqual([
      'Saludo y asistencia',
      'Repaso',
      'Contenido nuevo',
      'Juego principal',
      'Tarea principal',
      'Cierre y tareas',
    ]);
    const minutes = await ctx.db
      .selectFrom('class_settings')
      .select('class_schedule')
      .where('class_id', '=', spanish)
      .executeTakeFirstOrThrow();
    expect(minutes.class_schedule.map((a) => a.duration)).toEqual(
      DEFAULT_SCHEDULE.map((a) => a.duration),
    );

    await setLanguage(other, 'en');
    const english = await newClass(other, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(await skillNames(english, other)).toEqual(DEFAULT_SKILLS.map((s) => s.name));
    expect(await scheduleNames(english)).toEqual(DEFAULT_SCHEDULE.map((a) => a.name));

    // Changing the account's language later renames nothing: a class keeps its names.
    await setLanguage(teacher, 'en');
    expect((await skillNames(spanish, teacher))[0]).toBe('Ayuda a los demás');
    expect((await scheduleNames(spanish))[0]).toBe('Saludo y asistencia');
  });

  it('with no account language, the browser’s Accept-Language decides, else English', async () => {
    await setLanguage(other, null);
    const fromBrowser = await newClass(other, {
      'accept-language': 'fr-FR, es-MX;q=0.8, en;q=0.5',
    });
    expect((await skillNames(fromBrowser, other))[0]).toBe('Ayuda a los demás');
    const unknown = await newClass(other, { 'accept-language': 'fr-FR, de;q=0.8' });
    expect((await skillNames(unknown, other))[0]).toBe('Helping others');
    const none = await newClass(other);
    expect((await skillNames(none, other))[0]).toBe('Helping others');
  });
});

describe('the CSV files in the teacher’s language', () => {
  it('a Spanish teacher’s roster export has Spanish headers and words, and imports back', async () => {
    await setLanguage(teacher, 'es');
    const classId = await classWithHistory(teacher);
    const res = await get(`/api/classes/${classId}/roster-export?date=${TODAY}`, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    const { headers, records } = tableOf(res.body);
    expect(headers).toEqual([
      'Nombre',
      'Puntos',
      'Asistencia',
      'Fila',
      'Notas',
      'Comprensión',
      'Conducta',
      'Progreso',
      'Avance del objetivo',
    ]);
    expect(records.map((r) => [r[0], r[2]])).toEqual([
      ['Ana', 'Presente'],
      ['Ben', 'Presente'],
    ]);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      `6B {date} alumnos ${TODAY}.csv`,
    );

    // The file, notes added, imports back into another class of the same teacher.
    const target = await newClass(teacher);
    const edited = {
      headers,
      records: records.map((r) => r.map((cell, i) => (i === 4 ? `Nota de ${r[0]}` : cell))),
    };
    const preview = await ctx.request({
      method: 'POST',
      url: `/api/classes/${target}/roster-import/preview`,
      as: teacher,
      payload: edited,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().counts).toMatchObject({ create: 2, skip: 0 });
    const applied = await ctx.request({
      method: 'POST',
      url: `/api/classes/${target}/roster-import`,
      as: teacher,
      payload: { ...edited, planId: preview.json().planId },
    });
    expect(applied.statusCode).toBe(200);
    const students = await ctx.db
      .selectFrom('students')
      .select(['name', 'notes'])
      .where('class_id', '=', target)
      .orderBy('name')
      .execute();
    expect(students).toEqual([
      { name: 'Ana', notes: 'Nota de Ana' },
      { name: 'Ben', notes: 'Nota de Ben' },
    ]);
  });

  it('a Spanish teacher’s history export says its fixed words in Spanish', async () => {
    await setLanguage(teacher, 'es');
    const classId = await classWithHistory(teacher);
    const res = await get(
      `/api/classes/${classId}/history-export?from=${TODAY}&to=${TODAY}`,
      teacher,
    );
    expect(res.statusCode).toBe(200);
    const { headers, records } = tableOf(res.body);
    expect(headers).toEqual([
      'Fecha',
      'Hora',
      'Alumno',
      'Habilidad',
      'Puntos',
      'Dado a',
      'Quitado',
    ]);
    const ana = records.filter((r) => r[2] === 'Ana').map((r) => [r[3], r[4], r[5], r[6]]);
    expect(ana).toEqual([
      ['Ayuda a los demás', '1', 'Alumno', 'No'],
      ['Atención a la tarea', '1', 'Toda la clase', 'No'],
      ['Sin habilidad', '-1', 'Alumno', 'No'],
    ]);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      `6B {date} conducta ${TODAY}.csv`,
    );
  });

  it('an English teacher’s files have the spec’s headers, whatever the browser says', async () => {
    await setLanguage(other, 'en');
    const classId = await classWithHistory(other);
    const spanishBrowser = { 'accept-language': 'es' };
    const roster = await get(
      `/api/classes/${classId}/roster-export?date=${TODAY}`,
      other,
      spanishBrowser,
    );
    expect(tableOf(roster.body).headers).toEqual([...CSV_EXPORT_COLUMNS]);
    expect(tableOf(roster.body).records[0]?.[2]).toBe('Present');
    const history = await get(
      `/api/classes/${classId}/history-export?from=${TODAY}&to=${TODAY}`,
      other,
      spanishBrowser,
    );
    const { headers, records } = tableOf(history.body);
    expect(headers).toEqual(['Date', 'Time', 'Student', 'Skill', 'Points', 'Given to', 'Removed']);
    expect(records.map((r) => r[5])).toContain('Whole class');
    expect(records.map((r) => r[3])).toContain('No skill');
  });

  it('with no account language, the request’s Accept-Language chooses the file’s', async () => {
    await setLanguage(other, null);
    const classId = await classWithHistory(other);
    const url = `/api/classes/${classId}/roster-export?date=${TODAY}`;
    expect(tableOf((await get(url, other, { 'accept-language': 'es-MX' })).body).headers[0]).toBe(
      'Nombre',
    );
    expect(tableOf((await get(url, other, { 'accept-language': 'de' })).body).headers[0]).toBe(
      'Name',
    );
    expect(tableOf((await get(url, other)).body).headers[0]).toBe('Name');
  });
});
