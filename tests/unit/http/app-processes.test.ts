/** @jest-environment node */
import { appProcesses, nextNodeArgs } from "../../../scripts/serve";

describe("how many Next.js processes npm start runs (APP_PROCESSES, docs/deploy.md)", () => {
  const pg = "postgres://db.internal/shop";
  const redis = "redis://cache.internal:6379";

  it("one per core with PostgreSQL and Redis, one otherwise", () => {
    expect(appProcesses({ DATABASE_URL: pg, REDIS_URL: redis, APP_PROCESSES: undefined }, 4)).toBe(4);
    expect(appProcesses({ DATABASE_URL: undefined, REDIS_URL: undefined, APP_PROCESSES: undefined }, 4)).toBe(1);
    expect(appProcesses({ DATABASE_URL: pg, REDIS_URL: undefined, APP_PROCESSES: undefined }, 4)).toBe(1);
    expect(appProcesses({ DATABASE_URL: undefined, REDIS_URL: redis, APP_PROCESSES: undefined }, 4)).toBe(1);
  });

  it("APP_PROCESSES overrides, and more than one needs both services", () => {
    expect(appProcesses({ DATABASE_URL: pg, REDIS_URL: redis, APP_PROCESSES: 3 }, 2)).toBe(3);
    expect(appProcesses({ DATABASE_URL: undefined, REDIS_URL: undefined, APP_PROCESSES: 1 }, 8)).toBe(1);
    expect(() => appProcesses({ DATABASE_URL: undefined, REDIS_URL: redis, APP_PROCESSES: 2 }, 2)).toThrow(/needs DATABASE_URL/);
    expect(() => appProcesses({ DATABASE_URL: pg, REDIS_URL: undefined, APP_PROCESSES: 2 }, 2)).toThrow(/needs REDIS_URL/);
  });
});

describe("the Node flags of each Next.js process (APP_HEAP_GROWING_PERCENT, NEXT_NODE_ARGS)", () => {
  it("caps V8's heap growth at the percentage given (default 100: twice the live heap), 0 leaving V8's own factor", () => {
    expect(nextNodeArgs({ APP_HEAP_GROWING_PERCENT: 100 }, "")).toEqual(["--heap-growing-percent=100"]);
    expect(nextNodeArgs({ APP_HEAP_GROWING_PERCENT: 50 }, "")).toEqual(["--heap-growing-percent=50"]);
    expect(nextNodeArgs({ APP_HEAP_GROWING_PERCENT: 0 }, "")).toEqual([]);
  });

  it("puts NEXT_NODE_ARGS last, so a flag given there wins", () => {
    expect(nextNodeArgs({ APP_HEAP_GROWING_PERCENT: 50 }, " --cpu-prof  --heap-growing-percent=0 ")).toEqual(["--heap-growing-percent=50", "--cpu-prof", "--heap-growing-percent=0"]);
  });

  it("are flags this Node accepts", () => {
    const { spawnSync } = jest.requireActual<typeof import("node:child_process")>("node:child_process");
    const { env } = jest.requireActual<typeof import("@/lib/env")>("@/lib/env");
    expect(env.APP_HEAP_GROWING_PERCENT).toBe(100);
    const run = spawnSync(process.execPath, [...nextNodeArgs(env, ""), "-e", "process.exit(0)"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
