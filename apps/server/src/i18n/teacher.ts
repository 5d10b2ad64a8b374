import type { Language } from '@classbeam/contracts';
import type { Translate } from '@classbeam/domain/roster-csv';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { findUserLanguage } from '../modules/auth/auth.repository';
import { teacherLanguage, translator } from './catalogue';

/**
 * What a signed-in teacher's files and new classes are written in (decision 0169): the
 * account's language, else the request's Accept-Language when it names one we ship, else
 * English.
 */
export async function languageOfTeacher(
  db: Db,
  userId: string,
  request: FastifyRequest,
): Promise<Language> {
  return teacherLanguage(await findUserLanguage(db, userId), request.headers['accept-language']);
}

export async function teacherTranslator(
  db: Db,
  userId: string,
  request: FastifyRequest,
): Promise<Translate> {
  return translator(await languageOfTeacher(db, userId, request));
}
