import type { ImportSkipReason } from '@classbeam/contracts';
import {
  ACTIVITY_MINUTES_MAX,
  ACTIVITY_MINUTES_MIN,
  ACTIVITY_NAME_MAX,
  BIRTH_DATE_TRIES,
  BIRTH_DATES_MAX_PER_SAVE,
  CLASS_CONFIGS_PER_CLASS_MAX,
  CLASS_DESCRIPTION_MAX,
  CLASS_GRADE_MAX,
  CLASS_NAME_MAX,
  CONFIG_NAME_MAX,
  type ErrorCode,
  GROUP_NAME_MAX,
  HISTORY_RANGE_MAX_DAYS,
  KEEP_APART_MAX,
  NEW_ACTIVITY,
  PASSWORD_MIN_LENGTH,
  ROW_MAX,
  RUN_MESSAGES,
  SCHEDULE_MAX_ACTIVITIES,
  SKILL_NAME_MAX,
  SKILL_WEIGHT_MAX,
  STUDENT_NAME_MAX,
  STUDENT_NOTES_MAX,
  TIMER_CUSTOM_MAX,
  TIMER_CUSTOM_MIN,
} from '@classbeam/contracts/constants';
import {
  BIRTH_DATES_MESSAGES,
  CLASS_CONFIG_MESSAGES,
  CSV_MESSAGES,
  FORM_MESSAGES,
  KIOSK_MESSAGES,
  MESSAGES,
  PASSWORD_MESSAGES,
  REQUEST_MESSAGES,
} from '@classbeam/contracts/messages';
import { PARENT_NOTE_MAX, REPORT_MESSAGES } from '@classbeam/contracts/reports';
import { DOMAIN_TEXTS } from '@classbeam/domain';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber } from '../i18n/format';

/*
 * What the server, the contracts and the domain say to a person, in the active language
 * (docs/decisions/0169). The server answers `{code, message}` with the message in English, one
 * of the contracts' constants (MESSAGES, CSV_MESSAGES… and the domain's refusals, RUN_MESSAGES):
 * the constant names the situation where one code covers several, so the same constant is
 * looked up here and its catalogue message shown. A message no table has (a newer server, a
 * proxy's page) gets its code's message; a failure with no answer at all, the network's.
 *
 * Each table below is typed against its contracts table (`satisfies Entries<…>`), so a key
 * added there fails to compile here; server-text.test.ts checks that each English message is
 * the constant's text, word for word, and that the Spanish catalogue has them all.
 */

/** A table's function (a row number, the tries left): its English read back into its values. */
interface Parametrised<A extends unknown[]> {
  read: (english: string) => A | null;
  message: (...args: A) => MessageDescriptor;
}

type Entries<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string ? Parametrised<A> : MessageDescriptor;
};

const MESSAGES_TEXTS = {
  classNameRequired: msg`Class name is required`,
  mustBeLoggedInToCreateClass: msg`You must be logged in to create a class.`,
  notSignedIn: msg`You must be signed in.`,
  notFound: msg`Not found.`,
  classNotFound: msg`Class not found.`,
  runMovedOn: msg`The class moved on before this command arrived.`,
  noStudentsToPick: msg`Nobody is here to pick: mark students present or late first.`,
  studentNotFound: msg`Student not found.`,
  studentDeleteFinal: msg`Too late to undo: the student is deleted for good.`,
  groupNotFound: msg`Group not found.`,
  skillNotFound: msg`That skill is not in this class any more.`,
  historyEntryNotFound: msg`That entry is not in this class’s history.`,
  absentCannotJoin: msg`An absent student cannot join a group.`,
  noAvailableStudents: msg`Random groups need at least one student who is here.`,
  tooManyGroups: msg`A class can have at most 30 groups.`,
  groupConfigNotFound: msg`Group layout not found.`,
  opIdReused: msg`This change has the id of an earlier, different change, so it was not applied. Try it again.`,
  cannotUndo: msg`That change can no longer be undone: it was undone already, or is too old.`,
  idempotencyKey: msg`Idempotency-Key must be 8-64 letters, digits, - or _.`,
  layoutMemberGone: msg`A student in these groups is no longer in this class. Check the groups and save again.`,
  displayLinkNotFound: msg`This display link is no longer active.`,
  soundLinkNotFound: msg`That display link is not in this class any more. Pick another device.`,
  emailTaken: msg`An account with this email already exists. Sign in instead.`,
  invalidCredentials: msg`Email or password is incorrect.`,
  wrongPassword: msg`That password is not right.`,
  tooManyAttempts: msg`Too many failed sign-in attempts. Try again in 15 minutes.`,
  tooManySignUps: msg`Too many accounts were created from this network. Try again in 15 minutes.`,
  passwordSignInOff: msg`This server signs in with the school's accounts only.`,
  signInAgainToDelete: msg`Sign in again with your school account, then delete the account.`,
  crossOrigin: msg`Request refused: it did not come from this site.`,
  unsupportedMediaType: msg`Send the request body as JSON.`,
  internal: msg`Something went wrong on our side. Please try again.`,
  serviceUnavailable: msg`The service is briefly unavailable. Please try again.`,
  assessmentAuthFailed: msg`Authentication failed. Please check your date of birth.`,
  birthDateFormat: msg`Please enter your date of birth in MM/DD/YYYY format`,
  anotherStudentInSession: msg`Another student is currently completing their assessment. Please wait and try again.`,
  studentLocked: msg`That date did not match 3 times, so your picture is locked until tomorrow. Your teacher can unlock it today.`,
  noBirthDate: msg`Your teacher has not added your date of birth yet. Ask your teacher.`,
  selfAssessmentClosed: msg`Self-assessment is not open right now. Ask your teacher to open it.`,
  selfAssessmentDisabled: msg`Self-assessment is switched off for this class.`,
  sessionEnded: msg`Your turn has ended. Pick your picture again to start over.`,
  tooManyBirthDateTries: msg`Too many wrong dates of birth from this school network. Try again in 15 minutes.`,
} satisfies Entries<typeof MESSAGES>;

const CSV_TEXTS = {
  noNameColumn: msg`The file has no Name column. Its first line must name the columns, one of them Name.`,
  planChanged: msg`The class changed since the preview. Check the new preview.`,
  tooManyRows: msg`A CSV import holds at most 2,000 students.`,
  tooManyColumns: msg`A CSV import has at most 50 columns.`,
  noHeaderLine: msg`The file has no header line.`,
  planFromPreview: msg`planId must come from a preview`,
} satisfies Entries<typeof CSV_MESSAGES>;

const REPORT_TEXTS = {
  thresholds: msg`Green must be above yellow, both whole percents from 0 to 100.`,
  term: msg`A term needs its first and last day, the last on or after the first.`,
  termTooLong: msg`A term is at most 400 days.`,
  everyClassWithTerm: msg`everyClass goes with a term`,
  nothingToChange: msg`Nothing to change`,
  parentNoteTooLong: msg`A note for the parents is at most ${PARENT_NOTE_MAX} characters`,
} satisfies Entries<typeof REPORT_MESSAGES>;

/** The date of birth the server could not find in the calendar, read back from its words. */
const datePattern = /^The date of birth (.+) does not exist\.$/;

const BIRTH_DATES_TEXTS = {
  studentGone: msg`A student in this list is no longer in the class, so nothing was saved. Check the list and save again.`,
  none: msg`Enter at least one date of birth.`,
  tooMany: msg`At most ${BIRTH_DATES_MAX_PER_SAVE} dates of birth at once.`,
  twice: msg`Each student can have only one date of birth.`,
  noSuchDate: msg`That date of birth does not exist.`,
  noSuchDateIn: {
    read: (english) => {
      const date = datePattern.exec(english)?.[1];
      return date === undefined ? null : [date];
    },
    message: (birthDate) => msg`The date of birth ${birthDate} does not exist.`,
  },
} satisfies Entries<typeof BIRTH_DATES_MESSAGES>;

const triesLeft = (pattern: RegExp) => (english: string) => {
  const left = pattern.exec(english)?.[1];
  return left === undefined ? null : ([Number(left)] as [number]);
};

const KIOSK_TEXTS = {
  noMatch: {
    read: triesLeft(
      /^That date does not match\. Change the day, month or year and try again, or ask your teacher\. (\d+) (?:try|tries) left\.$/,
    ),
    message: (left) =>
      msg`That date does not match. Change the day, month or year and try again, or ask your teacher. ${plural(
        left,
        { one: '# try left.', other: '# tries left.' },
      )}`,
  },
  triesToday: {
    read: triesLeft(/^You have (\d+) (?:try|tries)(?: left)? today\.$/),
    message: (left) =>
      left >= BIRTH_DATE_TRIES
        ? msg`You have ${left} tries today.`
        : msg`You have ${plural(left, { one: '# try left today.', other: '# tries left today.' })}`,
  },
} satisfies Entries<typeof KIOSK_MESSAGES>;

const CLASS_CONFIG_TEXTS = {
  notFound: msg`Class configuration not found.`,
  tooMany: msg`A class can keep at most ${CLASS_CONFIGS_PER_CLASS_MAX} saved configurations. Delete one first.`,
  empty: msg`There are no students to save yet.`,
  emptyLoad: msg`This saved class has no students left. Delete it, or load another one.`,
} satisfies Entries<typeof CLASS_CONFIG_MESSAGES>;

const PASSWORD_TEXTS = {
  tooShort: msg`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooCommon: msg`This password is too easy to guess. Choose a less common one.`,
  hasEmail: msg`Your password must not contain your email address.`,
} satisfies Entries<typeof PASSWORD_MESSAGES>;

const nulPattern = /^(?:(.+): )?Text cannot contain the NUL character\.$/;

const REQUEST_TEXTS = {
  rangeUpsideDown: msg`The range ends before it starts.`,
  rangeTooLong: msg`A range is at most ${HISTORY_RANGE_MAX_DAYS} days.`,
  skillsReordered: msg`The skills changed on another device. Look at the list again and reorder.`,
  assessmentOtherTarget: msg`The body names another class or student.`,
  assessmentDate: msg`The date must be a lesson day, not after tomorrow.`,
  photoEmpty: msg`The photo is empty.`,
  photoTooLarge: msg`The photo is too large.`,
  photoType: msg`The photo must be a JPEG, PNG or WebP image.`,
  bodyTooLarge: msg`The request body is too large.`,
  bodyEmpty: msg`The request body is empty.`,
  bodyNotJson: msg`The request body is not valid JSON.`,
  malformed: msg`The request is malformed.`,
  headersTooLarge: msg`The request headers are too large.`,
  unstorable: msg`A value in the request cannot be saved.`,
  noBody: msg`This request takes no body.`,
  targetNotPath: msg`The request target must be a path.`,
  nul: {
    read: (english) => {
      const found = nulPattern.exec(english);
      return found ? [found[1] ?? ''] : null;
    },
    message: (field) =>
      field
        ? msg`${field}: Text cannot contain the NUL character.`
        : msg`Text cannot contain the NUL character.`,
  },
  displayOnly: msg`Only a display link asks for this.`,
  displayReadOnly: msg`A display link cannot change anything.`,
  kioskSendsNothing: msg`A self-assessment page sends no commands.`,
  otherClassDisplay: msg`This display shows another class.`,
  testClock: msg`The test clock can only be moved from the machine the server runs on.`,
} satisfies Entries<typeof REQUEST_MESSAGES>;

const RUN_TEXTS = {
  timerLocked: msg`The timer is locked while the class schedule runs.`,
  alreadyUnderWay: msg`The class is already under way. Pause, finish or reset it.`,
  notRunning: msg`The class is not running.`,
  notPaused: msg`The class is not paused.`,
  noEarlierActivity: msg`There is no earlier activity to go back to.`,
  notUnderWay: msg`The class is not under way.`,
  freeTimeOnlyWhileRunning: msg`Free time is only used while the class runs.`,
  paused: msg`The class is paused.`,
  noFreeTime: msg`No free time has been earned yet.`,
  scheduleLocked: msg`The schedule cannot be edited while the class runs.`,
  timerNotRunning: msg`The timer is not running.`,
  timerNotPaused: msg`The timer is not paused.`,
  noTimesUp: msg`There is no Time's up to dismiss.`,
} satisfies Entries<typeof RUN_MESSAGES>;

const SKILL_POINTS_MIN = -SKILL_WEIGHT_MAX;

const FORM_TEXTS = {
  score: msg`Choose a score from 1 to 5`,
  emailTooLong: msg`Email is too long`,
  emailInvalid: msg`Enter a valid email address`,
  passwordTooLong: msg`Password is too long`,
  passwordRequired: msg`Password is required`,
  firstNameRequired: msg`First name is required`,
  firstNameTooLong: msg`First name is too long`,
  lastNameTooLong: msg`Last name is too long`,
  boardPrivacy: msg`Board privacy is leaderboard, no-ranks, class-total or no-points`,
  language: msg`Language is en or es`,
  dateForm: msg`Use a date in the form YYYY-MM-DD`,
  dateMissing: msg`That date does not exist`,
  classNameTooLong: msg`Class name must be at most ${CLASS_NAME_MAX} characters`,
  gradeTooLong: msg`Grade must be at most ${CLASS_GRADE_MAX} characters`,
  descriptionTooLong: msg`Description must be at most ${CLASS_DESCRIPTION_MAX} characters`,
  activityNameRequired: msg`Activity name is required`,
  activityNameTooLong: msg`Activity names are at most ${ACTIVITY_NAME_MAX} characters`,
  activityMinutesWhole: msg`Activity minutes are whole minutes`,
  activityMinutesRange: msg`Activity minutes are ${ACTIVITY_MINUTES_MIN} to ${ACTIVITY_MINUTES_MAX}`,
  scheduleEmpty: msg`A schedule keeps at least one activity`,
  scheduleTooLong: msg`A schedule has at most ${SCHEDULE_MAX_ACTIVITIES} activities`,
  timerMinutes: msg`Timer minutes are ${TIMER_CUSTOM_MIN} to ${TIMER_CUSTOM_MAX}`,
  soundDevice: msg`The sound device is a display link or one of your devices`,
  configNameRequired: msg`Name is required`,
  configNameTooLong: msg`Names are at most ${CONFIG_NAME_MAX} characters`,
  groupNameRequired: msg`Group name is required`,
  groupNameTooLong: msg`Group names are at most ${GROUP_NAME_MAX} characters`,
  groupColour: msg`Choose one of the preset colours`,
  groupPatchEmpty: msg`Send a name or a colour`,
  keepApartSelf: msg`A student cannot be kept apart from themselves`,
  keepApartTooMany: msg`At most ${KEEP_APART_MAX} pairs`,
  opId: msg`Operation ids are 8-64 url-safe characters`,
  opIdTwice: msg`One operation id names two different changes`,
  zeroPoints: msg`A point change cannot be 0`,
  skillNameRequired: msg`Skill name is required`,
  skillNameTooLong: msg`Skill names are at most ${SKILL_NAME_MAX} characters`,
  skillPointsWhole: msg`Points are whole numbers`,
  skillTwice: msg`A skill is listed twice`,
  skillPointsRange: msg`Points are ${SKILL_POINTS_MIN} to +${SKILL_WEIGHT_MAX}`,
  nothingToChange: msg`Nothing to change`,
  studentNameRequired: msg`Student name is required`,
  studentNameTooLong: msg`Student name must be at most ${STUDENT_NAME_MAX} characters`,
  photoTooLarge: msg`The photo is too large`,
  photoType: msg`The photo must be a JPEG, PNG or WebP image`,
} satisfies Entries<typeof FORM_MESSAGES>;

/** Every contracts table and its catalogue messages, key for key (the test walks these). */
export const SERVER_TABLES = [
  ['MESSAGES', MESSAGES, MESSAGES_TEXTS],
  ['CSV_MESSAGES', CSV_MESSAGES, CSV_TEXTS],
  ['REPORT_MESSAGES', REPORT_MESSAGES, REPORT_TEXTS],
  ['BIRTH_DATES_MESSAGES', BIRTH_DATES_MESSAGES, BIRTH_DATES_TEXTS],
  ['KIOSK_MESSAGES', KIOSK_MESSAGES, KIOSK_TEXTS],
  ['CLASS_CONFIG_MESSAGES', CLASS_CONFIG_MESSAGES, CLASS_CONFIG_TEXTS],
  ['PASSWORD_MESSAGES', PASSWORD_MESSAGES, PASSWORD_TEXTS],
  ['REQUEST_MESSAGES', REQUEST_MESSAGES, REQUEST_TEXTS],
  ['RUN_MESSAGES', RUN_MESSAGES, RUN_TEXTS],
  ['FORM_MESSAGES', FORM_MESSAGES, FORM_TEXTS],
] as const;

/**
 * A message per code, for a message no table knows: every ERROR_CODES entry, and the
 * operations' own `cannot_undo` (a rejected op in an `ops:apply` answer).
 */
export const CODE_TEXTS = {
  invalid_payload: msg`Please check the fields and try again.`,
  unauthorized: MESSAGES_TEXTS.notSignedIn,
  forbidden: msg`This is not allowed here.`,
  not_found: MESSAGES_TEXTS.notFound,
  conflict: msg`This changed on another device. Look at it again and try again.`,
  email_taken: MESSAGES_TEXTS.emailTaken,
  invalid_credentials: MESSAGES_TEXTS.invalidCredentials,
  weak_password: msg`Choose a stronger password.`,
  too_many_attempts: msg`Too many attempts. Try again in 15 minutes.`,
  unsupported_media_type: MESSAGES_TEXTS.unsupportedMediaType,
  payload_too_large: msg`That is too much to send at once.`,
  cross_origin: MESSAGES_TEXTS.crossOrigin,
  service_unavailable: MESSAGES_TEXTS.serviceUnavailable,
  internal: MESSAGES_TEXTS.internal,
  self_assessment_closed: MESSAGES_TEXTS.selfAssessmentClosed,
  authentication_failed: MESSAGES_TEXTS.assessmentAuthFailed,
  student_locked: MESSAGES_TEXTS.studentLocked,
  no_birth_date: MESSAGES_TEXTS.noBirthDate,
  session_active: MESSAGES_TEXTS.anotherStudentInSession,
  session_ended: MESSAGES_TEXTS.sessionEnded,
  csv_no_name_column: CSV_TEXTS.noNameColumn,
  import_plan_changed: CSV_TEXTS.planChanged,
  op_id_reused: MESSAGES_TEXTS.opIdReused,
  delete_final: MESSAGES_TEXTS.studentDeleteFinal,
  skill_not_found: MESSAGES_TEXTS.skillNotFound,
  password_sign_in_off: MESSAGES_TEXTS.passwordSignInOff,
  sign_in_again: MESSAGES_TEXTS.signInAgainToDelete,
  cannot_undo: MESSAGES_TEXTS.cannotUndo,
} satisfies Record<ErrorCode | 'cannot_undo', MessageDescriptor>;

const UNREACHABLE = msg`Could not reach the server. Check your connection and try again.`;

type Lookup = {
  byText: Map<string, MessageDescriptor>;
  readers: Parametrised<never[]>[];
};
let lookup: Lookup | undefined;

/** The tables as English -> message, built the first time a text is asked for. */
function tables(): Lookup {
  if (lookup) return lookup;
  const byText = new Map<string, MessageDescriptor>();
  const readers: Parametrised<never[]>[] = [];
  for (const [, table, texts] of SERVER_TABLES) {
    for (const [key, english] of Object.entries(table)) {
      const text = (texts as Record<string, MessageDescriptor | Parametrised<never[]>>)[key];
      if (!text) continue;
      if (typeof english === 'string') byText.set(english, text as MessageDescriptor);
      else readers.push(text as Parametrised<never[]>);
    }
  }
  lookup = { byText, readers };
  return lookup;
}

/** The catalogue's message for a contracts text, its values kept; undefined when none. */
export function contractMessage(english: string): MessageDescriptor | undefined {
  const { byText, readers } = tables();
  const known = byText.get(english);
  if (known) return known;
  for (const reader of readers) {
    const args = reader.read(english);
    if (args) return reader.message(...args);
  }
  return undefined;
}

/**
 * A contracts message in the active language: a zod issue's (`issue.message` in a form), a
 * table's entry a screen shows. A text no table has comes back as it is.
 */
export function contractText(english: string): string {
  const known = contractMessage(english);
  return known ? i18n._(known) : english;
}

/** A zod issue as a form shows it (`schema.safeParse(…).error.issues[0]`). */
export const issueText = (issue: { message: string }): string => contractText(issue.message);

interface ServerFailure {
  code: string;
  message: string;
}

const isFailure = (value: unknown): value is ServerFailure =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ServerFailure).code === 'string' &&
  typeof (value as ServerFailure).message === 'string';

/**
 * A failure the way a person should read it, in the active language: an ApiRequestError
 * (lib/api-client.ts), a socket ack's `error` (`{code, message}`), an operation's rejection,
 * or anything a request threw (no answer: the network's message). The server's constant
 * first, then its code's message; a 5xx with no body of ours is the server's fault.
 */
export function serverText(error: unknown): string {
  // An ApiRequestError has a code and a message too (the spec's "409: {…}"): its body first.
  const body = (error as { apiError?: unknown } | null)?.apiError;
  const failure = isFailure(body) ? body : isFailure(error) ? error : null;
  if (failure) {
    const known = contractMessage(failure.message);
    if (known) return i18n._(known);
    const byCode = (CODE_TEXTS as Record<string, MessageDescriptor>)[failure.code];
    if (byCode) return i18n._(byCode);
  }
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number') {
    return i18n._(status >= 500 ? MESSAGES_TEXTS.internal : CODE_TEXTS.invalid_payload);
  }
  return i18n._(UNREACHABLE);
}

/*
 * The domain's words a screen shows (DOMAIN_TEXTS): what the server stored or computed in
 * English, as the history's 'No skill', a report's skill list, an import line's 'No name'.
 */
const DOMAIN_MESSAGES = {
  noSkill: msg`No skill`,
  noName: msg`No name`,
  wholeClass: msg`Whole class`,
  aGroup: msg`A group`,
  groupNamed: msg`Group: {group}`,
  student: msg`Student`,
  yes: msg`Yes`,
  no: msg`No`,
  present: msg`Present`,
  absent: msg`Absent`,
  late: msg`Late`,
  classroomDisplay: msg`Classroom display`,
  teachersDevice: msg`A teacher’s device`,
} satisfies Record<keyof typeof DOMAIN_TEXTS, MessageDescriptor>;

export const DOMAIN_TABLE = [DOMAIN_TEXTS, DOMAIN_MESSAGES] as const;

/** A domain text by its key, in the active language: `domainText('noSkill')`. */
export function domainText(
  key: keyof typeof DOMAIN_TEXTS,
  values?: Record<string, string | number>,
): string {
  const message: MessageDescriptor = DOMAIN_MESSAGES[key];
  return values ? i18n._(message.id, values, { message: message.message }) : i18n._(message);
}

const savedClassPattern = /^Saved class with (\d+) students?$/;

/**
 * A domain text the server sent as it stands (a report's `NO_SKILL` skill name, a saved
 * class's generated description "Saved class with 3 students"), in the active language; any
 * other text (a name a teacher typed) comes back as it is.
 */
export function storedText(text: string): string {
  for (const [key, english] of Object.entries(DOMAIN_TEXTS)) {
    if (english === text && !english.includes('{'))
      return domainText(key as keyof typeof DOMAIN_TEXTS);
  }
  const saved = savedClassPattern.exec(text)?.[1];
  if (saved !== undefined) {
    const count = Number(saved);
    return i18n._(
      msg`Saved class with ${plural(count, { one: '# student', other: '# students' })}`,
    );
  }
  return text;
}

/** RC12: an import preview's words for a skipped line (the domain's skipReasonText). */
export function importSkipText(reason: ImportSkipReason): string {
  switch (reason.code) {
    case 'extra_cells':
      return i18n._(
        msg`More cells than column names: a name or note with a comma needs quotes, as in "Lee, Ann"`,
      );
    case 'no_name':
      return domainText('noName');
    case 'name_too_long':
      return i18n._(msg`Name longer than ${STUDENT_NAME_MAX} characters`);
    case 'notes_too_long': {
      const max = formatNumber(STUDENT_NOTES_MAX);
      return i18n._(msg`Notes longer than ${max} characters`);
    }
    case 'row_out_of_range': {
      const value = reason.value;
      return reason.split
        ? i18n._(
            msg`Row/Table "${value}" is not a whole number from 1 to ${ROW_MAX} (a name with a comma needs quotes, as in "Lee, Ann")`,
          )
        : i18n._(msg`Row/Table "${value}" is not a whole number from 1 to ${ROW_MAX}`);
    }
    case 'duplicate': {
      const firstLine = reason.firstLine;
      return i18n._(msg`Same name as line ${firstLine}`);
    }
    case 'ambiguous': {
      const count = reason.count;
      return i18n._(
        msg`${plural(count, {
          one: '# student in the class has this name',
          other: '# students in the class have this name',
        })}`,
      );
    }
  }
}

/*
 * The name a new schedule line starts with, a contracts' word a record stores in English. (The
 * preset learning goals are lib/goal-labels.ts: the dashboard shows them at first paint.)
 */
const NEW_ACTIVITY_MESSAGE = msg`New Activity`;

/** NEW_ACTIVITY with its name in the active language (a line the schedule editor adds). */
export const newActivity = (): { name: string; duration: number } => ({
  ...NEW_ACTIVITY,
  name: i18n._(NEW_ACTIVITY_MESSAGE),
});
