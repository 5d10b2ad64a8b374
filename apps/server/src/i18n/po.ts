/*
 * A small reader for the PO files the server's texts live in (src/locales/<lang>.po,
 * decision 0169): translators' own format, English as the msgid. Only what our catalogue
 * uses: comments, msgctxt, msgid/msgstr over one or more quoted lines, C escapes. A plural
 * entry is refused (the server writes no counted text), and a fuzzy one is left out, as
 * gettext does: a translator marked it unsure.
 */

export interface PoEntry {
  context: string | null;
  id: string;
  text: string;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };

/** A quoted PO string's contents, escapes resolved. */
function unquote(quoted: string, lineNo: number): string {
  if (!/^"(?:[^"\\]|\\.)*"$/.test(quoted))
    throw new Error(`PO line ${lineNo}: not a quoted string`);
  return quoted.slice(1, -1).replace(/\\(.)/g, (_, c: string) => {
    const out = ESCAPES[c];
    if (out === undefined) throw new Error(`PO line ${lineNo}: unknown escape \\${c}`);
    return out;
  });
}

type Field = 'msgctxt' | 'msgid' | 'msgstr';

/** Every entry of a PO file but its header (the empty msgid). */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: Partial<Record<Field, string>> = {};
  let field: Field | null = null;
  let fuzzy = false;
  const finish = () => {
    if (current.msgid !== undefined) {
      if (current.msgstr === undefined) throw new Error(`PO: "${current.msgid}" has no msgstr`);
      if (current.msgid !== '' && !fuzzy)
        entries.push({ context: current.msgctxt ?? null, id: current.msgid, text: current.msgstr });
    }
    current = {};
    field = null;
    fuzzy = false;
  };
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trim();
    if (line === '') {
      finish();
      return;
    }
    if (line.startsWith('#')) {
      // A comment after an entry's strings starts the next entry.
      if (field !== null) finish();
      if (/^#,.*\bfuzzy\b/.test(line)) fuzzy = true;
      return;
    }
    if (line.startsWith('"')) {
      if (field === null) throw new Error(`PO line ${lineNo}: a string outside an entry`);
      current[field] = (current[field] ?? '') + unquote(line, lineNo);
      return;
    }
    const match = /^(msgctxt|msgid|msgstr|msgid_plural|msgstr\[\d+\])\s+(".*")$/.exec(line);
    if (!match) throw new Error(`PO line ${lineNo}: cannot read "${line}"`);
    const keyword = match[1] as string;
    if (keyword === 'msgid_plural' || keyword.startsWith('msgstr['))
      throw new Error(`PO line ${lineNo}: plural entries are not used on the server`);
    const next = keyword as Field;
    // A new msgctxt or msgid after a complete entry starts the next one (no blank line between).
    if ((next === 'msgctxt' || next === 'msgid') && current.msgstr !== undefined) finish();
    if (current[next] !== undefined) throw new Error(`PO line ${lineNo}: ${next} twice`);
    field = next;
    current[next] = unquote(match[2] as string, lineNo);
  });
  finish();
  return entries;
}
