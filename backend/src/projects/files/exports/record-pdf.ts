import PDFDocument from 'pdfkit';
import { formatRecordTime, type ApprovalRecord } from './approval-record.js';

/** A thumbnail of one approved file: JPEG bytes, or null for a video or a file that could not be read. */
export interface RecordThumbnail {
  fileName: string;
  jpeg: Buffer | null;
}

const THUMB = { width: 150, height: 150, gap: 15, perRow: 3 } as const;

/**
 * The approval record as a PDF (A4), streamed as pdfkit writes it: the order's facts, the approved
 * version's thumbnails, then every step with its note and pins.
 */
export function renderRecordPdf(
  record: ApprovalRecord,
  thumbnails: RecordThumbnail[],
  generatedAt = new Date(),
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Freigabeprotokoll: ${record.title}`, Creator: 'Content-Plattform' },
  });
  const width = doc.page.width - 100;

  doc.font('Helvetica-Bold').fontSize(18).text('Freigabeprotokoll');
  doc.font('Helvetica').fontSize(13).text(record.title);
  doc
    .moveDown(0.5)
    .fontSize(9)
    .fillColor('#666')
    .text(`Erstellt am ${formatRecordTime(generatedAt)}`)
    .fillColor('#000');
  doc.moveDown();
  doc.fontSize(10);
  for (const [label, value] of record.facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }

  if (record.approved) {
    doc.moveDown().font('Helvetica-Bold').fontSize(12).text(`Freigegebene Version V${record.approved.number}`);
    doc.moveDown(0.5);
    let top = doc.y;
    thumbnails.forEach((thumb, index) => {
      const column = index % THUMB.perRow;
      if (column === 0 && index > 0) top += THUMB.height + THUMB.gap + 14;
      if (top + THUMB.height + 14 > doc.page.height - 50) {
        doc.addPage();
        top = doc.y;
      }
      const left = 50 + column * (THUMB.width + THUMB.gap);
      if (thumb.jpeg)
        doc.image(thumb.jpeg, left, top, { fit: [THUMB.width, THUMB.height], align: 'center', valign: 'center' });
      else
        doc
          .rect(left, top, THUMB.width, THUMB.height)
          .stroke('#ccc')
          .fontSize(9)
          .fillColor('#666')
          .text('Video', left, top + THUMB.height / 2 - 5, { width: THUMB.width, align: 'center' })
          .fillColor('#000');
      doc.fontSize(8).text(`${index + 1}. ${thumb.fileName}`, left, top + THUMB.height + 3, {
        width: THUMB.width,
        ellipsis: true,
        height: 10,
      });
    });
    doc.x = 50;
    doc.y = top + (thumbnails.length ? THUMB.height + 20 : 0);
  }

  doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Verlauf', 50, doc.y, { width });
  doc.moveDown(0.5);
  for (const step of record.steps) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(formatRecordTime(step.at), { width })
      .font('Helvetica')
      .text(step.text, { width });
    if (step.note) doc.fontSize(9).text(`Anmerkung: ${step.note}`, { width, indent: 12 });
    for (const pin of step.pins)
      doc.fontSize(9).text(`${pin.label}: ${pin.comment} — ${pin.outcome}`, { width, indent: 12 });
    for (const line of step.proof ?? [])
      doc.font('Courier').fontSize(8).text(line, { width, indent: 12 }).font('Helvetica');
    doc.moveDown(0.6);
  }
  doc.end();
  return doc;
}
