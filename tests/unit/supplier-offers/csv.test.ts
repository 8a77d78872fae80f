import {
  diffImport,
  exportOfferCsv,
  exportOfferCsvChunks,
  OFFER_CSV_COLUMNS,
  OFFER_CSV_LIMITS,
  parseOfferCsv,
  type ParseOfferCsvResult,
  type ParsedRow,
} from "@/lib/supplier-offers/csv";
import { asStrings, manyOffers, offer } from "../../support/offer-csv";

const HEADER = OFFER_CSV_COLUMNS.join(",");
const LINE = ',Small VPS,500,month,DE,fra1,3,30,public,"{""cpu_cores"":2}"';
const bytes = (text: string) => new TextEncoder().encode(text);

function rowsOf(result: ParseOfferCsvResult) {
  if (!result.ok) throw new Error(`expected rows, got ${result.error.code}: ${result.error.message}`);
  return result;
}

function errorOf(result: ParseOfferCsvResult) {
  if (result.ok) throw new Error("expected an error, got rows");
  return result.error;
}

/** A stream of `total` bytes made by repeating `unit`, counting what the parser pulled. */
function generated(unit: string, total: number) {
  const piece = bytes(unit.repeat(Math.max(1, Math.floor(65536 / unit.length))));
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { stream, pulled };
}

describe("parseOfferCsv reads the format", () => {
  it("maps the header, keeps raw strings and numbers rows by their first line, the header counted", async () => {
    const text = `${HEADER}\n${LINE}\n"u1","two\nlines",700,month,NL,ams1,1,60,hidden,{}\n${LINE}`;
    const { rows, errors } = rowsOf(await parseOfferCsv(bytes(text)));
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.row)).toEqual([2, 3, 5]);
    expect(rows[0].values).toEqual({
      uid: "",
      name: "Small VPS",
      price_cents: "500",
      billing_period: "month",
      country: "DE",
      data_center: "fra1",
      stock: "3",
      delivery_minutes: "30",
      status: "public",
      attributes: '{"cpu_cores":2}',
    });
    expect(rows[1].values.name).toBe("two\nlines");
  });

  it("maps columns by header name whatever their order", async () => {
    const reversed = [...OFFER_CSV_COLUMNS].reverse();
    const { rows } = rowsOf(await parseOfferCsv(bytes(`${reversed.join(",")}\n{},public,30,3,fra1,DE,month,500,Small VPS,\n`)));
    expect(rows[0].values.name).toBe("Small VPS");
    expect(rows[0].values.attributes).toBe("{}");
  });

  it("strips a UTF-8 BOM", async () => {
    const { rows, errors } = rowsOf(await parseOfferCsv(bytes(`\uFEFF${HEADER}\n${LINE}\n`)));
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(1);
  });

  it("accepts \\r\\n, \\n and \\r line ends mixed in one file, also inside quoted cells", async () => {
    const text = `${HEADER}\r\n${LINE}\n${LINE}\r"u","a\r\nb",1,month,DE,fra1,1,1,public,{}\r\n${LINE}`;
    const { rows, errors } = rowsOf(await parseOfferCsv(bytes(text)));
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.row)).toEqual([2, 3, 4, 6]);
    expect(rows[2].values.name).toBe("a\r\nb");
  });

  it("gives the same answer however the input is cut into chunks", async () => {
    const text = `\uFEFF${HEADER}\r\n${LINE}\r\n"u","Прага 🇨🇿\r\nx",1,month,CZ,prg1,1,1,public,{}\r\n`;
    const whole = await parseOfferCsv(bytes(text));
    async function* oneByteAtATime() {
      for (const byte of bytes(text)) yield Uint8Array.of(byte);
    }
    expect(await parseOfferCsv(oneByteAtATime())).toEqual(whole);
    expect(await parseOfferCsv(new Blob([bytes(text)]).stream())).toEqual(whole);
    expect(rowsOf(whole).rows[1].values.name).toBe("Прага 🇨🇿\r\nx");
  });

  it("takes another quote and escape character", async () => {
    const text = `${HEADER}\n'u1','It\\'s, big',500,month,DE,fra1,1,30,public,'{"a":"b"}'\n`;
    const { rows, errors } = rowsOf(await parseOfferCsv(bytes(text), { quote: "'", escape: "\\" }));
    expect(errors).toEqual([]);
    expect(rows[0].values).toMatchObject({ uid: "u1", name: "It's, big", attributes: '{"a":"b"}' });
  });

  it("refuses quote and escape options that are not one usable character", async () => {
    for (const quote of ["", "ab", ",", "\n"]) expect(errorOf(await parseOfferCsv(bytes(HEADER), { quote })).code).toBe("options");
    expect(errorOf(await parseOfferCsv(bytes(HEADER), { escape: "\r" })).code).toBe("options");
  });

  it("skips empty lines by default and counts them in row numbers; otherwise an empty line is a row error", async () => {
    const text = `${HEADER}\n\n${LINE}\n\n\n${LINE}\n`;
    expect(rowsOf(await parseOfferCsv(bytes(text))).rows.map((r) => r.row)).toEqual([3, 6]);
    const strict = rowsOf(await parseOfferCsv(bytes(text), { skipEmptyLines: false }));
    expect(strict.rows.map((r) => r.row)).toEqual([3, 6]);
    expect(strict.errors.map((e) => [e.row, e.code])).toEqual([
      [2, "emptyLine"],
      [4, "emptyLine"],
      [5, "emptyLine"],
    ]);
    expect(strict.errors[0].message).toBe("Empty line: remove it or turn on “Skip empty lines”");
  });

  it("without a header reads the columns in the fixed order from row 1", async () => {
    const { rows, errors } = rowsOf(await parseOfferCsv(bytes(`${LINE}\n,too,few\n`), { header: false }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ row: 1, values: { name: "Small VPS", attributes: '{"cpu_cores":2}' } });
    expect(errors).toEqual([{ row: 2, column: null, code: "columnCount", message: "Expected 10 columns, found 3" }]);
  });

  it("reports unknown, duplicate and missing header names and rows of the wrong width", async () => {
    const header = HEADER.replace("stock", "stok").replace("status", "name");
    const { errors } = rowsOf(await parseOfferCsv(bytes(`${header}\n${LINE},extra\n`)));
    expect(errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [1, "stok", "unknownHeader"],
      [1, "name", "duplicateHeader"],
      [1, "stock", "missingHeader"],
      [1, "status", "missingHeader"],
      [2, null, "columnCount"],
    ]);
    expect(errors[0].message).toContain("Unknown column “stok”");
  });

  it("answers an empty file with a clear error", async () => {
    expect(errorOf(await parseOfferCsv(bytes(""))).code).toBe("empty");
    expect(rowsOf(await parseOfferCsv(bytes(`${HEADER}\n`))).rows).toEqual([]);
  });

  it("answers unbalanced quotes with the row number", async () => {
    const unclosed = errorOf(await parseOfferCsv(bytes(`${HEADER}\n${LINE}\n\n"u1,"Small VPS,500\n${LINE}\n`)));
    expect(unclosed).toMatchObject({ code: "quotes", row: 4 });
    expect(unclosed.message).toMatch(/^Row 4: a quoted cell is not closed/);
    expect(errorOf(await parseOfferCsv(bytes(`${HEADER}\n${LINE}\n,"Small" VPS,1\n`)))).toMatchObject({ code: "quotes", row: 3 });
    expect(errorOf(await parseOfferCsv(bytes(`${HEADER}\n${LINE}\n,15" VPS,1\n`)))).toMatchObject({ code: "quotes", row: 3 });
  });
});

describe("parseOfferCsv refuses what is not UTF-8 text", () => {
  const message = "The file is not UTF-8 text: save it as CSV UTF-8";

  it.each([
    ["invalid UTF-8 (Windows-1251)", Uint8Array.from([...bytes(`${HEADER}\n,`), 0xcf, 0xf0, 0xe0, 0xe3, 0xe0, 0x0a])],
    ["UTF-16 with its BOM", Uint8Array.from([0xff, 0xfe, ...new Uint8Array(Uint16Array.from(HEADER, (c) => c.charCodeAt(0)).buffer)])],
    ["a NUL byte", bytes(`${HEADER}\n,a\u0000b,1\n`)],
    ["a character cut at the end", bytes(`${HEADER}\n,Прага`).subarray(0, -1)],
  ])("%s", async (_, input) => {
    expect(errorOf(await parseOfferCsv(input))).toEqual({ code: "encoding", message });
  });

  it("answers in Russian", async () => {
    expect(errorOf(await parseOfferCsv(Uint8Array.of(0xff), { locale: "ru" })).message).toBe("Файл не в кодировке UTF-8: сохраните его как «CSV UTF-8»");
  });
});

describe("parseOfferCsv enforces its limits while reading", () => {
  it("refuses a row of 10,000 columns, in the header or in the data", async () => {
    const wide = Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(",");
    expect(errorOf(await parseOfferCsv(bytes(`${wide}\n`)))).toMatchObject({ code: "too_many_columns", row: 1 });
    const result = errorOf(await parseOfferCsv(bytes(`${HEADER}\n${LINE}\n${",".repeat(10_000)}\n`)));
    expect(result).toMatchObject({ code: "too_many_columns", row: 3 });
    expect(result.message).toBe("Row 3 has more than 50 columns: check the separator (a comma) and the quote character");
  });

  it("refuses a 15 MB line of commas before its end", async () => {
    const { stream, pulled } = generated(",", 15 * 1024 * 1024);
    expect(errorOf(await parseOfferCsv(stream)).code).toBe("too_many_columns");
    // Refused at its first megabytes; the rest is read away (lib/api/body.ts), never left on the connection.
    expect(pulled.bytes).toBeGreaterThanOrEqual(15 * 1024 * 1024);
  });

  it("refuses a cell over 10,000 characters, and a runaway quoted cell before its end", async () => {
    const long = `${HEADER}\n,${"x".repeat(OFFER_CSV_LIMITS.cellChars + 1)},1\n`;
    expect(errorOf(await parseOfferCsv(bytes(long)))).toMatchObject({ code: "cell_too_long", row: 2 });
    expect(rowsOf(await parseOfferCsv(bytes(`${HEADER}\n,${"я".repeat(OFFER_CSV_LIMITS.cellChars)},1\n`))).errors[0].code).toBe("columnCount");
    const { stream, pulled } = generated("quoted text, on and on\n", 15 * 1024 * 1024);
    const runaway = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes(`${HEADER}\n,"`));
      },
      async pull(controller) {
        const reader = stream.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          controller.enqueue(value);
        }
      },
    });
    expect(errorOf(await parseOfferCsv(runaway))).toMatchObject({ code: "cell_too_long", row: 2 });
    expect(pulled.bytes).toBeGreaterThanOrEqual(15 * 1024 * 1024);
  });

  it("refuses a 25 MB stream as too large, keeping none of it past the limit", async () => {
    const unit = `,${"A".repeat(9_000)},500,month,DE,fra1,3,30,public,{}\n`;
    const { stream, pulled } = generated(unit, 25 * 1024 * 1024);
    const started = performance.now();
    const error = errorOf(await parseOfferCsv(stream));
    const elapsed = performance.now() - started;
    console.log(`25 MB stream refused in ${elapsed.toFixed(0)} ms after ${(pulled.bytes / 1024 / 1024).toFixed(1)} MB read`);
    expect(error).toEqual({ code: "too_large", message: "The file is larger than 20 MB: split it or remove unused rows" });
    // Past the limit nothing more is parsed or kept; the rest is read away so the connection stays
    // usable (lib/api/body.ts). The time is logged only (speed is the bench's business).
    expect(pulled.bytes).toBeGreaterThanOrEqual(25 * 1024 * 1024);
  });

  it("refuses 100,000 rows after the 20,000th without reading the rest", async () => {
    const text = `${HEADER}\n${`${LINE}\n`.repeat(100_000)}`;
    const started = performance.now();
    const result = errorOf(await parseOfferCsv(bytes(text)));
    const elapsed = performance.now() - started;
    console.log(`100,000 rows (${(text.length / 1024 / 1024).toFixed(1)} MB) refused in ${elapsed.toFixed(0)} ms`);
    expect(result).toEqual({ code: "too_many_rows", message: "The file has more than 20000 offers: import at most 20000 at a time" });
    const { stream, pulled } = generated(`${LINE}\n`, 100_000 * (LINE.length + 1));
    expect(errorOf(await parseOfferCsv(stream)).code).toBe("too_many_rows");
    expect(pulled.bytes).toBeLessThan(20_000 * (LINE.length + 1) + 512 * 1024);
  });
});

describe("exportOfferCsv", () => {
  it("writes the header and RFC 4180 quoting with \\n line ends and no BOM", () => {
    const text = exportOfferCsv([offer(1)]);
    expect(text).toBe(
      `${HEADER}\n00000000-0000-4000-8000-000000000001,"Server 1, ""fast"" — сервер",101,month,DE,fra1,1,15,public,"{""cpu_cores"":2,""ram_gb"":32,""disk_type"":""NVMe""}"\n`,
    );
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
  });

  it("neutralises formula cells and the import gives the values back", async () => {
    const formulas = ["=HYPERLINK(\"http://x\")", "+1", "-5", "@SUM(A1)", "\tx", "\rx", "'=kept", "''+y", "'plain", "=a\nb"];
    const records = formulas.map((name, index) => offer(index, { name, uid: "" }));
    const text = exportOfferCsv(records);
    const names = text.split("\n").slice(1, 6).map((line) => line.split(",")[1]);
    expect(names).toEqual(["'=HYPERLINK(\"\"http://x\"\")", "'+1", "'-5", "'@SUM(A1)", "'\tx"].map((n, i) => (i === 0 ? `"${n}"` : n)));
    for (const line of text.split("\n").slice(1, -1)) expect(line.split(",")[1]).not.toMatch(/^"?[=+\-@\t\r]/);
    const { rows, errors } = rowsOf(await parseOfferCsv(bytes(text)));
    expect(errors).toEqual([]);
    expect(rows.map((row) => row.values.name)).toEqual(formulas);
  });

  it("streams the same text in chunks", async () => {
    const records = Array.from({ length: 2_000 }, (_, i) => offer(i));
    let streamed = "";
    let chunks = 0;
    for await (const chunk of exportOfferCsvChunks(records, 16 * 1024)) {
      streamed += chunk;
      chunks += 1;
    }
    expect(streamed).toBe(exportOfferCsv(records));
    expect(chunks).toBeGreaterThan(10);
  });
});

describe("diffImport", () => {
  const existing = [1, 2, 3].map((i) => ({ uid: String(offer(i).uid), values: asStrings(offer(i)) }));
  const row = (n: number, values: Partial<Record<string, string>>): ParsedRow => ({ row: n, values: { ...asStrings(offer(0)), uid: "", ...values } as ParsedRow["values"] });

  it("sorts rows into create, change, unchanged and remove", () => {
    const diff = diffImport(existing, [
      row(2, { ...existing[0].values, attributes: '{"ram_gb":32,"disk_type":"NVMe", "cpu_cores":2}', price_cents: "0101", country: "de" }),
      row(3, { ...existing[1].values, price_cents: "999", stock: "4" }),
      row(4, { name: "New one" }),
    ]);
    expect(diff.unchanged).toEqual([existing[0].uid]);
    expect(diff.change).toEqual([{ uid: existing[1].uid, row: 3, fields: ["price_cents", "stock"] }]);
    expect(diff.create.map((r) => r.row)).toEqual([4]);
    expect(diff.remove).toEqual([existing[2].uid]);
    expect(diff.errors).toEqual([]);
  });

  it("refuses an unknown offer id and the same id twice", () => {
    const diff = diffImport(existing, [row(2, existing[0].values), row(3, { uid: "nope" }), row(4, existing[0].values)]);
    expect(diff.errors).toEqual([
      { row: 3, column: "uid", code: "unknownOffer", message: "Unknown offer id: leave it empty to create a new offer" },
      { row: 4, column: "uid", code: "duplicateUid", message: "This offer id already appears in row 2" },
    ]);
    expect(diffImport(existing, [row(3, { uid: "nope" })], "ru").errors[0].message).toMatch(/^Неизвестный идентификатор/);
  });

  // How long this takes is measured by the bench (`npm run bench -- --only units`), not judged here.
  it("export → parse → diff of 10,000 offers finds no change", async () => {
    const records = manyOffers(10_000);
    const current = records.map((record) => ({ uid: String(record.uid), values: asStrings(record) }));
    const text = exportOfferCsv(records);
    const parsed = rowsOf(await parseOfferCsv(bytes(text)));
    const diff = diffImport(current, parsed.rows);
    expect(parsed.errors).toEqual([]);
    expect(diff.unchanged).toHaveLength(10_000);
    expect([diff.create.length, diff.change.length, diff.remove.length, diff.errors.length]).toEqual([0, 0, 0, 0]);
  });
});
