/*
 * The words the server sends a person to read (decision 0169), apart from constants.ts so a
 * page that needs a limit or a delay does not load every message table with it (F4). The
 * package's index exports both; browser code imports `@classbeam/contracts/messages` where it
 * needs a table, and only lazily loaded code should.
 */
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
  GROUP_NAME_MAX,
  HISTORY_RANGE_MAX_DAYS,
  KEEP_APART_MAX,
  PASSWORD_MIN_LENGTH,
  SCHEDULE_MAX_ACTIVITIES,
  SKILL_NAME_MAX,
  SKILL_WEIGHT_MAX,
  STUDENT_NAME_MAX,
  TIMER_CUSTOM_MAX,
  TIMER_CUSTOM_MIN,
} from './constants';

/** Texts the product shows; the spec fixes some of them word for word. */
export const MESSAGES = {
  classNameRequired: 'Class name is required',
  mustBeLoggedInToCreateClass: 'You must be logged in to create a class.',
  notSignedIn: 'You must be signed in.',
  notFound: 'Not found.',
  classNotFound: 'Class not found.',
  runMovedOn: 'The class moved on before this command arrived.',
  noStudentsToPick: 'Nobody is here to pick: mark students present or late first.',
  studentNotFound: 'Student not found.',
  studentDeleteFinal: 'Too late to undo: the student is deleted for good.',
  groupNotFound: 'Group not found.',
  skillNotFound: 'That skill is not in this class any more.',
  historyEntryNotFound: 'That entry is not in this class’s history.',
  absentCannotJoin: 'An absent student cannot join a group.',
  noAvailableStudents: 'Random groups need at least one student who is here.',
  tooManyGroups: 'A class can have at most 30 groups.',
  groupConfigNotFound: 'Group layout not found.',
  opIdReused:
    'This change has the id of an earlier, different change, so it was not applied. Try it again.',
  cannotUndo: 'That change can no longer be undone: it was undone already, or is too old.',
  idempotencyKey: 'Idempotency-Key must be 8-64 letters, digits, - or _.',
  layoutMemberGone:
    'A student in these groups is no longer in this class. Check the groups and save again.',
  displayLinkNotFound: 'This display link is no longer active.',
  soundLinkNotFound: 'That display link is not in this class any more. Pick another device.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  invalidCredentials: 'Email or password is incorrect.',
  wrongPassword: 'That password is not right.',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again in 15 minutes.',
  passwordSignInOff: "This server signs in with the school's accounts only.",
  signInAgainToDelete: 'Sign in again with your school account, then delete the account.',
  tooManySignUps: 'Too many accounts were created from this network. Try again in 15 minutes.',
  crossOrigin: 'Request refused: it did not come from this site.',
  unsupportedMediaType: 'Send the request body as JSON.',
  internal: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again.',
  assessmentAuthFailed: 'Authentication failed. Please check your date of birth.',
  birthDateFormat: 'Please enter your date of birth in MM/DD/YYYY format',
  anotherStudentInSession:
    'Another student is currently completing their assessment. Please wait and try again.',
  studentLocked:
    'That date did not match 3 times, so your picture is locked until tomorrow. Your teacher can unlock it today.',
  noBirthDate: 'Your teacher has not added your date of birth yet. Ask your teacher.',
  selfAssessmentClosed: 'Self-assessment is not open right now. Ask your teacher to open it.',
  selfAssessmentDisabled: 'Self-assessment is switched off for this class.',
  sessionEnded: 'Your turn has ended. Pick your picture again to start over.',
  tooManyBirthDateTries:
    'Too many wrong dates of birth from this school network. Try again in 15 minutes.',
} as const;

/** The whole-class table's own texts (apart from MESSAGES, so only its chunk pays for them). */
export const BIRTH_DATES_MESSAGES = {
  studentGone:
    'A student in this list is no longer in the class, so nothing was saved. Check the list and save again.',
  none: 'Enter at least one date of birth.',
  tooMany: `At most ${BIRTH_DATES_MAX_PER_SAVE} dates of birth at once.`,
  twice: 'Each student can have only one date of birth.',
  /** A date written right that is no day of the calendar (31 April), as the server found it. */
  noSuchDate: 'That date of birth does not exist.',
  noSuchDateIn: (birthDate: string) => `The date of birth ${birthDate} does not exist.`,
} as const;

/** The iPad's words around the date of birth (decision 0142); the lock's are MESSAGES'. */
export const KIOSK_MESSAGES = {
  /** `left` tries remain today (1 or 2): the child is told, so the lock is no surprise. */
  noMatch: (left: number) =>
    `That date does not match. Change the day, month or year and try again, or ask your teacher. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  /** Before a try: how many there are today. */
  triesToday: (left: number) =>
    left >= BIRTH_DATE_TRIES
      ? `You have ${left} tries today.`
      : `You have ${left} ${left === 1 ? 'try' : 'tries'} left today.`,
} as const;

/** The CSV import's own texts (apart from MESSAGES, so only the chunks that use them pay). */
export const CSV_MESSAGES = {
  noNameColumn:
    'The file has no Name column. Its first line must name the columns, one of them Name.',
  planChanged: 'The class changed since the preview. Check the new preview.',
  tooManyRows: 'A CSV import holds at most 2,000 students.',
  tooManyColumns: 'A CSV import has at most 50 columns.',
  noHeaderLine: 'The file has no header line.',
  planFromPreview: 'planId must come from a preview',
} as const;

export const CLASS_CONFIG_MESSAGES = {
  notFound: 'Class configuration not found.',
  tooMany: `A class can keep at most ${CLASS_CONFIGS_PER_CLASS_MAX} saved configurations. Delete one first.`,
  empty: 'There are no students to save yet.',
  /** Its students were all deleted since: loading it would hide the whole class. */
  emptyLoad: 'This saved class has no students left. Delete it, or load another one.',
} as const;

/*
 * The server's other words a person may read (decision 0169), beside MESSAGES: a table, so
 * the web's translation of them (lib/i18n/server-text.ts) is checked against every entry.
 */
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooCommon: 'This password is too easy to guess. Choose a less common one.',
  hasEmail: 'Your password must not contain your email address.',
} as const;

export const REQUEST_MESSAGES = {
  rangeUpsideDown: 'The range ends before it starts.',
  rangeTooLong: `A range is at most ${HISTORY_RANGE_MAX_DAYS} days.`,
  skillsReordered: 'The skills changed on another device. Look at the list again and reorder.',
  assessmentOtherTarget: 'The body names another class or student.',
  assessmentDate: 'The date must be a lesson day, not after tomorrow.',
  photoEmpty: 'The photo is empty.',
  photoTooLarge: 'The photo is too large.',
  photoType: 'The photo must be a JPEG, PNG or WebP image.',
  bodyTooLarge: 'The request body is too large.',
  bodyEmpty: 'The request body is empty.',
  bodyNotJson: 'The request body is not valid JSON.',
  malformed: 'The request is malformed.',
  headersTooLarge: 'The request headers are too large.',
  unstorable: 'A value in the request cannot be saved.',
  noBody: 'This request takes no body.',
  targetNotPath: 'The request target must be a path.',
  /** `field` is where in the request (`name`, `students.3.notes`); empty for the whole body. */
  nul: (field: string) => `${field ? `${field}: ` : ''}Text cannot contain the NUL character.`,
  displayOnly: 'Only a display link asks for this.',
  displayReadOnly: 'A display link cannot change anything.',
  kioskSendsNothing: 'A self-assessment page sends no commands.',
  otherClassDisplay: 'This display shows another class.',
  testClock: 'The test clock can only be moved from the machine the server runs on.',
} as const;

/** The schemas' words for a field a form or a request got wrong (zod issues the forms show). */
export const FORM_MESSAGES = {
  score: 'Choose a score from 1 to 5',
  emailTooLong: 'Email is too long',
  emailInvalid: 'Enter a valid email address',
  passwordTooLong: 'Password is too long',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name is too long',
  lastNameTooLong: 'Last name is too long',
  boardPrivacy: 'Board privacy is leaderboard, no-ranks, class-total or no-points',
  language: 'Language is en or es',
  dateForm: 'Use a date in the form YYYY-MM-DD',
  dateMissing: 'That date does not exist',
  classNameTooLong: `Class name must be at most ${CLASS_NAME_MAX} characters`,
  gradeTooLong: `Grade must be at most ${CLASS_GRADE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${CLASS_DESCRIPTION_MAX} characters`,
  activityNameRequired: 'Activity name is required',
  activityNameTooLong: `Activity names are at most ${ACTIVITY_NAME_MAX} characters`,
  activityMinutesWhole: 'Activity minutes are whole minutes',
  activityMinutesRange: `Activity minutes are ${ACTIVITY_MINUTES_MIN} to ${ACTIVITY_MINUTES_MAX}`,
  scheduleEmpty: 'A schedule keeps at least one activity',
  scheduleTooLong: `A schedule has at most ${SCHEDULE_MAX_ACTIVITIES} activities`,
  timerMinutes: `Timer minutes are ${TIMER_CUSTOM_MIN} to ${TIMER_CUSTOM_MAX}`,
  soundDevice: 'The sound device is a display link or one of your devices',
  configNameRequired: 'Name is required',
  configNameTooLong: `Names are at most ${CONFIG_NAME_MAX} characters`,
  groupNameRequired: 'Group name is required',
  groupNameTooLong: `Group names are at most ${GROUP_NAME_MAX} characters`,
  groupColour: 'Choose one of the preset colours',
  groupPatchEmpty: 'Send a name or a colour',
  keepApartSelf: 'A student cannot be kept apart from themselves',
  keepApartTooMany: `At most ${KEEP_APART_MAX} pairs`,
  opId: 'Operation ids are 8-64 url-safe characters',
  opIdTwice: 'One operation id names two different changes',
  zeroPoints: 'A point change cannot be 0',
  skillNameRequired: 'Skill name is required',
  skillNameTooLong: `Skill names are at most ${SKILL_NAME_MAX} characters`,
  skillPointsWhole: 'Points are whole numbers',
  skillTwice: 'A skill is listed twice',
  skillPointsRange: `Points are ${-SKILL_WEIGHT_MAX} to +${SKILL_WEIGHT_MAX}`,
  nothingToChange: 'Nothing to change',
  studentNameRequired: 'Student name is required',
  studentNameTooLong: `Student name must be at most ${STUDENT_NAME_MAX} characters`,
  photoTooLarge: 'The photo is too large',
  photoType: 'The photo must be a JPEG, PNG or WebP image',
} as const;
