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
  return outsideSandbox("@electric-sql/pglite");
}

/**
 * A package loaded by Node's own loader, outside jest's module sandbox. For pure-JavaScript work that
 * the sandbox slows tenfold (jimp's PNG and JPEG codecs: a 640 x 480 test picture took ~2 s under jest,
 * ~0.2 s outside), where the test is about the code under test, not about the package.
 */
export function outsideSandbox<T = unknown>(name: string): T {
  const OuterFunction = Buffer.constructor as FunctionConstructor;
  const realProcess = new OuterFunction("return process")() as NodeJS.Process & { getBuiltinModule(id: "node:module"): typeof import("node:module") };
  return realProcess.getBuiltinModule("node:module").createRequire(path.join(process.cwd(), "package.json"))(name) as T;
}

/** `jest.useFakeTimers({ doNotFake })`: only Date is faked; PGlite and the driver keep their real timers. */
export const REAL_TIMERS = [
  "hrtime", "nextTick", "performance", "queueMicrotask", "requestAnimationFrame", "cancelAnimationFrame", "requestIdleCallback",
  "cancelIdleCallback", "setImmediate", "clearImmediate", "setInterval", "clearInterval", "setTimeout", "clearTimeout",
] as const;
