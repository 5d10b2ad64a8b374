// `node --test scripts/` (the web package's `test`): a message that moves to another
// catalogue keeps its translation through `i18n:extract` (catalogue-files.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fillFromMemory, memoryFor, translationMemory } from './catalogue-files.mjs';

const HEADER = ['msgid ""', 'msgstr ""', '"Language: es\\n"', ''];
const po = (...blocks) => [...HEADER, ...blocks.flatMap((b) => [...b, ''])].join('\n');

// The roster's catalogue before: the dialog's messages were in it, translated.
const before = po(
  [
    '#: src/features/roster/add-student-dialog.tsx',
    'msgid "Add student"',
    'msgstr "Añadir alumno"',
  ],
  [
    '#: src/features/roster/teacher-dashboard.tsx',
    'msgctxt "dashboard button"',
    'msgid "Display link"',
    'msgstr "Enlace de la pantalla"',
  ],
  [
    '#: src/features/roster/display-links-dialog.tsx',
    'msgid "Display link"',
    'msgstr "Enlace para la pantalla del aula"',
  ],
  [
    '#: src/features/roster/goal-dialog.tsx',
    'msgid "A goal long enough to wrap"',
    'msgstr ""',
    '"Una meta lo bastante larga "',
    '"para partirse en dos líneas"',
  ],
  ['#: src/features/roster/untranslated.tsx', 'msgid "Not yet"', 'msgstr ""'],
);

// The later catalogue extract writes: the dialogs' messages, none translated yet.
const later = po(
  ['#: src/features/roster/add-student-dialog.tsx', 'msgid "Add student"', 'msgstr ""'],
  ['#: src/features/roster/display-links-dialog.tsx', 'msgid "Display link"', 'msgstr ""'],
  ['#: src/features/roster/goal-dialog.tsx', 'msgid "A goal long enough to wrap"', 'msgstr ""'],
  ['#: src/features/roster/new-dialog.tsx', 'msgid "Brand new"', 'msgstr ""'],
  ['#: src/features/roster/untranslated.tsx', 'msgid "Not yet"', 'msgstr ""'],
);

test('an untranslated message takes the translation the same msgid and msgctxt had', () => {
  const { text, filled } = fillFromMemory(later, translationMemory([before]));
  assert.equal(filled, 3);
  assert.equal(
    text,
    po(
      [
        '#: src/features/roster/add-student-dialog.tsx',
        'msgid "Add student"',
        'msgstr "Añadir alumno"',
      ],
      // Without a context: the context-less one's translation, not the dashboard button's.
      [
        '#: src/features/roster/display-links-dialog.tsx',
        'msgid "Display link"',
        'msgstr "Enlace para la pantalla del aula"',
      ],
      // A translation written over several lines comes whole.
      [
        '#: src/features/roster/goal-dialog.tsx',
        'msgid "A goal long enough to wrap"',
        'msgstr ""',
        '"Una meta lo bastante larga "',
        '"para partirse en dos líneas"',
      ],
      // Nothing to take: left for the translator (the strict compile fails on it).
      ['#: src/features/roster/new-dialog.tsx', 'msgid "Brand new"', 'msgstr ""'],
      ['#: src/features/roster/untranslated.tsx', 'msgid "Not yet"', 'msgstr ""'],
    ),
  );
});

test('a message with a context takes only that context’s translation', () => {
  const moved = po([
    '#: src/features/roster/teacher-dashboard.tsx',
    'msgctxt "dashboard button"',
    'msgid "Display link"',
    'msgstr ""',
  ]);
  const { text } = fillFromMemory(moved, translationMemory([before]));
  assert.match(
    text,
    /msgctxt "dashboard button"\nmsgid "Display link"\nmsgstr "Enlace de la pantalla"/,
  );
});

test('a translation already there is kept, and the header is left alone', () => {
  const translated = po(['msgid "Add student"', 'msgstr "Agregar alumno"']);
  const { text, filled } = fillFromMemory(translated, translationMemory([before]));
  assert.equal(filled, 0);
  assert.equal(text, translated);
});

test('the memory takes the first translation found and skips empty ones', () => {
  const other = po(
    ['msgid "Not yet"', 'msgstr "Todavía no"'],
    ['msgid "Add student"', 'msgstr "Otro"'],
  );
  const memory = translationMemory([before, other]);
  assert.deepEqual(memory.get('\u0004"Not yet"'), ['msgstr "Todavía no"']);
  assert.deepEqual(memory.get('\u0004"Add student"'), ['msgstr "Añadir alumno"']);
});

test("a catalogue's memory is its own folder's translations first, then the others'", () => {
  const classes = po(['msgid "Delete {name}"', 'msgstr "Eliminar {name}"']);
  const roster = po(['msgid "Delete {name}"', 'msgstr "Eliminar a {name}"']);
  const before = [
    { file: 'src/features/classes/locales/es.po', text: classes },
    { file: 'src/features/roster/locales/es.po', text: roster },
    {
      file: 'src/features/roster/locales/en.po',
      text: po(['msgid "Delete {name}"', 'msgstr "Delete {name}"']),
    },
  ];
  const moved = po(['msgid "Delete {name}"', 'msgstr ""']);
  const filled = (file) => fillFromMemory(moved, memoryFor(file, before)).text;
  assert.match(filled('src/features/roster/locales/later/es.po'), /msgstr "Eliminar a \{name\}"/);
  assert.match(filled('src/features/classes/locales/later/es.po'), /msgstr "Eliminar \{name\}"/);
  // Another folder's when its own has none; never another language's.
  assert.match(filled('src/features/groups/locales/es.po'), /msgstr "Eliminar \{name\}"/);
  assert.match(filled('src/features/groups/locales/en.po'), /msgstr "Delete \{name\}"/);
});
