/** @jest-environment node */
import { appProcesses } from "../../../scripts/serve";

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
