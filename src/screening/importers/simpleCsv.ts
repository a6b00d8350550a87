// A CSV reader for the plain files the lists publish (OFAC's 2 MB sdn.csv and its companions),
// about ten times faster than csv-parse, which took a third of importing the shipped lists. It
// reads only what it can read exactly as csv-parse does with the options parseCsv gives it
// (relax_column_count, skip_empty_lines, `info.lines`) and answers undefined for anything else:
// a lone CR or LF in a CRLF file, a line break inside quotes, a quote inside an unquoted field or
// after a closing quote, an unclosed quote. parseCsv then hands the file to csv-parse, so odd
// files and malformed ones get the same rows, errors and line numbers as before.
// Property-tested against csv-parse (simpleCsv.test.ts).

export interface SimpleRow {
  fields: string[];
  /** Line of the record's end, counted as csv-parse's info.lines counts it. */
  line: number;
}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

/** Called with each record's fields (a new array each time) and csv-parse's line for it. */
export type RowVisitor = (fields: string[], line: number) => void;

/** The first record whose field count differs from the one asked for. */
export interface ColumnMismatch {
  line: number;
  found: number;
}

/** True when a line break (CR or LF) occurs in text[from, to). */
function breakIn(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === CR || c === LF) return true;
  }
  return false;
}

/**
 * The reader itself. With a visitor it hands over each record as it is read; without one it makes
 * no strings at all and only counts fields, which lets forEachSimpleRow check a file before it
 * visits any record. Returns false when the text is not plain (csv-parse must read it); else the
 * first record with other than `columns` fields, or undefined.
 */
function scan(
  text: string,
  visit: RowVisitor | undefined,
  columns: number | undefined,
): false | ColumnMismatch | undefined {
  // csv-parse takes the first line break it meets as the record delimiter; here it must be the
  // only kind: CRLF throughout, or LF with no CR anywhere.
  const crlf = text.indexOf('\r') >= 0;
  const n = text.length;
  let mismatch: ColumnMismatch | undefined;
  let line = 1;
  let i = 0;
  while (i < n) {
    // An empty line is skipped but counted.
    const first = text.charCodeAt(i);
    if (crlf ? first === CR : first === LF) {
      if (crlf && text.charCodeAt(i + 1) !== LF) return false;
      i += crlf ? 2 : 1;
      line++;
      continue;
    }
    const fields: string[] | undefined = visit === undefined ? undefined : [];
    let count = 0;
    for (;;) {
      let c = text.charCodeAt(i);
      if (c === QUOTE) {
        // Quoted field: "" is one quote; it must end at a comma, a line break or the end.
        let value = '';
        let from = i + 1;
        for (;;) {
          const q = text.indexOf('"', from);
          if (q < 0 || breakIn(text, from, q)) return false;
          if (fields !== undefined) value += text.slice(from, q);
          if (text.charCodeAt(q + 1) === QUOTE) {
            if (fields !== undefined) value += '"';
            from = q + 2;
            continue;
          }
          i = q + 1;
          break;
        }
        fields?.push(value);
        count++;
        c = text.charCodeAt(i);
        if (i < n && c !== COMMA && c !== CR && c !== LF) return false;
      } else {
        const start = i;
        while (i < n) {
          c = text.charCodeAt(i);
          if (c === COMMA || c === CR || c === LF) break;
          if (c === QUOTE) return false;
          i++;
        }
        fields?.push(text.slice(start, i));
        count++;
      }
      if (i >= n) break;
      if (c === COMMA) {
        i++;
        continue;
      }
      // A line break ends the record.
      if (crlf ? c !== CR || text.charCodeAt(i + 1) !== LF : c !== LF) return false;
      i += crlf ? 2 : 1;
      break;
    }
    if (columns !== undefined && count !== columns && mismatch === undefined) mismatch = { line, found: count };
    if (fields !== undefined) visit?.(fields, line);
    line++;
  }
  return mismatch;
}

export function parseSimpleCsv(text: string): SimpleRow[] | undefined {
  const rows: SimpleRow[] = [];
  return scan(text, (fields, line) => rows.push({ fields, line }), undefined) === false ? undefined : rows;
}

/**
 * Visits the rows parseSimpleCsv would give, one at a time, so that none outlives its visit (a
 * whole file's rows, kept until the last was read, were copied by the collector and promoted).
 * The text is checked first, without making strings: false (nothing visited) when it is not
 * plain, a column mismatch (nothing visited) when a record has other than `columns` fields.
 */
export function forEachSimpleRow(
  text: string,
  columns: number | undefined,
  visit: RowVisitor,
): false | ColumnMismatch | undefined {
  const checked = scan(text, undefined, columns);
  if (checked !== undefined) return checked;
  scan(text, visit, undefined);
  return undefined;
}
