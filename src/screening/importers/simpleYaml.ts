// A reader for the block-style YAML the PEP file is written in (congress-legislators'
// executive.yaml: nested block maps and sequences of one-line plain or single-quoted scalars).
// The `yaml` package took 80 to 250 ms for its 28 kB, the largest single cost of importing the
// shipped lists after the SDN list, most of it the warm-up of a general parser run once. This
// reader gives exactly what `yaml`'s parse() gives for that subset and answers undefined for
// anything else: comments, flow collections, anchors, tags, block scalars, multi-line or
// double-quoted scalars, plain scalars the core schema reads as null, booleans or non-trivial
// numbers, odd keys, duplicate keys, tabs, CR, blank lines. pepYaml then hands the text to
// `yaml`, so every other file gets the same values and errors as before. Property-tested against
// `yaml` (simpleYaml.test.ts).

export type YamlValue = string | number | null | YamlValue[] | { [key: string]: YamlValue };

interface Line {
  indent: number;
  text: string;
}

/** Thrown inside the reader when the text leaves the subset; never escapes parseSimpleYaml. */
class Declined extends Error {}

const decline = (): never => {
  throw new Declined();
};

// Characters that mean more than text somewhere in YAML (comments, flow collections, anchors,
// aliases, tags, block scalars, double quotes, directives, reserved indicators), and characters
// that are line breaks or byte-order marks to some YAML reader: the subset has none of them.
const SPECIAL = /[#[\]{}&*!|>"%@`\t\r\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff]/;
const KEY = /^([A-Za-z][A-Za-z0-9_]*):(?: (.*))?$/;
// Plain words the core schema reads as null or a boolean.
const RESERVED = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
// Integers a double holds exactly, written as the core schema writes them back.
const INTEGER = /^(?:0|[1-9][0-9]{0,14})$/;
const QUOTED = /^'(?:[^']|'')*'$/;

function scalar(text: string): string | number {
  if (text === '' || text.startsWith(' ') || text.endsWith(' ')) return decline();
  if (text.startsWith("'")) return QUOTED.test(text) ? text.slice(1, -1).replace(/''/g, "'") : decline();
  // A plain scalar: an indicator first, ": " inside or ":" last would make it something else.
  if (/^[-?:,+.~0-9]/.test(text)) return INTEGER.test(text) ? Number(text) : decline();
  if (text.includes(': ') || text.endsWith(':') || RESERVED.test(text)) return decline();
  return text;
}

class Reader {
  private at = 0;

  constructor(private readonly lines: Line[]) {}

  done(): boolean {
    return this.at === this.lines.length;
  }

  private peek(): Line | undefined {
    return this.lines[this.at];
  }

  private static isItem(l: Line): boolean {
    return l.text.startsWith('- ');
  }

  /** The block node whose first line is the next one, at that line's indentation. */
  block(): YamlValue {
    const first = this.peek() ?? decline();
    return Reader.isItem(first) ? this.sequence(first.indent) : this.map(first.indent);
  }

  /** Items at `indent`: "- scalar", or "- key: ..." opening a map two columns further in. */
  private sequence(indent: number): YamlValue[] {
    const out: YamlValue[] = [];
    for (let l = this.peek(); l !== undefined && l.indent >= indent; l = this.peek()) {
      if (l.indent > indent) return decline();
      if (!Reader.isItem(l)) break;
      const rest = l.text.slice(2);
      if (KEY.test(rest)) {
        // The item's map starts on this line, at the column of its first key.
        this.lines[this.at] = { indent: indent + 2, text: rest };
        out.push(this.map(indent + 2));
      } else {
        out.push(scalar(rest));
        this.at++;
      }
    }
    return out;
  }

  private map(indent: number): { [key: string]: YamlValue } {
    const out: { [key: string]: YamlValue } = {};
    for (let l = this.peek(); l !== undefined && l.indent >= indent; l = this.peek()) {
      if (l.indent > indent) return decline();
      if (Reader.isItem(l)) break;
      const m = KEY.exec(l.text) ?? decline();
      const key = m[1] as string;
      if (RESERVED.test(key) || Object.hasOwn(out, key)) return decline();
      this.at++;
      const value = m[2];
      if (value !== undefined) {
        out[key] = scalar(value);
        continue;
      }
      // No value on the line: a deeper block, a sequence at the key's own indentation, or null.
      const next = this.peek();
      if (next !== undefined && (next.indent > indent || (next.indent === indent && Reader.isItem(next))))
        out[key] = this.block();
      else out[key] = null;
    }
    return out;
  }
}

function linesOf(text: string): Line[] | undefined {
  const raw = text.split('\n');
  // One final line break is the end of the last line, not a blank line.
  if (raw[raw.length - 1] === '') raw.pop();
  const lines: Line[] = [];
  for (const r of raw) {
    let indent = 0;
    while (r.charCodeAt(indent) === 32) indent++;
    if (indent === r.length) return undefined;
    lines.push({ indent, text: r.slice(indent) });
  }
  return lines;
}

/** What `yaml`'s parse(text) gives, when the text is in the subset above; else undefined. */
export function parseSimpleYaml(text: string): YamlValue | undefined {
  if (SPECIAL.test(text)) return undefined;
  const lines = linesOf(text);
  if (lines === undefined || lines.length === 0 || lines[0]?.indent !== 0) return undefined;
  try {
    const reader = new Reader(lines);
    const doc = reader.block();
    return reader.done() ? doc : undefined;
  } catch (err) {
    if (err instanceof Declined) return undefined;
    throw err;
  }
}
