import { randomBytes } from 'node:crypto';
import {
  type DisplayLinkDto,
  type DisplaySnapshot,
  MESSAGES,
  publicPrefs,
} from '@classbeam/contracts';
import { windowOpen } from '@classbeam/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { requireUserId } from '../../http/session';
import { ownedClass, ownedDisplayLink } from '../../policy';
import type { Realtime } from '../../realtime/socket';
import { publicGroup } from '../groups/groups.repository';
import { classSnapshot } from '../students/students.service';
import { displayLinksChanged } from './display.events';

type IdParams = { id: string };

const toLinkDto = (row: {
  id: number;
  class_id: number;
  token: string;
  created_at: Date;
}): DisplayLinkDto => ({
  id: row.id,
  classId: row.class_id,
  path: `/display/${row.token}`,
  createdAt: row.created_at.toISOString(),
});

/**
 * What a display may see of a class: names, photos, points and attendance, and the class key
 * while the self-assessment page is open (judged by the server clock, not by the timer that
 * closes it, which may not have fired yet).
 */
export async function displaySnapshot(
  db: Db,
  classId: number,
  linkId: number,
  clock: Clock,
): Promise<DisplaySnapshot> {
  const cls = await db
    .selectFrom('classes')
    .select(['name', 'share_key'])
    .where('id', '=', classId)
    .executeTakeFirstOrThrow();
  const { version, students, groups, skills, run, volume, prefs } = await classSnapshot(
    db,
    classId,
  );
  const window = await db
    .selectFrom('class_settings')
    .select('self_assessment_open_until')
    .where('class_id', '=', classId)
    .executeTakeFirst();
  const now = clock.now();
  const until = window?.self_assessment_open_until?.getTime() ?? null;
  const open = prefs.studentAssessmentEnabled && windowOpen(until, now);
  return {
    classId,
    linkId,
    className: cls.name,
    version,
    students: students.map(({ id, name, avatarUrl, points, attendanceStatus }) => ({
      id,
      name,
      avatarUrl,
      points,
      attendanceStatus,
    })),
    groups: groups.map(publicGroup),
    skills,
    volume,
    prefs: publicPrefs(prefs),
    run,
    serverNow: now,
    // The key opens the students' page (S9), and a display link is read-only and may travel:
    // it gets the key only while the page is open, when the board shows it as a QR code anyway.
    selfAssessmentKey: open ? cls.share_key : null,
    // Its QR code shows only while the page is open: a code to a closed page only confuses.
    selfAssessmentOpenUntil: open && until !== null ? new Date(until).toISOString() : null,
  };
}

const TOKEN = /^[A-Za-z0-9_-]{24}$/;

/**
 * The snapshot a display link's token opens, or null when no link has that token (never
 * issued, or revoked): the token is the whole capability.
 */
export async function displaySnapshotByToken(
  db: Db,
  token: string,
  clock: Clock,
): Promise<DisplaySnapshot | null> {
  if (!TOKEN.test(token)) return null;
  const link = await db
    .selectFrom('display_links')
    .select(['id', 'class_id'])
    .where('token', '=', token)
    .executeTakeFirst();
  return link ? displaySnapshot(db, link.class_id, link.id, clock) : null;
}

export function displayRoutes(
  app: FastifyInstance,
  { db, realtime, clock }: { db: Db; realtime: Realtime; clock: Clock },
): void {
  app.get<{ Params: IdParams }>('/api/classes/:id/display-links', async (request) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const rows = await db
      .selectFrom('display_links')
      .selectAll()
      .where('class_id', '=', cls.id)
      .orderBy('id')
      .execute();
    return rows.map(toLinkDto);
  });

  app.post<{ Params: IdParams }>('/api/classes/:id/display-links', async (request, reply) => {
    const cls = await ownedClass(db, requireUserId(request), request.params.id);
    const row = await db
      .insertInto('display_links')
      .values({ class_id: cls.id, token: randomBytes(18).toString('base64url') })
      .returningAll()
      .executeTakeFirstOrThrow();
    displayLinksChanged(realtime, cls.id);
    return reply.status(201).send(toLinkDto(row));
  });

  app.delete<{ Params: IdParams }>('/api/display-links/:id', async (request, reply) => {
    const link = await ownedDisplayLink(db, requireUserId(request), request.params.id);
    await db.deleteFrom('display_links').where('id', '=', link.id).execute();
    realtime.closeLink(link.class_id, link.id);
    displayLinksChanged(realtime, link.class_id);
    return reply.status(204).send();
  });

  // Public: the token is the whole capability; an unknown or revoked one is a plain 404.
  app.get<{ Params: { token: string } }>('/api/display/:token', async (request) => {
    const snapshot = await displaySnapshotByToken(db, request.params.token, clock);
    if (!snapshot) throw notFound(MESSAGES.displayLinkNotFound);
    return snapshot;
  });
}
