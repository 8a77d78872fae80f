import { config } from "zod/v4/core";

/**
 * Runs in the browser before the app's code (Next.js instrumentation-client). zod compiles fast
 * object parsers with `new Function` after probing whether eval is allowed; the site's
 * Content-Security-Policy forbids eval (ADR 0006), so the probe would be reported as a violation on
 * every page. Parsing without the compiled fast path is the same validation.
 */
config({ jitless: true });
