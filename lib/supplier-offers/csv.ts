import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, Parser } from "csv-parse";
import { abandonBody } from "@/lib/api/body";
import type { Locale } from "@/lib/i18n/routing";
import { csvText, type CsvTextKey } from "./csv-texts";

/**
 * The offer CSV format of the import and export (spec section 5): one offer per row, these columns in
 * this order. `uid` empty means a new offer; `attributes` is a JSON object of facet key → value.
 * Field values stay raw strings here: the offer schema validates them.
 */
export const OFFER_CSV_COLUMNS = [
  "uid",
  "name",
  "price_cents",
  "billing_period",
  "country",
  "data_center",
  "stock",
  "delivery_minutes",
  "status",
  "attributes",
] as const;

export type OfferCsvColumn = (typeof OFFER_CSV_COLUMNS)[number];

/** Enforced while reading, so a huge upload is refused after at most `bytes` bytes. */
export const OFFER_CSV_LIMITS = { bytes: 20 * 1024 * 1024, rows: 20_000, columns: 50, cellChars: 10_000 } as const;

export type OfferCsvOptions = {
  /** One character; `"` by default. */
  quote: string;
  /** One character that escapes the quote inside a quoted cell; `"` (doubling) by default. */
  escape: string;
  skipEmptyLines: boolean;
  /** The first row names the columns; without it the rows follow OFFER_CSV_COLUMNS' order. */
  header: boolean;
  /** Language of the messages. */
  locale: Locale;
};

export const DEFAULT_OFFER_CSV_OPTIONS: OfferCsvOptions = { quote: '"', escape: '"', skipEmptyLines: true, header: true, locale: "en" };

export type ParsedRow = {
  /** 1-based line of the file on which the record starts, the header counted. */
  row: number;
  values: Record<OfferCsvColumn, string>;
};

export type CsvRowErrorCode =
  | "columnCount"
  | "emptyLine"
  | "unknownHeader"
  | "missingHeader"
  | "duplicateHeader"
  | "unknownOffer"
  | "duplicateUid";

export type CsvRowError = { row: number; column: string | null; code: CsvRowErrorCode; message: string };

export type CsvFileErrorCode =
  | "too_large"
  | "too_many_rows"
  | "too_many_columns"
  | "cell_too_long"
  | "encoding"
  | "quotes"
  | "options"
  | "empty";

export type CsvFileError = { code: CsvFileErrorCode; message: string; row?: number };

export type ParseOfferCsvResult = { ok: true; rows: ParsedRow[]; errors: CsvRowError[] } | { ok: false; error: CsvFileError };

export type OfferCsvInput = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | Uint8Array;

/** Pieces handed to the parser: small enough that the in-progress record is checked often. */
const SLICE_BYTES = 64 * 1024;
/** A cell of `cellChars` characters is at most 4 bytes a character in UTF-8. */
const CELL_BYTES = OFFER_CSV_LIMITS.cellChars * 4;
const FORBIDDEN_OPTION_CHARS = new Set([",", "\r", "\n", "\0"]);
const COLUMN_NAMES = OFFER_CSV_COLUMNS.join(", ");

/** A limit or a fault that ends the reading; turned into the `{ ok: false }` answer. */
class CsvStop extends Error {
  constructor(
    readonly code: CsvFileErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly row?: number,
  ) {
    super(code);
  }
}

type ParserInternals = { state?: { record?: unknown[]; field?: { length?: number }; rawBuffer?: { toString(encoding: string): string } } };

/**
 * Parses an offer CSV with csv-parse's streaming parser, enforcing OFFER_CSV_LIMITS while reading
 * (never more than the record in progress is held besides the rows kept). Answers a file error
 * (limits, encoding, quotes) or the rows with their structural errors (column count, header names).
 * UTF-8 only, a BOM is stripped; `\r\n`, `\n` and `\r` line ends may be mixed. A leading `'` that
 * neutralises a formula (see exportOfferCsv) is removed.
 */
export async function parseOfferCsv(input: OfferCsvInput, options: Partial<OfferCsvOptions> = {}): Promise<ParseOfferCsvResult> {
  const opts = { ...DEFAULT_OFFER_CSV_OPTIONS, ...options };
  const fail = (code: CsvFileErrorCode, params: Record<string, string | number> = {}, row?: number): ParseOfferCsvResult => ({
    ok: false,
    error: { code, message: csvText(opts.locale, code, { names: COLUMN_NAMES, ...params }), ...(row === undefined ? {} : { row }) },
  });
  if (!isOptionChar(opts.quote) || !isOptionChar(opts.escape)) return fail("options");

  const reader = new RowReader(opts);
  let stop: CsvStop | undefined;
  const halt = (error: CsvStop): never => {
    stop ??= error;
    throw error;
  };
  const parser = new Parser({
    delimiter: ",",
    quote: opts.quote,
    escape: opts.escape,
    record_delimiter: ["\r\n", "\n", "\r"],
    skip_empty_lines: opts.skipEmptyLines,
    relax_column_count: true,
    bom: true,
    raw: true,
    // A backstop for one record; the columns and cells are checked more tightly below.
    max_record_size: OFFER_CSV_LIMITS.columns * CELL_BYTES,
    // Rows are read as the parser emits them (synchronously, so line numbers and limits are known
    // at once) and kept by RowReader; nothing is queued in the stream.
    on_record: (record) => {
      const { record: cells, raw } = record as unknown as { record: string[]; raw: string };
      const problem = reader.add(cells, raw);
      if (problem) halt(problem);
      return null;
    },
  });
  const internals = (parser as unknown as ParserInternals).state;

  async function* guardedBytes(): AsyncGenerator<Buffer> {
    const decoder = new TextDecoder("utf-8", { fatal: true });
    let total = 0;
    for await (const slice of slicesOf(input)) {
      total += slice.byteLength;
      if (total > OFFER_CSV_LIMITS.bytes) halt(new CsvStop("too_large", { limit: OFFER_CSV_LIMITS.bytes / 1024 / 1024 }));
      if (slice.indexOf(0) !== -1) halt(new CsvStop("encoding"));
      try {
        decoder.decode(slice, { stream: true });
      } catch {
        halt(new CsvStop("encoding"));
      }
      // The record the parser is building: a row of thousands of commas or a cell of megabytes is
      // refused here instead of after its end.
      if ((internals?.record?.length ?? 0) > OFFER_CSV_LIMITS.columns) {
        halt(new CsvStop("too_many_columns", { limit: OFFER_CSV_LIMITS.columns, row: reader.nextLine }, reader.nextLine));
      }
      if ((internals?.field?.length ?? 0) > CELL_BYTES) {
        halt(new CsvStop("cell_too_long", { limit: OFFER_CSV_LIMITS.cellChars, row: reader.nextLine }, reader.nextLine));
      }
      yield Buffer.from(slice.buffer, slice.byteOffset, slice.byteLength);
    }
    try {
      decoder.decode();
    } catch {
      halt(new CsvStop("encoding"));
    }
  }

  async function drain(records: AsyncIterable<unknown>): Promise<void> {
    for await (const _ of records) void _;
  }

  try {
    // One slice at a time: the next is read only when the parser has taken the previous one.
    await pipeline(Readable.from(guardedBytes(), { highWaterMark: 1 }), parser, drain);
  } catch (error) {
    if (stop) return fail(stop.code, stop.params, stop.row);
    if (error instanceof CsvError) {
      const row = reader.nextLine + leadingBlankLines(internals?.rawBuffer?.toString("utf8") ?? "", opts.skipEmptyLines);
      if (error.code === "CSV_MAX_RECORD_SIZE") return fail("cell_too_long", { limit: OFFER_CSV_LIMITS.cellChars, row }, row);
      return fail("quotes", { row }, row);
    }
    throw error;
  }
  if (opts.header && !reader.headerSeen) return fail("empty");
  return { ok: true, rows: reader.rows, errors: reader.errors };
}

function isOptionChar(value: string): boolean {
  const chars = [...value];
  return chars.length === 1 && !FORBIDDEN_OPTION_CHARS.has(value) && value.charCodeAt(0) >= 0x20;
}

async function* slicesOf(input: OfferCsvInput): AsyncGenerator<Uint8Array> {
  if (input instanceof Uint8Array) {
    yield* slice(input);
    return;
  }
  if (isReadableStream(input)) {
    const reader = input.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield* slice(value);
      }
    } finally {
      // A limit reached before the end: the rest of the upload is read away, never left on the connection.
      await abandonBody(reader);
    }
  } else {
    for await (const chunk of input) yield* slice(chunk);
  }
}

function* slice(chunk: Uint8Array): Generator<Uint8Array> {
  for (let start = 0; start < chunk.byteLength; start += SLICE_BYTES) yield chunk.subarray(start, start + SLICE_BYTES);
}

function isReadableStream(input: OfferCsvInput): input is ReadableStream<Uint8Array> {
  return typeof (input as ReadableStream<Uint8Array>).getReader === "function";
}

const LINE_BREAK = /\r\n|\r|\n/g;

function countLineBreaks(text: string): number {
  return text.match(LINE_BREAK)?.length ?? 0;
}

/** Lines skipped before a record (blank ones, when empty lines are skipped). */
function leadingBlankLines(raw: string, skipEmptyLines: boolean): number {
  if (!skipEmptyLines) return 0;
  const lines = raw.split(/\r\n|\r|\n/);
  let count = 0;
  while (count < lines.length - 1 && /^[\s,]*$/.test(lines[count])) count += 1;
  return count;
}

/** Removes the one `'` that exportOfferCsv puts before a formula-like cell. */
function unneutralise(value: string): string {
  return /^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

function characterCount(value: string): number {
  if (value.length <= OFFER_CSV_LIMITS.cellChars) return value.length;
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Turns the parser's records into rows: line numbers, header mapping, limits and row errors. */
class RowReader {
  readonly rows: ParsedRow[] = [];
  readonly errors: CsvRowError[] = [];
  headerSeen = false;
  /** The line on which the next record's raw text starts. */
  nextLine = 1;
  private dataRows = 0;
  private columnIndex: Partial<Record<OfferCsvColumn, number>> = {};
  private expectedColumns: number = OFFER_CSV_COLUMNS.length;

  constructor(private readonly opts: OfferCsvOptions) {}

  add(record: string[], raw: string): CsvStop | undefined {
    const breaks = countLineBreaks(raw);
    const terminated = raw.endsWith("\n") || raw.endsWith("\r");
    const endLine = this.nextLine + breaks - (terminated ? 1 : 0);
    let inside = 0;
    for (const field of record) inside += countLineBreaks(field);
    const row = endLine - inside;
    this.nextLine += breaks;

    if (record.length > OFFER_CSV_LIMITS.columns) return new CsvStop("too_many_columns", { limit: OFFER_CSV_LIMITS.columns, row }, row);
    for (const field of record) {
      if (characterCount(field) > OFFER_CSV_LIMITS.cellChars) return new CsvStop("cell_too_long", { limit: OFFER_CSV_LIMITS.cellChars, row }, row);
    }
    const cells = record.map(unneutralise);
    if (this.opts.header && !this.headerSeen) {
      this.headerSeen = true;
      this.readHeader(cells, row);
      return undefined;
    }
    this.dataRows += 1;
    if (this.dataRows > OFFER_CSV_LIMITS.rows) return new CsvStop("too_many_rows", { limit: OFFER_CSV_LIMITS.rows });
    if (cells.length === 1 && cells[0] === "") {
      this.error(row, null, "emptyLine");
      return undefined;
    }
    if (cells.length !== this.expectedColumns) {
      this.error(row, null, "columnCount", { limit: this.expectedColumns, count: cells.length });
      return undefined;
    }
    const values = {} as Record<OfferCsvColumn, string>;
    OFFER_CSV_COLUMNS.forEach((column, position) => {
      const index = this.opts.header ? this.columnIndex[column] : position;
      values[column] = index === undefined ? "" : cells[index];
    });
    this.rows.push({ row, values });
    return undefined;
  }

  private readHeader(cells: string[], row: number): void {
    this.expectedColumns = cells.length;
    const known = new Set<string>(OFFER_CSV_COLUMNS);
    cells.forEach((cell, index) => {
      const name = cell.trim().toLowerCase();
      if (!known.has(name)) {
        this.error(row, cell, "unknownHeader", { name: cell, names: COLUMN_NAMES });
      } else if (this.columnIndex[name as OfferCsvColumn] !== undefined) {
        this.error(row, name, "duplicateHeader", { name });
      } else {
        this.columnIndex[name as OfferCsvColumn] = index;
      }
    });
    for (const column of OFFER_CSV_COLUMNS) {
      if (this.columnIndex[column] === undefined) this.error(row, column, "missingHeader", { name: column });
    }
  }

  private error(row: number, column: string | null, code: CsvRowErrorCode, params: Record<string, string | number> = {}): void {
    this.errors.push({ row, column, code, message: csvText(this.opts.locale, code satisfies CsvTextKey, params) });
  }
}

// ---------------------------------------------------------------------------------------------
// Diff against the current offers

export type OfferCsvDiff = {
  create: ParsedRow[];
  change: { uid: string; row: number; fields: OfferCsvColumn[] }[];
  /** Current offers absent from the file: the import replaces all of them (spec section 5). */
  remove: string[];
  unchanged: string[];
  errors: CsvRowError[];
};

const COMPARED_COLUMNS = OFFER_CSV_COLUMNS.filter((column) => column !== "uid");
const INTEGER_COLUMNS = new Set<OfferCsvColumn>(["price_cents", "stock", "delivery_minutes"]);

/**
 * What importing `incoming` would do to the `existing` offers of one product: rows without uid are
 * created, rows with a known uid changed (or left alone when equal once normalised), current
 * offers absent from the file removed. A uid that is unknown or repeated is a row error.
 */
export function diffImport(
  existing: { uid: string; values: Record<string, string> }[],
  incoming: ParsedRow[],
  locale: Locale = "en",
): OfferCsvDiff {
  const current = new Map(existing.map((offer) => [offer.uid, offer.values]));
  const seen = new Map<string, number>();
  const diff: OfferCsvDiff = { create: [], change: [], remove: [], unchanged: [], errors: [] };
  const error = (row: number, code: CsvRowErrorCode, params: Record<string, string | number> = {}) =>
    diff.errors.push({ row, column: "uid", code, message: csvText(locale, code, params) });

  for (const parsed of incoming) {
    const uid = parsed.values.uid.trim();
    if (uid === "") {
      diff.create.push(parsed);
      continue;
    }
    const before = current.get(uid);
    if (before === undefined) {
      error(parsed.row, "unknownOffer");
      continue;
    }
    const firstRow = seen.get(uid);
    if (firstRow !== undefined) {
      error(parsed.row, "duplicateUid", { row: firstRow });
      continue;
    }
    seen.set(uid, parsed.row);
    const fields = COMPARED_COLUMNS.filter((column) => normaliseCell(column, before[column] ?? "") !== normaliseCell(column, parsed.values[column]));
    if (fields.length === 0) diff.unchanged.push(uid);
    else diff.change.push({ uid, row: parsed.row, fields });
  }
  for (const offer of existing) if (!seen.has(offer.uid)) diff.remove.push(offer.uid);
  return diff;
}

function normaliseCell(column: OfferCsvColumn, value: string): string {
  const text = value.normalize("NFC").trim();
  if (INTEGER_COLUMNS.has(column) && /^\d+$/.test(text)) return text.replace(/^0+(?=\d)/, "");
  if (column === "country") return text.toUpperCase();
  if (column === "billing_period" || column === "status") return text.toLowerCase();
  if (column === "attributes") return canonicalJson(text === "" ? "{}" : text);
  return text;
}

function canonicalJson(text: string): string {
  try {
    return JSON.stringify(sortKeys(JSON.parse(text)));
  } catch {
    return text;
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Export

export type OfferCsvRecord = Record<OfferCsvColumn, string | number>;

/**
 * A cell as RFC 4180 writes it. A cell that a spreadsheet would run as a formula (starting with
 * `=`, `+`, `-`, `@`, tab or CR, OWASP "CSV injection") gets a leading `'`, and so does one that
 * already starts with `'`s before such a character, so parseOfferCsv's removal of one `'` gives the
 * value back. Negative numbers are never valid in this format, so `-` loses nothing.
 */
function exportCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^'*[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function exportLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(exportCell).join(",")}\n`;
}

const HEADER_LINE = exportLine(OFFER_CSV_COLUMNS);

/** The offers as one CSV text: header, one line per offer, UTF-8 without BOM, `\n` line ends. */
export function exportOfferCsv(rows: Iterable<OfferCsvRecord>): string {
  const lines = [HEADER_LINE];
  for (const row of rows) lines.push(exportLine(OFFER_CSV_COLUMNS.map((column) => row[column])));
  return lines.join("");
}

/** The same text in pieces of about `chunkChars` characters, for a streamed download. */
export async function* exportOfferCsvChunks(
  rows: Iterable<OfferCsvRecord> | AsyncIterable<OfferCsvRecord>,
  chunkChars = 64 * 1024,
): AsyncGenerator<string> {
  let pending = HEADER_LINE;
  for await (const row of rows) {
    pending += exportLine(OFFER_CSV_COLUMNS.map((column) => row[column]));
    if (pending.length >= chunkChars) {
      yield pending;
      pending = "";
    }
  }
  if (pending !== "") yield pending;
}
