/**
 * A frozen copy of the production build for the benchmark's servers.
 *
 * The working tree is shared and `next build` is re-run by others while a benchmark is going; a
 * server reading the live `.next` would then fail mid-run (route modules and static chunks are
 * read lazily). So the bench waits for any running build in this project to finish, copies `.next`
 * (without its cache, ~30 MB) into a temporary project directory whose other top-level entries are
 * symlinks to the real ones (node_modules, next.config.ts, lib/db/migrations, public, ...), and runs
 * `next start` there. The copy is checked against BUILD_ID before and after.
 */
import { cp, mkdir, readFile, readdir, readlink, rm, symlink } from "node:fs/promises";
import { existsSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { sleep } from "./server";

/** Files a complete build has; a build in progress removes and rewrites them. */
const REQUIRED_BUILD_FILES = [
  "BUILD_ID",
  "build-manifest.json",
  "prerender-manifest.json",
  "routes-manifest.json",
  "server/app-paths-manifest.json",
  "server/preview-props.json",
];

/** Top-level entries never linked into the snapshot project. */
const SKIPPED = new Set([".next", ".git"]);

/** pids of `next build` processes running in `root` (Linux /proc; none found elsewhere). */
export function runningBuilds(root: string): number[] {
  const pids: number[] = [];
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
    if (!existsSync("/proc")) return pids;
  } catch {
    return pids;
  }
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ");
      if (!/next-build|next(\.js)?\s+build\b|next\/dist\/bin\/next\s+build\b/.test(cmdline)) continue;
      if (realpathSync(`/proc/${entry}/cwd`) === realRoot) pids.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

export async function waitForNoBuild(root: string, log: (text: string) => void, timeoutMs = 15 * 60_000): Promise<void> {
  const started = Date.now();
  let announced = false;
  while (runningBuilds(root).length) {
    if (!announced) log(`Waiting for a running \`next build\` in ${root} to finish ...`);
    announced = true;
    if (Date.now() - started > timeoutMs) throw new Error("a `next build` has been running for too long");
    await sleep(5000);
  }
  // Let a just-finished build's last writes land.
  if (announced) await sleep(2000);
}

const readId = (dir: string) => readFile(path.join(dir, ".next/BUILD_ID"), "utf8").then((s) => s.trim(), () => null);

/**
 * Copies the current build into `dest` (a new directory) as a runnable project; returns BUILD_ID.
 * Retries when a build starts while copying.
 */
export async function snapshotBuild(root: string, dest: string, log: (text: string) => void): Promise<string> {
  await mkdir(dest, { recursive: true });
  for (const entry of await readdir(root)) {
    if (SKIPPED.has(entry)) continue;
    await symlink(path.join(root, entry), path.join(dest, entry));
  }
  for (let attempt = 1; attempt <= 5; attempt++) {
    await waitForNoBuild(root, log);
    const before = await readId(root);
    const complete = REQUIRED_BUILD_FILES.every((f) => existsSync(path.join(root, ".next", f)));
    if (before && complete) {
      const cacheDir = path.join(root, ".next/cache");
      await cp(path.join(root, ".next"), path.join(dest, ".next"), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (src) => src !== cacheDir && !src.startsWith(cacheDir + path.sep),
      });
      const copied = await readId(dest);
      const after = await readId(root);
      const copiedComplete = REQUIRED_BUILD_FILES.every((f) => existsSync(path.join(dest, ".next", f)));
      if (copied === before && after === before && copiedComplete && runningBuilds(root).length === 0) {
        await checkLinks(path.join(dest, ".next/node_modules"));
        return before;
      }
    }
    log(`  the build changed while copying it (attempt ${attempt}); retrying ...`);
    await rm(path.join(dest, ".next"), { recursive: true, force: true });
    await sleep(3000);
  }
  throw new Error("could not copy a complete production build (it kept changing)");
}

/** Turbopack links server externals from .next/node_modules with relative links; they must resolve. */
async function checkLinks(dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await checkLinks(full);
    else if (entry.isSymbolicLink() && !existsSync(full)) {
      throw new Error(`broken link in the build copy: ${full} -> ${await readlink(full)}`);
    }
  }
}
