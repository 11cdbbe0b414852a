// Reads a PDF's text back (pdfjs-dist), page by page, so tests check what a reader of the document sees.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every page's text, its runs joined with spaces and pages with a new line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter(Boolean)
        .join(' '),
    );
  }
  await pdf.destroy();
  return pages.join('\n');
}
