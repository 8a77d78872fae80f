import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { apiRoutes } from "@/lib/api/registry";
import { routeLabel, type CheckRecord } from "./answer-schema";

/**
 * What the answer checks of an API run found (the lines tests/support/answer-check.ts wrote in
 * `dir`): how many answers were checked, which JSON routes the tests reached and which never, and
 * every answer that does not match its route's schema. Not ok on a mismatch, or when `expectChecks`
 * and nothing was checked (the check did not run).
 */
export function answerCheckSummary(dir: string, { expectChecks }: { expectChecks: boolean }): { ok: boolean; text: string } {
  const records: CheckRecord[] = readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .flatMap((f) => readFileSync(path.join(dir, f), "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as CheckRecord));
  const checked = records.filter((r) => r.route);
  const unmatched = [...new Set(records.filter((r) => !r.route).map((r) => r.url))];
  const failed = checked.filter((r) => r.problems.length);
  const jsonRoutes = apiRoutes.filter((r) => "schema" in r.response).map(routeLabel);
  const reached = new Set(checked.map((r) => r.route));
  const never = jsonRoutes.filter((r) => !reached.has(r));
  const lines = [
    `### Answer schemas: ${checked.length} JSON answers checked on ${reached.size} of ${jsonRoutes.length} JSON routes (${apiRoutes.length} registry entries); ${failed.length} did not match.`,
  ];
  if (never.length) lines.push(`### Routes the tests never reached with a 2xx JSON answer (${never.length}): ${never.join(", ")}`);
  if (unmatched.length) lines.push(`### JSON answers of paths not in the registry (${unmatched.length}): ${unmatched.slice(0, 20).join(", ")}`);
  const byRoute = new Map<string, CheckRecord>();
  for (const record of failed) if (!byRoute.has(record.route)) byRoute.set(record.route, record);
  for (const [route, record] of byRoute) {
    const count = failed.filter((r) => r.route === route).length;
    lines.push(`✗ ${route} (${count} answer(s), e.g. ${record.url}): ${record.problems.slice(0, 8).map((p) => `${p.path}: ${p.message}`).join("; ")}`);
  }
  const ok = failed.length === 0 && unmatched.length === 0 && (!expectChecks || checked.length > 0);
  if (expectChecks && checked.length === 0) lines.push("✗ No answer was checked: the check did not run.");
  return { ok, text: lines.join("\n") };
}
