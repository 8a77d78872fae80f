import "server-only";
import { startProblems } from "@/lib/deployment";
import { env } from "@/lib/env";

/** Ends the server process, naming every problem, when it must not start (lib/deployment.ts). */
export function refuseToStartIfUnfit(): void {
  const problems = startProblems(env);
  if (!problems.length) return;
  console.error(`Refusing to start.\n${problems.join("\n\n")}`);
  process.exit(1);
}
