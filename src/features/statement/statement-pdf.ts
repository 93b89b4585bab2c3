import { jsPDF } from 'jspdf';
import { formatIsoDate } from '../../../contract/dates';
import { UNDEFINED_REF_ID, type StatementDto } from '../../../contract/statement';
import { PDF_ACCENT as ACCENT, drawPdfLogo, pdfText } from '../../lib/pdf';
import { amountCell, fitText } from '../operations/use-export';

// The statement as a PDF, drawn with jspdf's text() only (names are written as text, never read
// as markup), in the page and type of the operations' PDF. Loaded only on export.

type Translate = (key: string, options?: Record<string, unknown>) => string;

const PAGE = { width: 760, height: 510, margin: 40 } as const;
const ROW = 16;
const LOGO_SIZE = 48;
const PADDING = 3;
const COLUMNS = [
  { key: 'category', width: 190 },
  { key: 'payee', width: 160 },
  { key: 'planned', width: 92, end: true },
  { key: 'real', width: 92, end: true },
  { key: 'gap', width: 73, end: true },
  { key: 'cumulative', width: 73, end: true },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];

export interface StatementPdfInput {
  statement: StatementDto;
  currency: string;
  language: string;
  t: Translate;
}

export function buildStatementPdf({ statement, currency, language, t }: StatementPdfInput) {
  const doc = new jsPDF({
    orientation: 'landscape',
    unit: 'pt',
    format: [PAGE.width, PAGE.height],
  });
  const money = (cents: number) => amountCell(cents, currency, language);
  const named = (ref: { id: number; name: string }) =>
    ref.id === UNDEFINED_REF_ID ? t('statement.undefined') : ref.name;
  const period = {
    start: formatIsoDate(statement.startDate, false),
    end: formatIsoDate(statement.endDate, false),
  };
  drawPdfLogo(doc, t('common.appName'), { x: PAGE.margin, y: PAGE.margin, size: LOGO_SIZE });
  doc.setFont('helvetica', 'bold').setFontSize(14).setTextColor(0);
  doc.text(pdfText(t('statement.pdf.title', period)), PAGE.margin, PAGE.margin + LOGO_SIZE + 24);
  const header = Object.fromEntries(
    COLUMNS.map(({ key }) => [key, t(`statement.column.${key}`)]),
  ) as Record<ColumnKey, string>;
  let y = PAGE.margin + LOGO_SIZE + 52;
  drawRow(doc, header, y, true);
  for (const line of statement.lines) {
    y += ROW;
    if (y > PAGE.height - PAGE.margin - ROW) {
      doc.addPage();
      y = PAGE.margin;
      drawRow(doc, header, y, true);
      y += ROW;
    }
    drawRow(
      doc,
      {
        category: named(line.category),
        payee: named(line.payee),
        planned: money(line.planned),
        real: money(line.real),
        gap: money(line.gap),
        cumulative: money(line.cumulative),
      },
      y,
      false,
    );
  }
  const { planned, real, cumulative } = statement.totals;
  doc.setFont('helvetica', 'bold').setFontSize(9);
  const totals = t('statement.pdf.totals', {
    planned: money(planned),
    real: money(real),
    cumulative: money(cumulative),
  });
  doc.text(totals, PAGE.width - PAGE.margin, y + 2 * ROW, { align: 'right' });
  return doc;
}

function drawRow(doc: jsPDF, cells: Record<ColumnKey, string>, y: number, header: boolean) {
  doc
    .setFont('helvetica', header ? 'bold' : 'normal')
    .setFontSize(8)
    .setTextColor(0);
  let x = PAGE.margin;
  for (const column of COLUMNS) {
    const text = fitText(cells[column.key], column.width - 2 * PADDING, (s) => doc.getTextWidth(s));
    if ('end' in column) doc.text(text, x + column.width - PADDING, y, { align: 'right' });
    else doc.text(text, x + PADDING, y);
    x += column.width;
  }
  if (header) doc.setDrawColor(ACCENT).line(PAGE.margin, y + 4, PAGE.width - PAGE.margin, y + 4);
}
