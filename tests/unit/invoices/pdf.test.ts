import { spawnSync } from "node:child_process";
import { inflateSync } from "node:zlib";
import type { InvoiceDocument, InvoiceDocumentLine } from "@/lib/invoices/document";
import { formatMoney, formatVatRate, renderInvoicePdf } from "@/lib/invoices/pdf";

function invoice(locale: "en" | "ru", lineCount: number): InvoiceDocument {
  const ru = locale === "ru";
  const lines: InvoiceDocumentLine[] = Array.from({ length: lineCount }, (_, i) => {
    const quantity = (i % 3) + 1;
    const unitNetCents = 1_234_567 + i * 1000;
    const netCents = unitNetCents * quantity;
    const vatRateBp = i % 2 ? 2550 : 1900;
    const vatCents = Math.round((netCents * vatRateBp) / 10_000);
    const long = i % 4 === 0;
    return {
      description: ru
        ? long
          ? `Выделенный сервер AMD EPYC 9654, 384 ГБ ОЗУ, 2 × 3,84 ТБ NVMe, 10 Гбит/с, Франкфурт-на-Майне, строка ${i + 1}`
          : `Облачный сервер ${i + 1}`
        : long
          ? `Dedicated server AMD EPYC 9654, 384 GB RAM, 2 × 3.84 TB NVMe, 10 Gbit/s uplink, Frankfurt am Main, line ${i + 1}`
          : `Cloud VPS ${i + 1}`,
      supplier: i % 2 ? "Hetzner Online GmbH" : "OVH SAS",
      periodLabel: ru ? "1 месяц" : "1 month",
      quantity,
      unitNetCents,
      netCents,
      vatRateBp,
      vatCents,
      grossCents: netCents + vatCents,
    };
  });
  const netCents = lines.reduce((sum, l) => sum + l.netCents, 0);
  const vatCents = lines.reduce((sum, l) => sum + l.vatCents, 0);
  return {
    locale,
    number: "INV-2026-000042",
    status: "paid",
    issuedAt: new Date("2026-03-01T10:00:00Z"),
    dueAt: new Date("2026-03-15T00:00:00Z"),
    paidAt: new Date("2026-03-02T08:00:00Z"),
    periodStart: new Date("2026-03-01T00:00:00Z"),
    periodEnd: new Date("2026-03-31T00:00:00Z"),
    orderNumber: 1042,
    paymentReference: "RF18539007547034",
    currency: "EUR",
    seller: { name: "Infra Market GmbH", addressLines: ["Friedrichstraße 123", "10117 Berlin", ru ? "Германия" : "Germany"], vatId: "DE123456789", companyNumber: "HRB 123456 B", email: "billing@infra.example" },
    buyer: { name: ru ? "Иван Петров" : "Acme Hosting Ltd", addressLines: ru ? ["ул. Ленина, д. 1", "620014 Екатеринбург", "Россия"] : ["1 Main Street", "D02 XY45 Dublin", "Ireland"], vatId: null, email: "ap@acme.example" },
    lines,
    netCents,
    vatCents,
    grossCents: netCents + vatCents,
    paidCents: netCents + vatCents,
    reverseChargeNote: ru ? "Обратное начисление НДС." : "Reverse charge: VAT to be accounted for by the recipient.",
    exportNote: ru ? "Экспорт услуг за пределы ЕС." : null,
  };
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

/** `/Type /Page` objects (not `/Pages`): pdfkit never compresses object dictionaries. */
const pageCount = (bytes: Uint8Array) => latin1(bytes).match(/\/Type \/Page(?!s)\b/g)?.length ?? 0;

/** The body of object `id` (between `id 0 obj` and `endobj`). */
function object(pdf: string, id: string): string {
  const start = pdf.indexOf(`\n${id} 0 obj`);
  if (start < 0) throw new Error(`object ${id} not found`);
  return pdf.slice(start, pdf.indexOf("endobj", start));
}

/** The raw data of a stream object, inflated when it is FlateDecode-compressed. */
function streamData(obj: string): string {
  const start = obj.indexOf("stream\n") + "stream\n".length;
  const raw = Buffer.from(obj.slice(start, obj.lastIndexOf("endstream")), "latin1");
  return obj.includes("/FlateDecode") ? inflateSync(raw).toString("latin1") : raw.toString("latin1");
}

/**
 * The text of the PDF, one string per TJ operator. pdfkit writes glyph ids of the embedded subset, so
 * each font's ToUnicode CMap (the one the `Tf` operator selected) maps them back to characters.
 */
function extractText(bytes: Uint8Array): string[] {
  const pdf = latin1(bytes);
  const maps = new Map<string, Map<number, string>>();
  for (const [, name, id] of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    if (maps.has(name)) continue;
    const toUnicode = object(pdf, id).match(/\/ToUnicode (\d+) 0 R/);
    if (!toUnicode) throw new Error(`font ${name} has no ToUnicode CMap`);
    const map = new Map<number, string>();
    const cmap = streamData(object(pdf, toUnicode[1]));
    for (const [, from, to, list] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
      const codes = [...list.matchAll(/<([0-9a-f]+)>/gi)].map((m) => String.fromCodePoint(parseInt(m[1], 16)));
      for (let g = parseInt(from, 16); g <= parseInt(to, 16); g++) map.set(g, codes[g - parseInt(from, 16)]);
    }
    maps.set(name, map);
  }
  const contents = [...pdf.matchAll(/\/Contents (\d+) 0 R/g)].map((m) => streamData(object(pdf, m[1]))).join("\n");
  const runs: string[] = [];
  let font: Map<number, string> | undefined;
  for (const m of contents.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (m[1]) font = maps.get(m[1]);
    else {
      const hex = [...m[2].matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join("");
      let text = "";
      for (let i = 0; i < hex.length; i += 4) text += font?.get(parseInt(hex.slice(i, i + 4), 16)) ?? "\uFFFD";
      runs.push(text);
    }
  }
  return runs;
}

/** A document info entry (pdfkit writes each as an indirect literal string, UTF-16BE when not ASCII). */
function info(bytes: Uint8Array, key: string): string | undefined {
  const pdf = latin1(bytes);
  const ref = pdf.match(new RegExp(`/${key} (\\d+) 0 R`));
  if (!ref) return undefined;
  const literal = object(pdf, ref[1]).match(/\(([\s\S]*)\)/)?.[1] ?? "";
  const raw = Buffer.from(literal.replace(/\\([()\\])/g, "$1"), "latin1");
  if (raw[0] !== 0xfe || raw[1] !== 0xff) return raw.toString("latin1");
  const utf16le = Buffer.from(raw.subarray(2));
  utf16le.swap16();
  return utf16le.toString("utf16le");
}

const hasPdftotext = !spawnSync("pdftotext", ["-v"]).error;

describe("invoice PDF (lib/invoices/pdf.ts)", () => {
  it("formats money in the invoice's language and VAT rates from basis points", () => {
    expect(formatMoney(1_234_567, "EUR", "en")).toBe("€12,345.67");
    expect(formatMoney(1_234_567, "EUR", "ru").replace(/\s/g, " ")).toBe("12 345,67 €");
    expect(formatVatRate(1900, "en")).toBe("19 %");
    expect(formatVatRate(2550, "en")).toBe("25.5 %");
    expect(formatVatRate(2550, "ru")).toBe("25,5 %");
    expect(formatVatRate(0, "en")).toBe("0 %");
  });

  describe.each(["en", "ru"] as const)("%s", (locale) => {
    it("renders 3 lines on one A4 page with DejaVu Sans embedded and a ToUnicode map", async () => {
      const bytes = await renderInvoicePdf(invoice(locale, 3));
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(latin1(bytes.subarray(0, 5))).toBe("%PDF-");
      expect(pageCount(bytes)).toBe(1);
      const pdf = latin1(bytes);
      expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
      expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
      expect(pdf).toContain("/ToUnicode");
      expect(pdf).not.toContain("Helvetica");
      expect(pdf).toContain("/MediaBox [0 0 595.28 841.89]");
    });

    it("flows 40 lines onto further pages, repeating the table header", async () => {
      const bytes = await renderInvoicePdf(invoice(locale, 40), { compress: false });
      const pages = pageCount(bytes);
      expect(pages).toBeGreaterThan(1);
      const text = extractText(bytes);
      const description = locale === "ru" ? "Описание" : "Description";
      expect(text.filter((run) => run === description)).toHaveLength(pages);
      // Every short line is there once (the long ones wrap over several runs).
      for (let i = 2; i <= 40; i += 4) expect(text).toContain(locale === "ru" ? `Облачный сервер ${i}` : `Cloud VPS ${i}`);
      expect(text.filter((run) => /^(Cloud VPS|Облачный сервер) \d+$/.test(run))).toHaveLength(30);
      expect(text).toContain(locale === "ru" ? `Страница ${pages} из ${pages}` : `Page ${pages} of ${pages}`);
    });

    it("gives the same bytes for the same invoice and sets the metadata", async () => {
      const [a, b] = await Promise.all([renderInvoicePdf(invoice(locale, 3)), renderInvoicePdf(invoice(locale, 3))]);
      expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
      expect(info(a, "CreationDate")).toBe("D:20260301100000Z");
      expect(info(a, "Title")).toBe(locale === "ru" ? "Счёт INV-2026-000042" : "Invoice INV-2026-000042");
      expect(info(a, "Author")).toBe("Infra Market GmbH");
    });
  });

  it("writes the English texts, amounts and notes", async () => {
    const doc = invoice("en", 3);
    const text = extractText(await renderInvoicePdf(doc, { compress: false })).join("\n");
    for (const expected of ["Invoice", "INV-2026-000042", "Issue date", "2026-03-01", "2026-03-15", "2026-03-01 – 2026-03-31", "1042", "RF18539007547034", "Paid", "SELLER", "BUYER", "Acme Hosting Ltd", "VAT ID: DE123456789", "Company number: HRB 123456 B", "E-mail: ap@acme.example", "Cloud VPS 2", "Hetzner", "19 %", "25.5 %", "€12,345.67", formatMoney(doc.grossCents, "EUR", "en"), "Reverse charge: VAT to be accounted for by the recipient."]) {
      expect(text).toContain(expected);
    }
  });

  it("writes the Russian texts in Cyrillic, with € and the notes", async () => {
    const doc = invoice("ru", 3);
    const text = extractText(await renderInvoicePdf(doc, { compress: false })).join("\n").replace(/[\u00a0\u202f]/g, " ");
    for (const expected of ["Счёт", "Дата выставления", "Оплачен", "ПРОДАВЕЦ", "ПОКУПАТЕЛЬ", "Иван Петров", "Екатеринбург", "Облачный сервер 2", "25,5 %", "12 345,67 €", "Обратное начисление НДС.", "Экспорт услуг за пределы ЕС."]) {
      expect(text).toContain(expected);
    }
  });

  it("shows void and issued statuses and leaves out the paid date when there is none", async () => {
    const doc = { ...invoice("ru", 3), status: "void" as const, paidAt: null, reverseChargeNote: null, exportNote: null };
    const text = extractText(await renderInvoicePdf(doc, { compress: false })).join("\n");
    expect(text).toContain("Аннулирован");
    expect(text).not.toContain("Дата оплаты");
    expect(text).not.toContain("Обратное");
    const issued = extractText(await renderInvoicePdf({ ...invoice("en", 3), status: "issued", paidAt: null }, { compress: false })).join("\n");
    expect(issued).toContain("Issued");
    expect(issued).not.toContain("Paid on");
  });

  it("keeps a very long description inside its row", async () => {
    const doc = invoice("en", 3);
    doc.lines[0] = { ...doc.lines[0], description: "Very long description ".repeat(200) };
    const bytes = await renderInvoicePdf(doc);
    expect(pageCount(bytes)).toBe(1);
  });

  (hasPdftotext ? it : it.skip)("reads back with pdftotext (poppler), Cyrillic included", async () => {
    const bytes = await renderInvoicePdf(invoice("ru", 3));
    const out = spawnSync("pdftotext", ["-layout", "-", "-"], { input: Buffer.from(bytes) });
    const text = out.stdout.toString("utf8").replace(/[\u00a0\u202f]/g, " ");
    for (const expected of ["Счёт", "INV-2026-000042", "ПОКУПАТЕЛЬ", "Облачный сервер 2", "12 345,67 €"]) expect(text).toContain(expected);
  });
});
