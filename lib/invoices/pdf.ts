import "server-only";
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { serverText } from "@/lib/i18n/server-text";
import type { InvoiceDocument, InvoiceDocumentLine, InvoiceParty } from "./document";

/**
 * Lays out an invoice (lib/invoices/document.ts) as an A4 PDF with pdfkit. Every amount and text is
 * already decided by the caller; this module only formats and places them.
 *
 * Text is set in DejaVu Sans (embedded, subset) so Cyrillic and € render. pdfkit's built-in
 * Helvetica is never loaded: its AFM data comes from pdfkit's own folder through a require relative
 * to the module, which breaks once the bundler moves the module elsewhere.
 *
 * The same input gives the same bytes: the creation date is the issue date and pdfkit derives the
 * file ID from the document info.
 */

export type RenderInvoicePdfOptions = {
  /** Compress content streams (default true). Tests turn it off to read the text operators. */
  compress?: boolean;
};

type Locale = InvoiceDocument["locale"];

type Texts = {
  title: string;
  number: string;
  issued: string;
  due: string;
  paid: string;
  period: string;
  order: string;
  paymentReference: string;
  status: string;
  statuses: Record<InvoiceDocument["status"], string>;
  seller: string;
  buyer: string;
  vatId: string;
  companyNumber: string;
  email: string;
  columns: { description: string; supplier: string; period: string; quantity: string; unitNet: string; net: string; vatRate: string; vat: string; gross: string };
  totals: { net: string; vat: string; gross: string; paid: string };
  page: (page: number, pages: number) => string;
};

/** The PDF's labels in the invoice's language (messages documents.invoice). */
function textsOf(locale: Locale): Texts {
  const t = serverText(locale, "documents.invoice");
  return {
    title: t("title"),
    number: t("number"),
    issued: t("issued"),
    due: t("due"),
    paid: t("paid"),
    period: t("period"),
    order: t("order"),
    paymentReference: t("paymentReference"),
    status: t("status"),
    statuses: { paid: t("statuses.paid"), issued: t("statuses.issued"), void: t("statuses.void") },
    seller: t("seller"),
    buyer: t("buyer"),
    vatId: t("vatId"),
    companyNumber: t("companyNumber"),
    email: t("email"),
    columns: {
      description: t("columns.description"),
      supplier: t("columns.supplier"),
      period: t("columns.period"),
      quantity: t("columns.quantity"),
      unitNet: t("columns.unitNet"),
      net: t("columns.net"),
      vatRate: t("columns.vatRate"),
      vat: t("columns.vat"),
      gross: t("columns.gross"),
    },
    totals: { net: t("totals.net"), vat: t("totals.vat"), gross: t("totals.gross"), paid: t("totals.paid") },
    page: (page, pages) => t("page", { page: String(page), pages: String(pages) }),
  };
}

const localeTags: Record<Locale, string> = { en: "en-IE", ru: "ru-RU" };

// Fonts are read once per process; pdfkit subsets them into each document.
const fontsFolder = path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules/dejavu-fonts-ttf/ttf");
let fontCache: { regular: Buffer; bold: Buffer } | null = null;

function fonts(): { regular: Buffer; bold: Buffer } {
  fontCache ??= {
    regular: fs.readFileSync(path.join(fontsFolder, "DejaVuSans.ttf")),
    bold: fs.readFileSync(path.join(fontsFolder, "DejaVuSans-Bold.ttf")),
  };
  return fontCache;
}

// A4 portrait in points, margins 50.
const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT_WIDTH = RIGHT - LEFT;
const BOTTOM = PAGE.height - PAGE.margin;

const COLOR = { text: "#111111", muted: "#5f6368", rule: "#d0d4d9", headerFill: "#eef0f3" };
const SIZE = { title: 22, body: 9, small: 8, table: 7.5, footer: 7.5 };
const LINE_GAP = 1;
const CELL_PAD_X = 3;
const CELL_PAD_Y = 4;
/** A table cell never grows past this height; longer text ends with an ellipsis. */
const MAX_CELL_TEXT_HEIGHT = 160;

type Align = "left" | "right";
/** `fit`: one line, the font shrunk when the value is wider than the column (amounts never wrap). */
type Column = { key: keyof Texts["columns"]; width: number; align: Align; fit: boolean };

/** Widths add up to the content width (495.28 pt). */
const COLUMNS: Column[] = [
  { key: "description", width: 108.28, align: "left", fit: false },
  { key: "supplier", width: 64, align: "left", fit: false },
  { key: "period", width: 44, align: "left", fit: false },
  { key: "quantity", width: 30, align: "right", fit: true },
  { key: "unitNet", width: 54, align: "right", fit: true },
  { key: "net", width: 56, align: "right", fit: true },
  { key: "vatRate", width: 33, align: "right", fit: true },
  { key: "vat", width: 50, align: "right", fit: true },
  { key: "gross", width: 56, align: "right", fit: true },
];
const MIN_FIT_SIZE = 5;

/** Lays out `doc` as an A4 PDF and answers its bytes. */
export async function renderInvoicePdf(doc: InvoiceDocument, options: RenderInvoicePdfOptions = {}): Promise<Uint8Array> {
  const t = textsOf(doc.locale);
  const { regular, bold } = fonts();
  const title = `${t.title} ${doc.number}`;

  // `font: null` keeps pdfkit from loading its default Helvetica (the typings only allow a string).
  const documentOptions: Omit<PDFKit.PDFDocumentOptions, "font"> & { font: null } = {
    size: "A4",
    margin: PAGE.margin,
    autoFirstPage: false,
    bufferPages: true,
    compress: options.compress ?? true,
    font: null,
    lang: doc.locale,
    displayTitle: true,
    info: { Title: title, Author: doc.seller.name, Subject: title, CreationDate: doc.issuedAt },
  };
  const pdf = new PDFDocument(documentOptions as unknown as PDFKit.PDFDocumentOptions);
  pdf.registerFont("regular", regular);
  pdf.registerFont("bold", bold);
  pdf.font("regular").fontSize(SIZE.body);

  const bytes = collect(pdf);
  pdf.addPage();
  layout(pdf, doc, t);
  pdf.end();
  return bytes;
}

function collect(pdf: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("error", reject);
    pdf.on("end", () => {
      const all = Buffer.concat(chunks);
      resolve(new Uint8Array(all.buffer, all.byteOffset, all.byteLength));
    });
  });
}

function layout(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, t: Texts): void {
  let y = header(pdf, doc, t);
  y = parties(pdf, doc, t, y + 24);
  y = table(pdf, doc, t, y + 24);
  y = totals(pdf, doc, t, y + 12);
  notes(pdf, doc, y + 16);
  footers(pdf, doc, t);
}

/** Title and number on the left, the invoice's facts on the right. Answers the bottom. */
function header(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, t: Texts): number {
  pdf.font("bold").fontSize(SIZE.title).fillColor(COLOR.text);
  pdf.text(t.title, LEFT, PAGE.margin, { width: 220, lineBreak: false });
  let left = PAGE.margin + pdf.currentLineHeight(true) + 2;
  pdf.font("regular").fontSize(11);
  left += textBlock(pdf, doc.number, LEFT, left, 220);

  const date = formatDate;
  const facts: [string, string][] = [
    [t.number, doc.number],
    [t.issued, date(doc.issuedAt)],
    [t.due, date(doc.dueAt)],
    ...(doc.paidAt ? [[t.paid, date(doc.paidAt)] as [string, string]] : []),
    [t.period, `${date(doc.periodStart)} – ${date(doc.periodEnd)}`],
    [t.order, String(doc.orderNumber)],
    [t.paymentReference, doc.paymentReference],
    [t.status, t.statuses[doc.status]],
  ];
  const labelX = 300;
  const labelWidth = 110;
  const valueX = labelX + labelWidth + 6;
  const valueWidth = RIGHT - valueX;
  let right = PAGE.margin + 4;
  for (const [label, value] of facts) {
    pdf.font("regular").fontSize(SIZE.body).fillColor(COLOR.muted);
    const labelHeight = textBlock(pdf, label, labelX, right, labelWidth);
    pdf.font("bold").fillColor(label === t.status ? statusColor(doc.status) : COLOR.text);
    const valueHeight = textBlock(pdf, value, valueX, right, valueWidth);
    right += Math.max(labelHeight, valueHeight) + 2;
  }
  pdf.font("regular").fillColor(COLOR.text);
  return Math.max(left, right);
}

/** Seller and buyer side by side. Answers the bottom. */
function parties(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, t: Texts, top: number): number {
  const gap = 24;
  const width = (CONTENT_WIDTH - gap) / 2;
  const seller = party(pdf, t.seller, doc.seller, t, LEFT, top, width);
  const buyer = party(pdf, t.buyer, doc.buyer, t, LEFT + width + gap, top, width);
  return Math.max(seller, buyer);
}

function party(pdf: PDFKit.PDFDocument, heading: string, p: InvoiceParty, t: Texts, x: number, top: number, width: number): number {
  let y = top;
  pdf.font("regular").fontSize(SIZE.small).fillColor(COLOR.muted);
  y += textBlock(pdf, heading.toUpperCase(), x, y, width, { characterSpacing: 0.5 });
  pdf.moveTo(x, y + 1).lineTo(x + width, y + 1).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  y += 5;
  pdf.font("bold").fontSize(SIZE.body + 1).fillColor(COLOR.text);
  y += textBlock(pdf, p.name, x, y, width);
  pdf.font("regular").fontSize(SIZE.body);
  for (const line of p.addressLines) y += textBlock(pdf, line, x, y, width);
  const extras: [string, string | null | undefined][] = [
    [t.vatId, p.vatId],
    [t.companyNumber, p.companyNumber],
    [t.email, p.email],
  ];
  let first = true;
  for (const [label, value] of extras) {
    if (!value) continue;
    if (first) y += 4;
    first = false;
    y += textBlock(pdf, `${label}: ${value}`, x, y, width);
  }
  return y;
}

/** The lines table; rows flow onto further pages with the header repeated. Answers the bottom. */
function table(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, t: Texts, top: number): number {
  const headerCells = COLUMNS.map((c) => t.columns[c.key]);
  const rows = doc.lines.map((line) => lineCells(line, doc));

  const headerHeight = rowHeight(pdf, headerCells, "header");
  let y = top;
  // The header never sits alone at the foot of a page.
  const firstRow = rows[0] ? rowHeight(pdf, rows[0], "line") : 0;
  if (y + headerHeight + firstRow > BOTTOM) y = newPage(pdf);
  y = tableHeader(pdf, headerCells, y, headerHeight);

  for (const cells of rows) {
    const height = rowHeight(pdf, cells, "line");
    if (y + height > BOTTOM) {
      y = newPage(pdf);
      y = tableHeader(pdf, headerCells, y, headerHeight);
    }
    drawRow(pdf, cells, y, "line");
    y += height;
    pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  }
  return y;
}

function lineCells(line: InvoiceDocumentLine, doc: InvoiceDocument): string[] {
  const money = (cents: number) => formatMoney(cents, doc.currency, doc.locale);
  const values: Record<Column["key"], string> = {
    description: line.description,
    supplier: line.supplier,
    period: line.periodLabel,
    quantity: new Intl.NumberFormat(localeTags[doc.locale]).format(line.quantity),
    unitNet: money(line.unitNetCents),
    net: money(line.netCents),
    vatRate: formatVatRate(line.vatRateBp, doc.locale),
    vat: money(line.vatCents),
    gross: money(line.grossCents),
  };
  return COLUMNS.map((c) => values[c.key]);
}

function tableHeader(pdf: PDFKit.PDFDocument, cells: string[], y: number, height: number): number {
  pdf.rect(LEFT, y, CONTENT_WIDTH, height).fillColor(COLOR.headerFill).fill();
  drawRow(pdf, cells, y, "header");
  return y + height;
}

type RowKind = "header" | "line";

function rowHeight(pdf: PDFKit.PDFDocument, cells: string[], kind: RowKind): number {
  pdf.font(kind === "header" ? "bold" : "regular").fontSize(SIZE.table);
  let text = pdf.currentLineHeight(true) + LINE_GAP;
  cells.forEach((cell, i) => {
    if (kind === "line" && COLUMNS[i].fit) return;
    const h = pdf.heightOfString(cell, { width: COLUMNS[i].width - 2 * CELL_PAD_X, lineGap: LINE_GAP });
    text = Math.max(text, Math.min(h, MAX_CELL_TEXT_HEIGHT));
  });
  return text + 2 * CELL_PAD_Y;
}

function drawRow(pdf: PDFKit.PDFDocument, cells: string[], y: number, kind: RowKind): void {
  pdf.font(kind === "header" ? "bold" : "regular").fillColor(COLOR.text);
  let x = LEFT;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i];
    const width = column.width - 2 * CELL_PAD_X;
    if (kind === "line" && column.fit) {
      fitLine(pdf, cell, x + CELL_PAD_X, y + CELL_PAD_Y, width, SIZE.table, column.align);
    } else {
      pdf.fontSize(SIZE.table).text(cell, x + CELL_PAD_X, y + CELL_PAD_Y, { width, height: MAX_CELL_TEXT_HEIGHT, ellipsis: true, align: column.align, lineGap: LINE_GAP });
    }
    x += column.width;
  });
}

/** Net, VAT, total and paid, right-aligned under the table. Answers the bottom. */
function totals(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, t: Texts, top: number): number {
  const money = (cents: number) => formatMoney(cents, doc.currency, doc.locale);
  const rows: [string, string, boolean][] = [
    [t.totals.net, money(doc.netCents), false],
    [t.totals.vat, money(doc.vatCents), false],
    [t.totals.gross, money(doc.grossCents), true],
    [t.totals.paid, money(doc.paidCents), false],
  ];
  const labelX = 320;
  const labelWidth = 125;
  const valueX = labelX + labelWidth;
  const valueWidth = RIGHT - valueX;
  pdf.fontSize(SIZE.body + 1);
  const rowStep = pdf.currentLineHeight(true) + 5;
  let y = top;
  if (y + rows.length * rowStep + 6 > BOTTOM) y = newPage(pdf);
  for (const [label, value, strong] of rows) {
    if (strong) {
      pdf.moveTo(labelX, y - 2).lineTo(RIGHT, y - 2).lineWidth(0.8).strokeColor(COLOR.text).stroke();
      y += 2;
    }
    pdf.font(strong ? "bold" : "regular").fontSize(SIZE.body + 1).fillColor(strong ? COLOR.text : COLOR.muted);
    pdf.text(label, labelX, y, { width: labelWidth, lineBreak: false });
    pdf.font(strong ? "bold" : "regular").fillColor(COLOR.text);
    fitLine(pdf, value, valueX, y, valueWidth, SIZE.body + 1, "right");
    y += rowStep + (strong ? 2 : 0);
  }
  return y;
}

/** The reverse-charge and export mentions, full width under the totals. */
function notes(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, top: number): void {
  let y = top;
  for (const note of [doc.reverseChargeNote, doc.exportNote]) {
    if (!note) continue;
    pdf.font("regular").fontSize(SIZE.body).fillColor(COLOR.text);
    const height = pdf.heightOfString(note, { width: CONTENT_WIDTH, lineGap: LINE_GAP });
    if (y + height > BOTTOM && y > PAGE.margin) y = newPage(pdf);
    // A note longer than a page flows on by itself (pdfkit adds the pages).
    pdf.text(note, LEFT, y, { width: CONTENT_WIDTH, lineGap: LINE_GAP });
    y = pdf.y + 6;
  }
}

/** "Invoice INV-… · Page n of m" at the foot of every page, once the page count is known. */
function footers(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, t: Texts): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    pdf.switchToPage(start + i);
    // Writing below the bottom margin would make pdfkit start a new page.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.font("regular").fontSize(SIZE.footer).fillColor(COLOR.muted);
    const y = PAGE.height - PAGE.margin + 16;
    pdf.text(`${doc.seller.name} · ${t.title} ${doc.number}`, LEFT, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    pdf.text(t.page(i + 1, count), LEFT + CONTENT_WIDTH / 2, y, { width: CONTENT_WIDTH / 2, align: "right", lineBreak: false });
    pdf.page.margins.bottom = margin;
  }
}

/** One line of text in `width`, the font shrunk from `size` (down to 5 pt) when it would not fit. */
function fitLine(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, size: number, align: Align): void {
  pdf.fontSize(size);
  const natural = pdf.widthOfString(text);
  if (natural > width) pdf.fontSize(Math.max(MIN_FIT_SIZE, (size * width) / natural));
  pdf.text(text, x, y, { width, align, lineBreak: false });
}

function newPage(pdf: PDFKit.PDFDocument): number {
  pdf.addPage();
  return PAGE.margin;
}

/** Draws wrapped text at (x, y) in the current font and answers its height. */
function textBlock(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, extra: PDFKit.Mixins.TextOptions = {}): number {
  const options = { width, lineGap: LINE_GAP, ...extra };
  const height = pdf.heightOfString(text, options);
  pdf.text(text, x, y, options);
  return height;
}

function statusColor(status: InvoiceDocument["status"]): string {
  return status === "paid" ? "#1e7a34" : status === "void" ? "#b3261e" : "#8a5a00";
}

/** YYYY-MM-DD in UTC, as the app shows dates. */
export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale === "ru" ? "ru-RU" : "en-IE", { style: "currency", currency }).format(cents / 100);
}

/** VAT rate from basis points: 1900 → "19 %", 2550 → "25.5 %" ("25,5 %" in Russian). */
export function formatVatRate(bp: number, locale: Locale): string {
  return `${new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 2 }).format(bp / 100)} %`;
}
