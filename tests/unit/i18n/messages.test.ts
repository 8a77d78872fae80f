import { allMessages } from "@/lib/i18n/messages";

const { en, ru } = allMessages;

function keys(obj: unknown, prefix = ""): string[] {
  if (obj === null || typeof obj !== "object") return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(obj: unknown, prefix = ""): [string, string][] {
  if (typeof obj === "string") return [[prefix, obj]];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe("messages", () => {
  it("en and ru have the same keys", () => {
    expect(keys(ru).sort()).toEqual(keys(en).sort());
  });
  it("no message is empty", () => {
    for (const [key, text] of [...leaves(en), ...leaves(ru)]) expect({ key, empty: text.trim() === "" }).toEqual({ key, empty: false });
  });
  it("Russian plurals have the one/few/many forms wherever English has a plural", () => {
    const ruMap = new Map(leaves(ru));
    for (const [key, text] of leaves(en)) {
      if (!/plural,/.test(text)) continue;
      const r = ruMap.get(key) ?? "";
      expect({ key, ok: /plural,/.test(r) && /\bone\s*\{/.test(r) && /\bfew\s*\{/.test(r) && /\bmany\s*\{/.test(r) }).toEqual({ key, ok: true });
    }
  });
});
