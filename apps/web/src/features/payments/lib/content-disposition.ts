/** The file name a Content-Disposition header suggests (RFC 6266: filename* wins over filename), or null. */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return sanitize(decodeURIComponent(extended[1].trim()));
    } catch {
      // A malformed escape falls through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? sanitize(name) : null;
}

/** Keeps only the last path segment, so a header cannot suggest a folder. */
function sanitize(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  return base || null;
}
