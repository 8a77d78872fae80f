/**
 * The shape of the import graph: no circle of files in lib/ (type-only imports included), and no
 * import against the layering app → components → lib. `npx tsx scripts/import-figures.ts` prints
 * the same graph's figures.
 */
import path from "node:path";
import { circles, importGraph } from "../../../scripts/lib/import-graph";

const root = path.resolve(__dirname, "../../..");
const graph = importGraph(root, ["app", "components", "lib"]);

describe("the import graph", () => {
  test("reads the tree", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get("lib/api/respond.ts")?.has("lib/api/errors.ts")).toBe(true);
  });

  test("no files in lib import each other round a circle", () => {
    const lib = new Map([...graph].filter(([file]) => file.startsWith("lib/")));
    expect(circles(lib).map((circle) => circle.join(" ↔ "))).toEqual([]);
  });

  test("finds a circle when there is one", () => {
    const sample = new Map([
      ["a.ts", new Set(["b.ts"])],
      ["b.ts", new Set(["c.ts"])],
      ["c.ts", new Set(["a.ts"])],
      ["d.ts", new Set(["a.ts"])],
    ]);
    expect(circles(sample)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  test("lib imports neither components nor app, and components do not import app", () => {
    const layer = (file: string) => (file.startsWith("app/") ? 3 : file.startsWith("components/") ? 2 : 1);
    const upward = [...graph].flatMap(([file, targets]) => [...targets].filter((target) => layer(target) > layer(file)).map((target) => `${file} → ${target}`));
    expect(upward).toEqual([]);
  });
});
