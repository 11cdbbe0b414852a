// The printed invoice or credit note (VAT Act art. 114): in Bulgarian, with a small English line under each heading.
// Amounts are written the Bulgarian way ("80,00 €"), dates as dd.mm.yyyy. A document paid in leva shows its amounts in
// leva and its total in euro at the fixed rate, which it states.
import type { ClubLegalDetails, InvoiceKind, InvoiceLine, InvoiceRecipient } from '@swim/shared/api/invoices';
import type { Currency } from '@swim/shared/enums';
import { convertMinor, formatMoney } from '@swim/shared/money';
import { type PdfDocument, renderPdf } from '../../lib/pdf.js';

export type InvoiceDocument = {
  kind: InvoiceKind;
  number: string;
  /** 'YYYY-MM-DD' */
  issueDate: string;
  taxEventDate: string;
  issuer: ClubLegalDetails;
  recipient: InvoiceRecipient;
  lines: InvoiceLine[];
  taxBase: number;
  vatRate: number;
  vatAmount: number;
  total: number;
  currency: Currency;
  vatExemptionGround: string | null;
  /** The invoice a credit note corrects. */
  corrects: { number: string; issueDate: string } | null;
  /** A credit note's reason for being issued (art. 115(3)), in Bulgarian. */
  reason?: string | null;
};

const GREY = '#555555';
const LEFT = 50;
const WIDTH = 495;

/** 'YYYY-MM-DD' as dd.mm.yyyy. */
export function formatDocumentDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

const money = (amount: number, currency: Currency) => formatMoney(amount, currency, 'bg');

/** A heading in Bulgarian with its English line under it. */
function heading(doc: PdfDocument, bg: string, en: string, at: { x: number; y: number; width: number }) {
  doc.font('bold').fontSize(10).fillColor('black').text(bg, at.x, at.y, { width: at.width });
  doc.font('regular').fontSize(7).fillColor(GREY).text(en, at.x, doc.y, { width: at.width });
  doc.fillColor('black').fontSize(9);
}

function labelled(doc: PdfDocument, label: string, value: string, x: number, width: number) {
  doc.font('regular').fontSize(9).fillColor('black').text(`${label}: ${value}`, x, doc.y, { width });
}

/** A party as printed: a company (or the club) with its EIK and МОЛ, or a person with a name and an address. */
type Party = { name: string; eik?: string; vatNumber?: string | null; address: string | null; mol?: string };

const issuerParty = (issuer: ClubLegalDetails): Party => ({ ...issuer, name: issuer.legalName });

function party(doc: PdfDocument, who: Party, at: { x: number; y: number; width: number }) {
  const { x, width } = at;
  doc.font('bold').fontSize(10).text(who.name, x, at.y, { width });
  if (who.eik) labelled(doc, 'ЕИК', who.eik, x, width);
  if (who.vatNumber) labelled(doc, 'ДДС №', who.vatNumber, x, width);
  labelled(doc, 'Адрес', who.address ?? '—', x, width);
  if (who.mol) labelled(doc, 'МОЛ', who.mol, x, width);
  return doc.y;
}

const COLUMNS = [
  { bg: '№', en: 'No.', width: 25, align: 'left' },
  { bg: 'Описание', en: 'Description', width: 220, align: 'left' },
  { bg: 'Количество', en: 'Quantity', width: 80, align: 'right' },
  { bg: 'Ед. цена', en: 'Unit price', width: 85, align: 'right' },
  { bg: 'Стойност', en: 'Amount', width: 85, align: 'right' },
] as const;

function linesTable(doc: PdfDocument, document: InvoiceDocument) {
  let y = doc.y + 10;
  let x = LEFT;
  for (const column of COLUMNS) {
    doc
      .font('bold')
      .fontSize(9)
      .text(column.bg, x, y, { width: column.width - 4, align: column.align });
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(GREY)
      .text(column.en, x, doc.y, { width: column.width - 4, align: column.align });
    doc.fillColor('black');
    x += column.width;
  }
  y = doc.y + 4;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke();
  y += 6;
  document.lines.forEach((line, index) => {
    const cells = [
      String(index + 1),
      line.description,
      String(line.quantity),
      money(line.unitPrice, document.currency),
      money(line.amount, document.currency),
    ];
    let x = LEFT;
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i] ?? COLUMNS[0];
      doc
        .font('regular')
        .fontSize(9)
        .text(cell, x, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    y = bottom + 6;
  });
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke();
  doc.y = y + 8;
}

/** A totals row: the label (Bulgarian, English under it) on the left, the amount on the right. */
function totalRow(doc: PdfDocument, bg: string, en: string, value: string, bold = false) {
  const y = doc.y;
  heading(doc, bg, en, { x: 250, y, width: 190 });
  const after = doc.y;
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(bold ? 11 : 10)
    .text(value, 440, y, { width: 105, align: 'right' });
  doc.y = Math.max(after, doc.y) + 4;
}

function draw(doc: PdfDocument, document: InvoiceDocument) {
  const credit = document.kind === 'credit_note';
  doc
    .font('bold')
    .fontSize(20)
    .text(credit ? 'КРЕДИТНО ИЗВЕСТИЕ' : 'ФАКТУРА', LEFT, 50, { width: WIDTH, align: 'center' });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(GREY)
    .text(credit ? 'Credit note' : 'Invoice', { width: WIDTH, align: 'center' });
  doc.fillColor('black').font('bold').fontSize(12).text(`№ ${document.number}`, { width: WIDTH, align: 'center' });
  doc.font('regular').fontSize(9).text('ОРИГИНАЛ', { width: WIDTH, align: 'center' });
  doc.moveDown(1);

  const datesY = doc.y;
  heading(doc, 'Дата на издаване', 'Date of issue', { x: LEFT, y: datesY, width: 240 });
  doc.text(formatDocumentDate(document.issueDate), LEFT, doc.y, { width: 240 });
  heading(doc, 'Дата на данъчното събитие', 'Date of the taxable event', { x: 305, y: datesY, width: 240 });
  doc.text(formatDocumentDate(document.taxEventDate), 305, doc.y, { width: 240 });
  if (document.corrects) {
    doc.moveDown(0.8);
    heading(doc, 'Към фактура', 'Correcting invoice', { x: LEFT, y: doc.y, width: WIDTH });
    doc.text(`№ ${document.corrects.number} от ${formatDocumentDate(document.corrects.issueDate)}`, LEFT, doc.y);
  }
  if (document.reason) {
    doc.moveDown(0.8);
    heading(doc, 'Основание за издаване', 'Reason for issuing', { x: LEFT, y: doc.y, width: WIDTH });
    doc.text(document.reason, LEFT, doc.y, { width: WIDTH });
  }
  doc.moveDown(1);

  const partiesY = doc.y;
  heading(doc, 'Доставчик', 'Supplier', { x: LEFT, y: partiesY, width: 240 });
  const supplierEnd = party(doc, issuerParty(document.issuer), { x: LEFT, y: doc.y + 2, width: 240 });
  heading(doc, 'Получател', 'Recipient', { x: 305, y: partiesY, width: 240 });
  const recipientEnd = party(doc, document.recipient, { x: 305, y: doc.y + 2, width: 240 });
  doc.y = Math.max(supplierEnd, recipientEnd) + 10;

  linesTable(doc, document);

  const { currency } = document;
  totalRow(doc, 'Данъчна основа', 'Tax base', money(document.taxBase, currency));
  totalRow(doc, `ДДС ${document.vatRate}%`, `VAT ${document.vatRate}%`, money(document.vatAmount, currency));
  if (document.vatExemptionGround) {
    totalRow(doc, 'Основание за неначисляване на ДДС', 'Legal ground for no VAT', document.vatExemptionGround);
  }
  totalRow(doc, credit ? 'Обща сума за намаление' : 'Обща сума', 'Total', money(document.total, currency), true);
  if (currency !== 'EUR') {
    const euro = convertMinor(document.total, currency, 'EUR');
    totalRow(doc, 'Обща сума в евро', 'Total in euro', money(euro, 'EUR'), true);
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(GREY)
      .text('Платено в лева; сумата в евро е по фиксирания курс 1 € = 1,95583 лв.', LEFT, doc.y, { width: WIDTH })
      .text('Paid in leva; the euro total is at the fixed rate 1 EUR = 1.95583 BGN.', { width: WIDTH });
  }
}

/** The document's PDF (its bytes, as stored and downloaded). */
export function renderInvoicePdf(document: InvoiceDocument, createdAt: Date): Promise<Buffer> {
  const title = `${document.kind === 'credit_note' ? 'Кредитно известие' : 'Фактура'} № ${document.number}`;
  return renderPdf({ title, author: document.issuer.legalName }, createdAt, (doc) => draw(doc, document));
}
