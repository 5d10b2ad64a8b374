/** Plain values with no zod attached, so the browser's small chunks can import them cheaply. */

/**
 * The languages the interface is offered in (docs/decisions/0165-0166): a teacher's account
 * and a class may each name one; none means the device's browser decides.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every error code the server may answer with. Clients switch on these, never on messages. */
export const ERROR_CODES = [
  'invalid_payload',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'email_taken',
  'invalid_credentials',
  'weak_password',
  'too_many_attempts',
  'unsupported_media_type',
  'payload_too_large',
  'cross_origin',
  'service_unavailable',
  'internal',
  'self_assessment_closed',
  'authentication_failed',
  'student_locked',
  'no_birth_date',
  'session_active',
  'session_ended',
  'csv_no_name_column',
  'import_plan_changed',
  'op_id_reused',
  'delete_final',
  'skill_not_found',
  'password_sign_in_off',
  'sign_in_again',
] as const;

/**
 * Why a sign-in with the school's provider came back to the sign-in page (decision 0179): the
 * callback sends `/sign-in?school=<outcome>` and the page says it in words.
 */
export const SCHOOL_SIGN_IN_OUTCOMES = [
  /** The sign-in took too long, or came back to another browser than the one it left from. */
  'expired',
  /** The provider's answer did not check out (state, nonce, signature, issuer, audience…). */
  'failed',
  /** The provider could not be reached, or refused (the teacher cancelled there). */
  'unavailable',
  /** The account is not from a domain or tenant this server accepts. */
  'not_allowed',
  /** The provider sent no e-mail address for a new account. */
  'no_email',
  /** An unverified e-mail address another account here holds: nothing can be linked. */
  'email_in_use',
  /** A verified e-mail of an existing account: its password, once, links the two. */
  'link',
  /** Too many sign-ins started from this network in 15 minutes (a flood, not a school). */
  'too_many',
] as const;
export type SchoolSignInOutcome = (typeof SCHOOL_SIGN_IN_OUTCOMES)[number];

export type ErrorCode = (typeof ERROR_CODES)[number];

/* Assessments (spec sections 3, 4 and 9; docs/decisions/0060). */
export const ASSESSMENT_SCORE_MIN = 1;
export const ASSESSMENT_SCORE_MAX = 5;
/** The self-assessment page stays open this long after the teacher opens it. */
export const SELF_ASSESSMENT_WINDOW_MS = 30 * 60 * 1000;
/** The iPad renews its lease this often; a lease not renewed for LEASE_TTL_MS is free. */
export const LEASE_HEARTBEAT_MS = 5_000;
export const LEASE_TTL_MS = 15_000;
/** The spec's fallback poll of the sessions. */
export const SESSION_POLL_MS = 5_000;
/** Wrong dates of birth before a student is locked for the day. */
export const BIRTH_DATE_TRIES = 3;
/** The header that carries the class key on the self-assessment page's calls. */
export const CLASS_KEY_HEADER = 'x-class-key';
/**
 * The orders a date of birth may be written in, as a file or a teacher writes it: day first,
 * month first, or year first (ISO). Year-first dates are read whatever the order says.
 */
export const DATE_ORDERS = ['dmy', 'mdy', 'ymd'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];
/** Why a written date of birth is not read (domain BD3). */
export type BirthDateProblem = 'not_a_date' | 'two_digit_year' | 'future';
/** Dates of birth one save of the whole-class table may hold (a class of 40 many times over). */
export const BIRTH_DATES_MAX_PER_SAVE = 500;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/* Students and operations: limits shared by the zod schemas and the browser's forms. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late'] as const;

export const STUDENT_NAME_MAX = 80;
export const STUDENT_NOTES_MAX = 2000;
export const STUDENT_GOAL_MAX = 120;
export const ROW_MAX = 10;
/** The largest id PostgreSQL's integer columns hold. */
export const MAX_ID = 2_147_483_647;
export const STARTING_POINTS = 5;
/** A stored photo is at most 256x256 JPEG; this cap leaves room for PNG/WebP uploads. */
export const AVATAR_MAX_BYTES = 200 * 1024;

/* Roster CSV (spec sections 2, 5 and 9; docs/decisions/0090). */
/** A file the dashboard will read; a class list is a few kilobytes. */
export const CSV_FILE_MAX_BYTES = 1024 * 1024;
/** Rows one import may hold (a whole school year's list fits many times over). */
export const CSV_IMPORT_MAX_ROWS = 2000;
/** Columns one import may hold; ours has 9. */
export const CSV_IMPORT_MAX_COLUMNS = 50;
/** The export's columns, in order (spec section 9). */
export const CSV_EXPORT_COLUMNS = [
  'Name',
  'Points',
  'Attendance',
  'Row',
  'Notes',
  'Understanding',
  'Behavior',
  'Growth',
  'Goal Progress',
] as const;

/** Preset learning goals (spec section 9); a custom free-text goal is also allowed. */
export const PRESET_GOALS = [
  'Participation',
  'Focus',
  'Comprehension',
  'Effort',
  'Behavior',
  'Teamwork',
  'Respect',
  'Time management',
  'Preparedness',
  'Organizational skills',
  'Friendliness',
  'Articulateness',
  'Pronunciation',
  'Mental arithmetic',
  'Being late',
  'Anger management',
] as const;

/** How long the device that deleted a student offers Undo (its toast), as for a tap. */
export const STUDENT_DELETE_UNDO_MS = 10_000;
/**
 * How long the server keeps a deleted student to bring back: the offer plus 5 s, so an Undo
 * pressed at the offer's last moment still lands over a slow network. Then the delete is final
 * (the server's sweep, every 2 s, deletes the student for good: decision 0146).
 */
export const STUDENT_DELETE_WINDOW_MS = STUDENT_DELETE_UNDO_MS + 5_000;

/** How long after a change it can still be undone (the device offers Undo for 10 s of it). */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;

/** Operations per batch; a phone offline for a whole lesson stays well under it. */
export const MAX_OPS_PER_BATCH = 500;
/**
 * The server remembers an applied op id at least this many days (OP_ID_RETENTION_DAYS, 7 by
 * default, never less): within it a resend applies nothing.
 */
export const OP_ID_RETENTION_MIN_DAYS = 7;
/**
 * A device forgets an op it sent but never heard back about once it is this old: by then the
 * server may have forgotten its id, so sending it again could apply it twice. Two days inside
 * the retention, so a device clock that moved a little does not matter.
 */
export const SENT_OP_MAX_AGE_MS = (OP_ID_RETENTION_MIN_DAYS - 2) * 24 * 60 * 60 * 1000;

/** Handshake refusals (connect_error messages). */
export const HANDSHAKE_ERRORS = {
  unauthorized: 'unauthorized',
  displayLinkInactive: 'display_link_inactive',
  /** A self-assessment iPad's class key is wrong (rotated, or the class is gone). */
  kioskKeyInvalid: 'kiosk_key_invalid',
  serviceUnavailable: 'service_unavailable',
  /** The page's code speaks an older (or newer) protocol than the server: it must reload. */
  protocolMismatch: 'protocol_mismatch',
} as const;

/**
 * Bumped whenever a socket payload changes shape. Pages send it in the handshake; a page left
 * open across an upgrade (a display runs for days) is refused and reloads the new code.
 */
export const PROTOCOL_VERSION = 11;

/* The class run (spec sections 4, 5 and 9). */
export const ACTIVITY_MINUTES_MIN = 1;
export const ACTIVITY_MINUTES_MAX = 120;
export const ACTIVITY_NAME_MAX = 60;
/** Enough for a whole school day of short activities; a schedule keeps at least one. */
export const SCHEDULE_MAX_ACTIVITIES = 30;
export const NEW_ACTIVITY = { name: 'New Activity', duration: 10 } as const;
export const DEFAULT_SCHEDULE = [
  { name: 'Greetings & Attendance', duration: 5 },
  { name: 'Review', duration: 10 },
  { name: 'New Material', duration: 10 },
  { name: 'Main Game', duration: 10 },
  { name: 'Main Task', duration: 20 },
  { name: 'Wrap-up and Homework', duration: 5 },
] as const;
export const CONFIG_NAME_MAX = 80;
export const CONFIG_DESCRIPTION_MAX = 300;
export const TIMER_PRESETS_MINUTES = [1, 3, 5] as const;
export const TIMER_CUSTOM_MIN = 1;
export const TIMER_CUSTOM_MAX = 60;
export const TIMER_RANDOM_MAX = 10;
export const TIMER_DEFAULT_MINUTES = 3;
/** The progress bar turns red with 'Almost Done' from this share of the activity. */
export const ALMOST_DONE_AT = 0.8;
/**
 * How long every device shows "Time's up" after the countdown reaches 0, unless the teacher
 * dismisses it sooner (docs/decisions/0144). A device that opens later shows nothing.
 */
export const TIMES_UP_SHOW_MS = 30_000;

/* Groups (spec sections 3 and 9). */
export const GROUP_NAME_MAX = 40;
/** The 10 preset team colours; the first is the spec's default (#3B82F6). */
export const GROUP_COLORS = [
  '#3B82F6',
  '#EF4444',
  '#10B981',
  '#F59E0B',
  '#8B5CF6',
  '#EC4899',
  '#14B8A6',
  '#F97316',
  '#6366F1',
  '#84CC16',
] as const;
export const DEFAULT_GROUP_COLOR = GROUP_COLORS[0];
/** Random groups: the spec's choices 2 to 6, default 3. */
export const GROUP_COUNT_MIN = 2;
export const GROUP_COUNT_MAX = 6;
export const GROUP_COUNT_DEFAULT = 3;
/** More groups than a class has students is never useful; the bound keeps layouts small. */
export const GROUPS_PER_CLASS_MAX = 30;
/** Keep-apart pairs per class (a class of 40 with every clash marked stays far below). */
export const KEEP_APART_MAX = 200;

/* Saved class set-ups (spec sections 2, 3 and 7; Step 7). */
/** Saved rosters per class; each holds every student's notes, so the count is bounded. */
export const CLASS_CONFIGS_PER_CLASS_MAX = 50;
/** Students a saved roster holds; far above any class, it bounds what one load writes. */
export const CLASS_CONFIG_STUDENTS_MAX = 500;
/* Classes (spec section 3). */
export const CLASS_NAME_MAX = 100;
export const CLASS_GRADE_MAX = 40;
export const CLASS_DESCRIPTION_MAX = 1000;

/** The spec's generated description of a saved roster. */
export const classConfigDescription = (count: number): string =>
  `Saved class with ${count} student${count === 1 ? '' : 's'}`;

/* Skills (Step 11, docs/decisions/0153). */
export const SKILL_NAME_MAX = 40;
/** A skill gives or takes at most this many points. */
export const SKILL_WEIGHT_MAX = 5;
/** The icons a skill may have, all drawn in the app (no image service). */
export const SKILL_ICONS = [
  'heart',
  'target',
  'hand',
  'mountain',
  'team',
  'bolt',
  'star',
  'book',
  'lightbulb',
  'speech',
  'clock',
  'backpack',
  'warning',
  'frown',
  'pencil',
  'trophy',
] as const;
/** What a new class starts with: the skills teachers most often give points for. */
export const DEFAULT_SKILLS: readonly {
  name: string;
  icon: (typeof SKILL_ICONS)[number];
  weight: number;
}[] = [
  { name: 'Helping others', icon: 'heart', weight: 1 },
  { name: 'On task', icon: 'target', weight: 1 },
  { name: 'Participating', icon: 'hand', weight: 1 },
  { name: 'Perseverance', icon: 'mountain', weight: 1 },
  { name: 'Teamwork', icon: 'team', weight: 1 },
  { name: 'Working hard', icon: 'bolt', weight: 1 },
  { name: 'Disrespect', icon: 'frown', weight: -1 },
  { name: 'No homework', icon: 'book', weight: -1 },
  { name: 'Off task', icon: 'warning', weight: -1 },
  { name: 'Talking out of turn', icon: 'speech', weight: -1 },
  { name: 'Unprepared', icon: 'backpack', weight: -1 },
];

/*
 * The award sound's device (docs/decisions/0160): a display link of the class
 * (`link:<id>`) or a teacher device's Student Scoreboard (`device:<id>`, an id the device
 * makes and keeps in its storage).
 */
export const SOUND_DEVICE_PATTERN = /^(link:[1-9][0-9]{0,9}|device:[A-Za-z0-9_-]{8,64})$/;
export const SOUND_DEVICE_LABEL_MAX = 40;

/** The longest range one history read or export covers: a school year and a bit. */
export const HISTORY_RANGE_MAX_DAYS = 400;

/** The class run's refusals (domain class-run.ts), sent in a run command's ack. */
export const RUN_MESSAGES = {
  timerLocked: 'The timer is locked while the class schedule runs.',
  alreadyUnderWay: 'The class is already under way. Pause, finish or reset it.',
  notRunning: 'The class is not running.',
  notPaused: 'The class is not paused.',
  noEarlierActivity: 'There is no earlier activity to go back to.',
  notUnderWay: 'The class is not under way.',
  freeTimeOnlyWhileRunning: 'Free time is only used while the class runs.',
  paused: 'The class is paused.',
  noFreeTime: 'No free time has been earned yet.',
  scheduleLocked: 'The schedule cannot be edited while the class runs.',
  timerNotRunning: 'The timer is not running.',
  timerNotPaused: 'The timer is not paused.',
  noTimesUp: "There is no Time's up to dismiss.",
} as const;
