/**
 * Preloaded into every API test process by tests/run-api.ts (node --import): every JSON answer of
 * the run's servers (API_BASE_URL, API_BASE_URL_2) to /api/* with a 2xx status is checked against the
 * response schema its registry entry declares (tests/support/answer-schema.ts). Each check is one
 * line in ANSWER_CHECK_DIR/<pid>.jsonl; run-api.ts counts them and fails the run on a mismatch.
 */
import { appendFileSync } from "node:fs";
import path from "node:path";
import { checkAnswer, routeOf, type CheckRecord } from "./answer-schema";

const dir = process.env.ANSWER_CHECK_DIR;
const bases = [process.env.API_BASE_URL, process.env.API_BASE_URL_2].filter((b): b is string => Boolean(b)).map((b) => new URL(b).origin);

if (dir && bases.length) {
  const file = path.join(dir, `${process.pid}.jsonl`);
  const write = (record: CheckRecord & { body?: string }) => appendFileSync(file, `${JSON.stringify(record)}\n`);
  const original = globalThis.fetch;
  globalThis.fetch = async function checkedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const response = await original(input, init);
    try {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      const json = (response.headers.get("content-type") ?? "").includes("application/json");
      if (bases.includes(url.origin) && url.pathname.startsWith("/api/") && response.status >= 200 && response.status < 300 && json) {
        // A copy of the body: the test reads the original. Checked once it has arrived.
        response
          .clone()
          .text()
          .then((text) => {
            let body: unknown;
            try {
              body = JSON.parse(text);
            } catch {
              write({ route: `${method.toUpperCase()} ${url.pathname}`, status: response.status, problems: [{ path: "(answer)", message: "not JSON" }], url: url.pathname });
              return;
            }
            const record = checkAnswer(method, url.pathname, response.status, body);
            if (!record && !routeOf(method, url.pathname)) write({ route: "", status: response.status, problems: [], url: `${method.toUpperCase()} ${url.pathname}` });
            else if (record) write(record.problems.length ? { ...record, url: url.pathname + url.search, body: text.slice(0, 6000) } : record);
          })
          .catch(() => undefined);
      }
    } catch {
      // The check never changes what the test sees.
    }
    return response;
  };
}
