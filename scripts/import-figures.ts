/**
 * Figures of how the code's parts depend on one another, for reviews of its shape:
 *
 *   npx tsx scripts/import-figures.ts
 *
 * - circles of files in lib/ (type-only imports included; a unit test keeps this at none);
 * - lib/ folders that depend on each other round a circle, the folder arrows inside those circles,
 *   and the pairs of folders that import each other directly (imports running from a lower layer
 *   back up);
 * - imports against the layering app → components → lib (lib importing components or app,
 *   components importing app).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { circles, folderGraph, importGraph } from "./lib/import-graph";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const graph = importGraph(root, ["app", "components", "lib"]);
const lib = new Map([...graph].filter(([file]) => file.startsWith("lib/")));

const fileCircles = circles(lib);
console.log(`files: ${graph.size} (lib ${lib.size}); imports: ${[...graph.values()].reduce((n, s) => n + s.size, 0)}`);
console.log(`circles of files in lib: ${fileCircles.length}`);
for (const circle of fileCircles) console.log(`  ${circle.join(" ↔ ")}`);

const folders = folderGraph(lib, "lib");
const folderCircles = circles(folders);
const inCircle = new Map(folderCircles.flatMap((part, i) => part.map((folder) => [folder, i] as const)));
const backArrows: string[] = [];
for (const [from, targets] of folders) {
  for (const to of targets) if (inCircle.has(from) && inCircle.get(from) === inCircle.get(to)) backArrows.push(`${from} → ${to}`);
}
console.log(`lib folders: ${folders.size}; folder arrows: ${[...folders.values()].reduce((n, s) => n + s.size, 0)}`);
console.log(`lib folders depending on each other round a circle: ${folderCircles.reduce((n, c) => n + c.length, 0)} in ${folderCircles.length} circle(s)`);
for (const circle of folderCircles) console.log(`  ${circle.join(", ")}`);
console.log(`folder arrows inside those circles: ${backArrows.length}`);
const mutual = [...folders].flatMap(([from, targets]) => [...targets].filter((to) => from < to && folders.get(to)?.has(from)).map((to) => `${from} ↔ ${to}`));
console.log(`lib folder pairs importing each other: ${mutual.length}`);
for (const pair of mutual.sort()) console.log(`  ${pair}`);

const layer = (file: string) => (file.startsWith("app/") ? 3 : file.startsWith("components/") ? 2 : 1);
const upward: string[] = [];
for (const [file, targets] of graph) for (const target of targets) if (layer(target) > layer(file)) upward.push(`${file} → ${target}`);
console.log(`imports against app → components → lib: ${upward.length}`);
for (const arrow of upward) console.log(`  ${arrow}`);
