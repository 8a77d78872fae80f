/**
 * CSV fuzz over HTTP: random bytes, wrong encodings, a BOM, mixed line
 * endings, unbalanced quotes, 10,000 columns, formula cells and random mutations of a real export,
 * sent to the preview and commit routes. Each answers a clear error (413 or 422 with a detail) or a
 * correct preview (200, its counts adding up), never a 500; and a refused commit writes nothing: the
 * export stays byte for byte what it was. Serial: it reads (and must leave) the demo catalogue.
 * The cases are drawn from a seeded generator (FUZZ_SEED to replay a failure).
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { assertError, call, type Answer } from "../../support/api-client";
import { prng } from "../../support/prng";
import { asBearer, signIn, type TestSession } from "../../support/session";

const PRODUCT = "arm-compute";
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RANDOM_CASES = 60;

type Plan = { rows: number; create: number; change: number; remove: number; unchanged: number; errors: { row: number; column: string | null; message: string }[] };

describe("CSV import fuzz over HTTP: a clear error or a correct preview, never a 500, never a partial write", () => {
  let owner: TestSession;
  let exported: string;
  const rng = prng(SEED);

  const send = (step: "preview" | "commit", body: string | Uint8Array, query = "") =>
    call<Plan & { detail?: unknown }>(
      `/api/supplier/offers/import/${step}?product_slug=${PRODUCT}${query}`,
      asBearer(owner, { method: "POST", body: typeof body === "string" ? body : Buffer.from(body), headers: { "Content-Type": "text/csv" } }),
    );
  const exportNow = async () => {
    const answer = await call(`/api/supplier/offers/export?product_slug=${PRODUCT}`, asBearer(owner));
    assert.equal(answer.status, 200, answer.text.slice(0, 200));
    return answer.text;
  };

  /** 200 with counts that add up, or a clear 413/422; anything else fails the case. */
  function judgePreview(answer: Answer<Plan & { detail?: unknown }>, label: string): "preview" | "error" {
    assert.notEqual(answer.status, 500, `${label}: 500 ${answer.text.slice(0, 300)}`);
    if (answer.status === 200) {
      const p = answer.body;
      for (const key of ["rows", "create", "change", "remove", "unchanged"] as const) assert.ok(Number.isInteger(p[key]) && p[key] >= 0, `${label}: ${key} is a count`);
      assert.ok(Array.isArray(p.errors), `${label}: errors is a list`);
      if (!p.errors.length) assert.equal(p.create + p.change + p.unchanged, p.rows, `${label}: every row is created, changed or unchanged`);
      for (const e of p.errors) assert.ok(Number.isInteger(e.row) && e.row >= 1 && typeof e.message === "string" && e.message.length > 0, `${label}: row error ${JSON.stringify(e)}`);
      return "preview";
    }
    assert.ok([413, 422].includes(answer.status), `${label}: expected 200, 413 or 422, got ${answer.status}: ${answer.text.slice(0, 300)}`);
    assertError(answer, answer.status, label);
    return "error";
  }

  /** A commit of a file the preview refused, or whose rows have errors: refused, and nothing changed. */
  async function commitRefused(body: string | Uint8Array, label: string, query = "") {
    const answer = await send("commit", body, query);
    assert.notEqual(answer.status, 500, `${label} commit: 500 ${answer.text.slice(0, 300)}`);
    assert.ok([413, 422].includes(answer.status), `${label} commit: expected a refusal, got ${answer.status}: ${answer.text.slice(0, 300)}`);
    assertError(answer, answer.status, `${label} commit`);
    assert.equal(await exportNow(), exported, `${label}: a refused commit wrote nothing`);
  }

  before(async () => {
    const answer = await call<{ items: { supplier: { slug: string } }[] }>(`/api/offers?product_slug=${PRODUCT}&size=100`);
    const sellers = [...new Set(answer.body.items.map((o) => o.supplier.slug))];
    assert.ok(sellers.length >= 2, `the demo catalogue has ${PRODUCT} offers of several suppliers`);
    // The last one: the first suppliers' owners sign in in other test files (5 codes per e-mail an hour).
    owner = await signIn(`owner@${sellers[sellers.length - 1]}.example.com`);
    exported = await exportNow();
    assert.ok(exported.split("\n").length >= 3, "the organisation has offers to fuzz with");
  });

  it("named cases: BOM, wrong encodings, mixed line endings, unbalanced quotes, 10,000 columns, formula cells, NUL, empty", async () => {
    const lines = exported.replace(/\n$/, "").split("\n");
    const utf8 = (text: string) => new TextEncoder().encode(text);

    // A UTF-8 BOM before the export: the same offers, no change.
    const bom = await send("preview", new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(exported)]));
    assert.equal(judgePreview(bom, "BOM"), "preview");
    assert.deepEqual([bom.body.create, bom.body.change, bom.body.remove, bom.body.errors.length], [0, 0, 0, 0], "BOM: no change");

    // UTF-16 (with its BOM) and Latin-1 are not UTF-8: a clear 422.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(exported, "utf16le")]);
    assert.equal(judgePreview(await send("preview", utf16), "UTF-16"), "error");
    await commitRefused(utf16, "UTF-16");
    const latin1 = Buffer.from(exported.replace(lines[1].split(",")[1], "Café Server"), "latin1");
    assert.equal(judgePreview(await send("preview", latin1), "Latin-1"), "error");

    // Mixed line endings (CRLF, LF, CR by turns): read as the same rows, or refused clearly.
    const mixed = lines.map((l, i) => l + (["\r\n", "\n", "\r"] as const)[i % 3]).join("");
    const mixedAnswer = await send("preview", mixed);
    if (judgePreview(mixedAnswer, "mixed line endings") === "preview" && !mixedAnswer.body.errors.length) {
      assert.deepEqual([mixedAnswer.body.create, mixedAnswer.body.change, mixedAnswer.body.remove], [0, 0, 0], "mixed line endings: no change");
    }

    // Unbalanced quotes.
    const unbalanced = `${exported}"never closed,1,month`;
    assert.equal(judgePreview(await send("preview", unbalanced), "unbalanced quotes"), "error");
    await commitRefused(unbalanced, "unbalanced quotes");

    // 10,000 columns in the header and in a row.
    const wide = `${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(",")}\n${Array.from({ length: 10_000 }, () => "1").join(",")}\n`;
    assert.equal(judgePreview(await send("preview", wide), "10,000 columns"), "error");
    await commitRefused(wide, "10,000 columns");
    const wideRow = `${lines[0]}\n${Array.from({ length: 10_000 }, () => "x").join(",")}\n`;
    assert.equal(judgePreview(await send("preview", wideRow, "&header=true"), "a row of 10,000 cells"), "error");

    // Formula cells in every text column of a new row: previewed (they are text), and a commit of the
    // file with one more bad row is refused whole.
    const template = lines[1].split(",");
    const formulaRow = ["", '"=HYPERLINK(""http://x"")"', "+1999", ...template.slice(3)].join(",");
    const withFormula = [...lines, formulaRow, ["", "@SUM(A1)", "-5", ...template.slice(3)].join(",")].join("\n");
    const formula = await send("preview", withFormula);
    assert.equal(judgePreview(formula, "formula cells"), "preview");
    assert.ok(formula.body.errors.some((e) => e.column === "price_cents"), "a negative price is a row error");
    await commitRefused(withFormula, "formula cells with a bad row");

    // NUL bytes, an empty body, only a header line (previewed: it would remove every offer; not committed).
    assert.equal(judgePreview(await send("preview", `${lines[0]}\n,\u0000name,1,month,DE,,1,10,public,{}\n`), "NUL"), "error");
    judgePreview(await send("preview", ""), "empty body");
    const onlyHeader = await send("preview", `${lines[0]}\n`);
    assert.equal(judgePreview(onlyHeader, "only a header"), "preview");
    assert.equal(onlyHeader.body.remove, lines.length - 1, "only a header: every current offer would be removed");
    assert.equal(await exportNow(), exported, "previews wrote nothing");
  });

  it(`${RANDOM_CASES} random files: mutations of the export and random bytes (seed ${SEED})`, async () => {
    const specials = [",", '"', "\n", "\r", "\r\n", "\\", "'", "=", "+", "-", "@", "\t", "\u0000", "{", "}", "€", "\uFEFF", ";"] as const;
    const text = new TextEncoder().encode(exported);
    let previews = 0;
    let errors = 0;
    for (let n = 0; n < RANDOM_CASES; n++) {
      const kind = rng.int(4);
      let body: Uint8Array;
      if (kind === 0) {
        // Random bytes, up to 4 kB.
        body = Uint8Array.from({ length: 1 + rng.int(4096) }, () => rng.int(256));
      } else if (kind === 1) {
        // The export with a few bytes flipped.
        body = Uint8Array.from(text);
        for (let k = 0, flips = 1 + rng.int(8); k < flips; k++) body[rng.int(body.length)] = rng.int(256);
      } else if (kind === 2) {
        // The export with CSV-significant characters inserted at random places.
        let s = exported;
        for (let k = 0, inserts = 1 + rng.int(10); k < inserts; k++) {
          const at = rng.int(s.length);
          s = s.slice(0, at) + rng.pick(specials) + s.slice(at);
        }
        body = new TextEncoder().encode(s);
      } else {
        // The export cut short anywhere (inside a quoted JSON cell, a row, a multi-byte character).
        body = text.slice(0, rng.int(text.length));
      }
      const options = rng.pick(["", "&quote='", "&escape=\\", "&skip_empty_lines=false", "&header=false", "&quote=%00", "&quote=ab"]);
      const label = `case ${n} (kind ${kind}, options '${options}', seed ${SEED})`;
      const answer = await send("preview", body, options);
      const verdict = judgePreview(answer, label);
      if (verdict === "preview") previews += 1;
      else errors += 1;
      // Whatever the preview refused, or found row errors in, the commit refuses and writes nothing.
      if (verdict === "error" || answer.body.errors.length) await commitRefused(body, label, options);
    }
    assert.ok(previews + errors === RANDOM_CASES);
    assert.equal(await exportNow(), exported, "after every case the offers are what they were");
    assert.equal((await call("/health")).status, 200, "the server still answers");
  });
});
