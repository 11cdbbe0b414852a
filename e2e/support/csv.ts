/** The UTF-8 byte-order mark the club's exports begin with, so Excel reads Cyrillic. */
export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Parses RFC 4180 CSV text (quoted fields may hold commas, quotes and line breaks) into rows of fields.
 * A test's own reader, independent of the server's writer.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as objects keyed by the header row's names. */
export function csvRecords(rows: string[][]): Record<string, string>[] {
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((fields) => Object.fromEntries(header.map((name, index) => [name, fields[index] ?? ''])));
}
