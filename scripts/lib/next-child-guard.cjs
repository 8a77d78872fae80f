/**
 * Loaded into every Next.js process that scripts/serve.ts starts (`node --require`), so that a Next.js
 * process never outlives the front that runs it:
 * - when the front is gone (killed outright, or it exited before this process did), there is nobody
 *   to send it requests or read its output: it leaves;
 * - when what reads its output is gone, writing a log line fails with EPIPE. Without a listener that
 *   error is thrown, Next.js logs it to the same broken stream, which throws again: a process spinning
 *   at 100 % of a core for ever (seen after a test runner ended). It leaves instead.
 */
// The front's pid as the front gave it (FRONT_PID): a front that died before this line ran is noticed too.
const parent = Number(process.env.FRONT_PID) || process.ppid;

setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 1000).unref();

for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error) => {
    // Nothing can be logged any more: the reader of this stream is gone.
    if (error && error.code === "EPIPE") process.exit(0);
  });
}
