import type { jsPDF as JsPdf } from 'jspdf';
import { captureElementAsJpeg, cssRgb, downloadFileName, opaqueBackground, saveAsFile } from './capture-element';
import { PDF_PAGE_SETUP, blankRowsOf, planPdfLayout, type PdfLayout } from './pdf-page-plan';

/** Pixels per CSS pixel of the picture: sharp enough on paper, whatever the screen. */
const PDF_PIXEL_RATIO = 2;
/** JPEG quality of the pieces of a picture split over pages. */
const PIECE_QUALITY = 0.92;
/** Characters the PDF's standard fonts draw (WinAnsi); a title with others is drawn as a picture. */
const STANDARD_FONT_TEXT = /^[\x20-\x7e\u00a0-\u00ff]*$/;

/** `2026-11-05 14:03`, local time: a date the PDF's standard fonts can draw in any locale. */
function printedDate(now: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())} ${two(now.getHours())}:${two(now.getMinutes())}`;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read back.'));
    image.src = src;
  });
}

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the PDF.');
  return [canvas, context];
}

/** The title at the top of the first page, cut short with an ellipsis when it is too long. */
function drawTitle(pdf: JsPdf, title: string, layout: PdfLayout, now: Date): void {
  const { margin } = PDF_PAGE_SETUP;
  const width = layout.pageWidth - 2 * margin;
  if (STANDARD_FONT_TEXT.test(title)) {
    pdf.setFont('helvetica', 'bold');
    pdf.setFontSize(14);
    pdf.setTextColor(33, 33, 33);
    const fits = pdf.getTextWidth(title) <= width;
    const shortened = fits ? title : `${(pdf.splitTextToSize(title, width - pdf.getTextWidth('...')) as string[])[0] ?? ''}...`;
    pdf.text(shortened, margin, margin + 5);
  } else {
    drawTitleAsPicture(pdf, title, width);
  }
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(9);
  pdf.setTextColor(110, 110, 110);
  pdf.text(printedDate(now), margin, margin + 10);
}

/** A title in a script the standard fonts lack, drawn by the browser's own fonts. */
function drawTitleAsPicture(pdf: JsPdf, title: string, maxWidth: number): void {
  const { margin } = PDF_PAGE_SETUP;
  const heightMm = 6.5;
  const pixelsPerMm = 12;
  const font = `bold ${Math.round(heightMm * pixelsPerMm * 0.75)}px sans-serif`;
  const [, probe] = canvasOf(1, 1);
  probe.font = font;
  const widthPx = Math.min(Math.ceil(probe.measureText(title).width) + 4, Math.floor(maxWidth * pixelsPerMm));
  const [canvas, context] = canvasOf(widthPx, Math.ceil(heightMm * pixelsPerMm));
  context.font = font;
  context.fillStyle = '#212121';
  context.textBaseline = 'middle';
  context.fillText(title, 0, canvas.height / 2, widthPx);
  pdf.addImage(canvas.toDataURL('image/png'), 'PNG', margin, margin, widthPx / pixelsPerMm, heightMm);
}

/**
 * Downloads an element as a PDF: captured as "Download as image" does (without `data-no-export`
 * parts, on `backgroundColor`), laid on A4 pages turned to suit its shape, with `name` and the
 * date at the top of the first page. A picture too tall for one page is split over several at
 * blank gaps (between rows of charts), each page at the same scale. Saved as `<name>-<time>.pdf`.
 */
export async function downloadElementAsPdf(element: HTMLElement, name: string, backgroundColor: string): Promise<void> {
  const background = opaqueBackground(backgroundColor);
  const pixelRatio = Math.max(PDF_PIXEL_RATIO, window.devicePixelRatio || 1);
  // jspdf loads on first use: most visits never make a PDF.
  const [dataUrl, { jsPDF }] = await Promise.all([captureElementAsJpeg(element, cssRgb(background), { pixelRatio }), import('jspdf')]);
  const picture = await loadImage(dataUrl);
  const { naturalWidth: width, naturalHeight: height } = picture;
  if (width === 0 || height === 0) throw new Error('There is nothing to draw.');

  const [source, sourceContext] = canvasOf(width, height);
  sourceContext.drawImage(picture, 0, 0);
  const blank = blankRowsOf(sourceContext.getImageData(0, 0, width, height).data, width, height, background);
  const layout = planPdfLayout({ width, height }, blank);

  const now = new Date();
  const pdf = new jsPDF({ orientation: layout.orientation, unit: 'mm', format: 'a4', compress: true });
  pdf.setProperties({ title: name, creator: 'Tessera' });
  drawTitle(pdf, name, layout, now);
  for (const piece of layout.pieces) {
    if (piece.page > 0) pdf.addPage('a4', layout.orientation);
    let pieceUrl = dataUrl;
    if (layout.pieces.length > 1) {
      const [canvas, context] = canvasOf(width, piece.sourceHeight);
      context.drawImage(source, 0, piece.sourceTop, width, piece.sourceHeight, 0, 0, width, piece.sourceHeight);
      pieceUrl = canvas.toDataURL('image/jpeg', PIECE_QUALITY);
    }
    pdf.addImage(pieceUrl, 'JPEG', piece.x, piece.y, piece.width, piece.height, `piece-${piece.page}`, 'NONE');
  }
  if (layout.pageCount > 1) {
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(8);
    pdf.setTextColor(110, 110, 110);
    for (let page = 1; page <= layout.pageCount; page++) {
      pdf.setPage(page);
      pdf.text(`Page ${page} of ${layout.pageCount}`, layout.pageWidth - PDF_PAGE_SETUP.margin, layout.pageHeight - 5, { align: 'right' });
    }
  }
  const url = URL.createObjectURL(pdf.output('blob'));
  try {
    saveAsFile(url, downloadFileName(name, 'pdf', now));
  } finally {
    // The download has started from the link's click; the URL can go once the browser has it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
