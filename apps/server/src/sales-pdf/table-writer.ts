// A table drawn row by row on a pdfkit page: a bold header with a rule under it, cells that wrap within their column,
// and a new page (with the header again) when a row would cross the bottom margin.

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

export interface TableWriterOptions {
  left: number;
  columns: Column[];
  fontSize: number;
  /** Where the table resumes on a new page. */
  top: number;
  /** Draws what a new page starts with, above the table's header (the document's title and number). */
  onNewPage?: () => void;
}

/** The space between two columns' texts, in points. */
const GUTTER = 6;
const RULE_COLOUR = '#bbbbbb';

export class TableWriter {
  private headed = false;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly options: TableWriterOptions,
  ) {}

  private get width(): number {
    return this.options.columns.reduce((sum, column) => sum + column.width, 0);
  }

  /** A rule across the table at the current line. */
  rule(): void {
    const { doc } = this;
    doc
      .moveTo(this.options.left, doc.y)
      .lineTo(this.options.left + this.width, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE_COLOUR)
      .stroke();
    doc.y += 3;
  }

  /** Starts a new page when `height` points do not fit above the bottom margin, with the header again if drawn. */
  ensureSpace(height: number): void {
    const { doc } = this;
    if (doc.y + height <= doc.page.height - doc.page.margins.bottom) return;
    doc.addPage();
    doc.y = this.options.top;
    this.options.onNewPage?.();
    if (this.headed)
      this.drawRow(
        this.options.columns.map((column) => column.header),
        true,
      );
  }

  /** The columns' headers in bold, a rule under them. */
  header(): void {
    this.ensureSpace(this.options.fontSize * 4);
    this.headed = true;
    this.drawRow(
      this.options.columns.map((column) => column.header),
      true,
    );
  }

  /** One row, each cell wrapping within its column. */
  row(cells: string[]): void {
    this.doc.font('Helvetica').fontSize(this.options.fontSize);
    this.ensureSpace(this.heightOf(cells) + 3);
    this.drawRow(cells, false);
  }

  private cellWidth(column: Column): number {
    return column.width - GUTTER;
  }

  private heightOf(cells: string[]): number {
    return Math.max(...cells.map((cell, index) => this.doc.heightOfString(cell, { width: this.cellWidth(this.options.columns[index]!) })));
  }

  private drawRow(cells: string[], bold: boolean): void {
    const { doc, options } = this;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(options.fontSize)
      .fillColor('#000000');
    const top = doc.y;
    let x = options.left;
    let bottom = top;
    options.columns.forEach((column, index) => {
      // A right-aligned column keeps its gutter on the left, so its figures line up with the table's right edge.
      const cellX = column.align === 'right' ? x + GUTTER : x;
      doc.text(cells[index] ?? '', cellX, top, { width: this.cellWidth(column), align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 3;
    if (bold) this.rule();
  }
}
