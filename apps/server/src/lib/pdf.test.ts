import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text.js';
import { renderPdf } from './pdf.js';

describe('renderPdf', () => {
  it('writes Cyrillic, Latin and the euro sign with the embedded font, read back as text', async () => {
    const bytes = await renderPdf({ title: 'Фактура', author: 'Клуб' }, new Date('2026-11-29T10:00:00Z'), (doc) => {
      doc.font('bold').text('ФАКТУРА / INVOICE');
      doc.font('regular').text('Плувен клуб „Делфин“ · 80,00 € · Съвет');
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('ФАКТУРА / INVOICE');
    expect(text).toContain('Плувен клуб „Делфин“ · 80,00 € · Съвет');
  });
});
