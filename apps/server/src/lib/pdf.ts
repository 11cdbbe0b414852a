// PDFs the club issues (invoices, credit notes, payment confirmations): pdfkit with DejaVu Sans embedded (subset),
// which covers Cyrillic, Latin and the euro sign. No browser is involved (issue 24).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

export type PdfFont = keyof typeof FONTS;
export type PdfDocument = PDFKit.PDFDocument;

/** `lang`: the document's language (BCP 47), Bulgarian unless given. */
export type PdfInfo = { title: string; author: string; subject?: string; lang?: string };

/**
 * Draws a document with `draw` and returns its bytes. Fonts 'regular' and 'bold' are registered; 'regular' is current.
 * The creation date is the one given, so the same facts always give the same bytes' content.
 */
export async function renderPdf(info: PdfInfo, createdAt: Date, draw: (doc: PdfDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: info.title,
      Author: info.author,
      ...(info.subject ? { Subject: info.subject } : {}),
      CreationDate: createdAt,
    },
    lang: info.lang ?? 'bg',
    displayTitle: true,
  });
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  doc.font('regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
