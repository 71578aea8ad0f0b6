import PDFDocument from 'pdfkit';
import type { DocumentContent } from '../../../contracts/documents';

export interface PdfSource {
  title: string;
  author: string;
  /** yyyy-mm-dd; also the PDF's creation date, which keeps the bytes the same on every render. */
  publishedOn: string;
  categoryLabel: string;
  accessLabel: string;
  content: DocumentContent;
}

const BURGUNDY = '#7f1d3a';
const GOLD = '#a67c2e';
const INK = '#1c1917';
const MUTED = '#57534e';
const RULE = '#d6d3d1';
const MARGIN = 56;

/**
 * Renders a document's PDF from its content: a cover band, the sections (paragraphs, bullets and
 * tables) and a footer with page numbers. The output is byte-for-byte deterministic for the same
 * input (fixed creation date, so the file ID is fixed too), so the stored size stays true and a
 * lost file can be rebuilt identically.
 */
export function renderDocumentPdf(source: PdfSource): Promise<Buffer> {
  const createdAt = new Date(`${source.publishedOn}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 18, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: source.title,
      Author: source.author,
      Subject: source.content.subtitle,
      Creator: 'VINO',
      Producer: 'VINO document service',
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawCover(doc, source);
  for (const section of source.content.sections) {
    ensureSpace(doc, 90);
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(14).fillColor(BURGUNDY).text(section.heading);
    doc
      .moveTo(MARGIN, doc.y + 3)
      .lineTo(MARGIN + 60, doc.y + 3)
      .lineWidth(1.5)
      .strokeColor(GOLD)
      .stroke();
    doc.moveDown(0.6);
    for (const paragraph of section.paragraphs) {
      doc.font('Helvetica').fontSize(10.5).fillColor(INK).text(paragraph, { align: 'justify', lineGap: 2.5 });
      doc.moveDown(0.55);
    }
    if (section.bullets?.length) {
      doc
        .font('Helvetica')
        .fontSize(10.5)
        .fillColor(INK)
        .list(section.bullets, { bulletRadius: 2, textIndent: 14, lineGap: 2.5 });
      doc.moveDown(0.55);
    }
    if (section.table) drawTable(doc, section.table);
  }
  drawFooters(doc, source.title);
  doc.end();
  return done;
}

function drawCover(doc: PDFKit.PDFDocument, source: PdfSource): void {
  const width = doc.page.width;
  doc.rect(0, 0, width, 170).fill(BURGUNDY);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#e8c37a').text('VINO', MARGIN, 40, { characterSpacing: 4 });
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor('#ffffff')
    .text(source.title, MARGIN, 68, { width: width - MARGIN * 2 });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#f5e9dc')
    .text(source.content.subtitle, MARGIN, doc.y + 6, { width: width - MARGIN * 2 });
  doc.y = 190;
  doc.x = MARGIN;
  const meta = [
    `Published ${formatDate(source.publishedOn)}`,
    `Author: ${source.author}`,
    `Category: ${source.categoryLabel}`,
    `Access: ${source.accessLabel}`,
  ].join('   |   ');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(meta, MARGIN, 190, { width: width - MARGIN * 2 });
  doc.moveDown(0.4);
}

function drawTable(doc: PDFKit.PDFDocument, table: { headers: string[]; rows: string[][] }): void {
  const width = doc.page.width - MARGIN * 2;
  const columnWidth = width / table.headers.length;
  const padding = 5;
  const drawRow = (cells: string[], isHeader: boolean) => {
    doc.font(isHeader ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    const height =
      Math.max(...cells.map((cell) => doc.heightOfString(cell, { width: columnWidth - padding * 2 }))) + padding * 2;
    ensureSpace(doc, height + 4);
    const top = doc.y;
    if (isHeader) doc.rect(MARGIN, top, width, height).fill('#f3ece4');
    cells.forEach((cell, index) => {
      doc
        .fillColor(isHeader ? BURGUNDY : INK)
        .text(cell, MARGIN + index * columnWidth + padding, top + padding, { width: columnWidth - padding * 2 });
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(table.headers, true);
  for (const row of table.rows) drawRow(row, false);
  doc.moveDown(0.8);
}

/** Starts a new page when fewer than `needed` points remain above the bottom margin. */
function ensureSpace(doc: PDFKit.PDFDocument, needed: number): void {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function drawFooters(doc: PDFKit.PDFDocument, title: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 10;
    // The bottom margin would push footer text to a new page; lift it while writing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(doc.page.width - MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`VINO  |  ${title}`, MARGIN, y, { width: 360, lineBreak: false })
      .text(`Page ${i + 1} of ${range.count}`, doc.page.width - MARGIN - 100, y, {
        width: 100,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
