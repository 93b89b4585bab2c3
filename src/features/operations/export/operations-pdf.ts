import { jsPDF } from 'jspdf';
import { PDF_ACCENT as ACCENT, drawPdfLogo, drawPdfPageNumbers, pdfText } from '../../../lib/pdf';
import type { OperationDto } from '../../../../contract/operations-dto';
import { amountCell, categoryCell, dateCell, typeCell } from '../operation-cells';
import {
  PDF_COLUMNS,
  PDF_FIRST_TABLE_TOP,
  PDF_LOGO,
  PDF_PAGE,
  PDF_ROW_HEIGHT,
  PDF_TABLE_BOTTOM,
  fitText,
  paginate,
  pdfTotals,
  type PdfColumnKey,
} from './operations-pdf-layout';

// The operations as a PDF, drawn with jspdf's text() only: whatever a memo holds is
// written as text, never read as markup. This module (with jspdf) is loaded only on export.

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface OperationsPdfInput {
  operations: readonly OperationDto[];
  title: string;
  language: string;
  t: Translate;
}

const { width, height, margin } = PDF_PAGE;
const PADDING = 3;

export function buildOperationsPdf({ operations, title, language, t }: OperationsPdfInput) {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: [width, height] });
  drawPdfLogo(doc, t('common.appName'), { x: margin, y: margin, size: PDF_LOGO.height });
  doc.setFont('helvetica', 'bold').setFontSize(14).setTextColor(0);
  doc.text(
    fitText(pdfText(title), width - 2 * margin, (s) => doc.getTextWidth(s)),
    margin,
    PDF_FIRST_TABLE_TOP - 16,
  );

  const cells = (op: OperationDto): Record<PdfColumnKey, string> => ({
    date: dateCell(op.date, false),
    account: op.account.name,
    type: typeCell(op, t),
    payee: op.payee.name,
    category: categoryCell(op, t),
    memo: op.memo ?? '',
    amount: amountCell(op.amount, op.account.currency.symb, language),
    balance: op.balance === null ? '' : amountCell(op.balance, op.account.currency.symb, language),
  });
  const header = Object.fromEntries(
    PDF_COLUMNS.map(({ key }) => [key, t(`operation.export.column.${key}`)]),
  ) as Record<PdfColumnKey, string>;

  let y = 0;
  paginate(operations).forEach((rows, index) => {
    if (index > 0) doc.addPage();
    y = index === 0 ? PDF_FIRST_TABLE_TOP : margin;
    drawRow(doc, header, y, true);
    for (const op of rows) drawRow(doc, cells(op), (y += PDF_ROW_HEIGHT), false);
  });
  drawTotals(doc, operations, y + PDF_ROW_HEIGHT, language, t);
  drawPdfPageNumbers(doc, margin);
  return doc;
}

function drawRow(doc: jsPDF, cells: Record<PdfColumnKey, string>, y: number, header: boolean) {
  doc
    .setFont('helvetica', header ? 'bold' : 'normal')
    .setFontSize(8)
    .setTextColor(0);
  let x = margin;
  for (const column of PDF_COLUMNS) {
    const room = column.width - 2 * PADDING;
    const text = fitText(pdfText(cells[column.key]), room, (s) => doc.getTextWidth(s));
    if ('end' in column) doc.text(text, x + column.width - PADDING, y, { align: 'right' });
    else doc.text(text, x + PADDING, y);
    x += column.width;
  }
  if (header) doc.setDrawColor(ACCENT).line(margin, y + 4, width - margin, y + 4);
}

function drawTotals(
  doc: jsPDF,
  operations: readonly OperationDto[],
  top: number,
  language: string,
  t: Translate,
) {
  const totals = pdfTotals(operations);
  let y = top + PDF_ROW_HEIGHT;
  if (y + totals.length * PDF_ROW_HEIGHT > PDF_TABLE_BOTTOM) {
    doc.addPage();
    y = margin + PDF_ROW_HEIGHT;
  }
  doc.setFont('helvetica', 'bold').setFontSize(9).setTextColor(0);
  for (const { currency, debits, credits, net } of totals) {
    const amount = (cents: number) => amountCell(cents, currency, language);
    const line = t('export.pdf.totals', {
      debits: amount(debits),
      credits: amount(credits),
      net: amount(net),
    });
    doc.text(pdfText(line), width - margin, y, { align: 'right' });
    y += PDF_ROW_HEIGHT;
  }
}
