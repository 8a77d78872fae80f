/**
 * `npm start`: migrate and (on first start only) seed the configured database, build when the
 * production build is missing or older than the sources, then serve it on PORT (scripts/serve.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import { closeDb, getDb } from "@/lib/db/client";
import { seedDatabase } from "@/lib/db/seed/seed";
import { assertStartable } from "@/lib/deployment";

const root = process.cwd();
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

function newestSourceMtime(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const d of ["app", "components", "lib", "messages", "public"]) if (existsSync(d)) walk(d);
  for (const f of ["next.config.ts", "proxy.ts", "package.json", "postcss.config.mjs"]) if (existsSync(f)) newest = Math.max(newest, statSync(f).mtimeMs);
  return newest;
}

function buildIsCurrent(): boolean {
  const id = path.join(root, ".next/BUILD_ID");
  return existsSync(id) && statSync(id).mtimeMs >= newestSourceMtime();
}

async function main() {
  // Before the database and the build: a public site must not run on the demo mailbox, demo payments or generated keys.
  assertStartable(env);
  const started = Date.now();
  const db = await getDb();
  const result = await seedDatabase(db, { offers: env.SEED_OFFERS });
  await closeDb();
  console.log(
    result.seeded
      ? `Database ready: demo catalogue seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : "Database ready: existing catalogue kept",
  );

  if (process.env.SKIP_BUILD !== "1" && !buildIsCurrent()) {
    console.log("Building the production bundle (first start or sources changed)…");
    const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: process.env });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", "--port", String(env.PORT)], { stdio: "inherit", env: process.env });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
