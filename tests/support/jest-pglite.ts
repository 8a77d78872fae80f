import path from "node:path";

/**
 * For jest unit tests that run lib/ code against a real embedded PGlite database.
 *
 * PGlite imports Node built-ins with a dynamic import(), which jest's module sandbox refuses without
 * --experimental-vm-modules. So the real package is loaded by Node's own loader: Buffer comes from
 * outside the sandbox, and so does the Function constructor it carries. Use it as
 *   jest.mock("@electric-sql/pglite", () => jest.requireActual("../../support/jest-pglite").realPglite());
 */
export function realPglite(): unknown {
  const OuterFunction = Buffer.constructor as FunctionConstructor;
  const realProcess = new OuterFunction("return process")() as NodeJS.Process & { getBuiltinModule(id: "node:module"): typeof import("node:module") };
  return realProcess.getBuiltinModule("node:module").createRequire(path.join(process.cwd(), "package.json"))("@electric-sql/pglite");
}

/** `jest.useFakeTimers({ doNotFake })`: only Date is faked; PGlite and the driver keep their real timers. */
export const REAL_TIMERS = [
  "hrtime", "nextTick", "performance", "queueMicrotask", "requestAnimationFrame", "cancelAnimationFrame", "requestIdleCallback",
  "cancelIdleCallback", "setImmediate", "clearImmediate", "setInterval", "clearInterval", "setTimeout", "clearTimeout",
] as const;
