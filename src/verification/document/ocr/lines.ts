/** From OCR text to the groups of lines that could be an MRZ (2 or 3 consecutive long lines). */

/** Shorter lines are headings or visual-zone text, not MRZ (the shortest MRZ line is 30, less OCR losses). */
const MIN_LINE = 26;

export function cleanLine(line: string): string {
  return line
    .toUpperCase()
    .replace(/[«‹]/g, '<')
    .replace(/[^A-Z0-9<]/g, '');
}

export function mrzLineGroups(text: string): string[][] {
  const lines = text
    .split(/\r?\n/)
    .map(cleanLine)
    .filter((l) => l.length >= MIN_LINE);
  const groups: string[][] = [];
  // The MRZ is the last text on the page: later windows first.
  for (let i = lines.length - 2; i >= 0; i--) {
    if (i + 3 <= lines.length) groups.push(lines.slice(i, i + 3));
    groups.push(lines.slice(i, i + 2));
  }
  return groups;
}
