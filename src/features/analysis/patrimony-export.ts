import Papa from 'papaparse';
import { jsPDF } from 'jspdf';
import { neutralizeFormula } from '../../../contract/operations-csv';
import { csvBlob } from '../../lib/csv-export';
import { PDF_ACCENT, drawPdfLogo, drawPdfPageNumbers, pdfText } from '../../lib/pdf';
import type { CsvSheet, PdfSheet, PdfSum } from './patrimony-sheets';

// The patrimony as a file (002 §2): loaded only when exporting.

/** Text cells quoted and neutralised, amounts as bare numbers, as the operations CSV. */
export function patrimonyCsv({ headers, rows, numeric }: CsvSheet, delimiter: string): Blob {
  const cells = [
    headers.map(neutralizeFormula),
    ...rows.map((row) => row.map((cell, i) => (numeric[i] ? cell : neutralizeFormula(cell)))),
  ];
  const csv = Papa.unparse(cells, { delimiter, newline: '\r\n', quotes: numeric.map((n) => !n) });
  return csvBlob(`\uFEFF${csv}`);
}

const MARGIN = 30;
const LINE = 11;
const ROW_GAP = 5;
const LOGO_SIZE = 40;
const PADDING = 3;
/** Relative widths of the 11 columns: the name widest, so it wraps rarely. */
const WEIGHTS = [2.4, 1.1, 1.3, 1.5, 1.3, 1, 0.9, 1.2, 1, 0.7, 0.9];

/** A landscape A4 document: logo, title, one block per account type with its subtotal, total. */
export function patrimonyPdf(sheet: PdfSheet): Blob {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  const pageWidth = doc.internal.pageSize.getWidth();
  const bottom = doc.internal.pageSize.getHeight() - MARGIN;
  const weight = WEIGHTS.reduce((a, b) => a + b, 0);
  const widths = WEIGHTS.map((w) => ((pageWidth - 2 * MARGIN) * w) / weight);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const amountRight = lefts[sheet.amountColumn]! + widths[sheet.amountColumn]! - PADDING;
  let y = 0;

  const linesOf = (row: string[]) =>
    row.map((cell, i) => doc.splitTextToSize(pdfText(cell), widths[i]! - 2 * PADDING) as string[]);
  const drawCells = (row: string[], bold: boolean) => {
    doc
      .setFont('helvetica', bold ? 'bold' : 'normal')
      .setFontSize(8)
      .setTextColor(0);
    const cells = linesOf(row);
    const height = Math.max(...cells.map((lines) => lines.length)) * LINE;
    if (y + height > bottom) newPage();
    cells.forEach((lines, i) => {
      const right = sheet.numeric[i];
      const x = right ? lefts[i]! + widths[i]! - PADDING : lefts[i]! + PADDING;
      doc.text(lines, x, y, right ? { align: 'right' } : {});
    });
    y += height + ROW_GAP;
  };
  const drawHeader = () => {
    drawCells(sheet.headers, true);
    doc.setDrawColor(PDF_ACCENT).line(MARGIN, y - ROW_GAP - 6, pageWidth - MARGIN, y - ROW_GAP - 6);
  };
  function newPage() {
    doc.addPage();
    y = MARGIN + LINE;
    drawHeader();
  }
  const drawSum = ({ label, amount }: PdfSum, size: number) => {
    if (y + LINE > bottom) newPage();
    doc.setFont('helvetica', 'bold').setFontSize(size).setTextColor(0);
    doc.text(pdfText(label), MARGIN + PADDING, y);
    if (amount) doc.text(pdfText(amount), amountRight, y, { align: 'right' });
    y += LINE + ROW_GAP * 2;
  };

  drawPdfLogo(doc, sheet.appName, { x: MARGIN, y: MARGIN, size: LOGO_SIZE });
  doc.setFont('helvetica', 'bold').setFontSize(14).setTextColor(0);
  doc.text(pdfText(sheet.title), MARGIN, MARGIN + LOGO_SIZE + 24);
  y = MARGIN + LOGO_SIZE + 50;
  drawHeader();
  for (const group of sheet.groups) {
    if (y + 3 * LINE > bottom) newPage();
    doc.setFont('helvetica', 'bold').setFontSize(10).setTextColor(PDF_ACCENT);
    doc.text(pdfText(group.label), MARGIN + PADDING, y);
    y += LINE + ROW_GAP;
    for (const row of group.rows) drawCells(row, false);
    drawSum(group.subtotal, 8);
  }
  doc.setDrawColor(0).line(MARGIN, y - LINE, pageWidth - MARGIN, y - LINE);
  for (const total of sheet.totals) drawSum(total, 11);
  drawPdfPageNumbers(doc, MARGIN);
  return doc.output('blob');
}
