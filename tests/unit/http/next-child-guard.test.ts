/** @jest-environment node */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * scripts/lib/next-child-guard.cjs, loaded into every Next.js process of scripts/serve.ts: a process
 * whose output reader or whose front is gone leaves instead of running on (or spinning) alone.
 */
const GUARD = path.join(process.cwd(), "scripts/lib/next-child-guard.cjs");

/** Like Next.js: an uncaught error is logged, and the process goes on. */
const LOGS_ITS_ERRORS = "process.on('uncaughtException', (e) => console.error(e));";

/** Running (an exited orphan may stay a zombie until the machine's init reaps it). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return condition();
}

function exitOf(child: ReturnType<typeof spawn>, ms: number): Promise<{ code: number | null; signal: NodeJS.Signals | null } | "running"> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve("running"), ms);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

describe("a Next.js process never outlives its front", () => {
  jest.setTimeout(20_000);

  it("leaves when what reads its output is gone (EPIPE), instead of logging the error to the broken stream for ever", async () => {
    const script = `${LOGS_ITS_ERRORS} setInterval(() => { console.log('line'); console.error('line'); }, 5);`;
    for (const guarded of [true, false]) {
      const child = spawn(process.execPath, [...(guarded ? ["--require", GUARD] : []), "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
      await new Promise((r) => child.stdout!.once("data", r));
      child.stdout!.destroy();
      child.stderr!.destroy();
      const outcome = await exitOf(child, 3000);
      if (guarded) expect(outcome).toEqual({ code: 0, signal: null });
      else {
        // The failure the guard exists for: without it the process is still there, writing to nobody.
        expect(outcome).toBe("running");
        child.kill("SIGKILL");
      }
    }
  });

  it("leaves when its front is killed outright", async () => {
    // The front: starts the guarded process, prints its pid, waits to be killed.
    const front = spawn(
      process.execPath,
      ["-e", `const c = require('node:child_process').spawn(process.execPath, ['--require', ${JSON.stringify(GUARD)}, '-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore', env: { ...process.env, FRONT_PID: String(process.pid) } }); console.log(c.pid); setInterval(() => {}, 1000);`],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const pid = Number(await new Promise<string>((r) => front.stdout!.once("data", (d) => r(String(d).trim()))));
    expect(alive(pid)).toBe(true);
    front.kill("SIGKILL");
    expect(await until(() => !alive(pid), 5000)).toBe(true);
  });
});
