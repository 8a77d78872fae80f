/**
 * Runs in the browser before the app's code (Next.js instrumentation-client). zod compiles fast
 * object parsers with `new Function` after probing whether eval is allowed; the site's
 * Content-Security-Policy forbids eval (ADR 0006), so the probe would be reported as a violation on
 * every page. `jitless` skips the probe (the same validation, without the compiled fast path). Set
 * on zod's shared global config object rather than through `import { config } from "zod"`, which
 * would add zod's core (7 kB gzip) to every page's first load.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;
