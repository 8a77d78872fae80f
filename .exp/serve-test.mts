// start a seeded PGlite server for experiments; prints env for tests
import { prepareDatabase, startServer, tempPgliteTarget } from "../tests/support/server";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { randomBytes } from "node:crypto";
const t = tempPgliteTarget("exp");
const seed = await prepareDatabase(t.target, { offers: 1200 });
const sink = await startSmtpSink();
const STAFF = randomBytes(24).toString("hex");
const SECRETS = { AUTH_SECRET: randomBytes(32).toString("hex"), INTERCOM_IDENTITY_SECRET: randomBytes(24).toString("hex") };
const s = await startServer(t.target, { env: { INTERNAL_API_TOKEN: STAFF, SMTP_URL: sink.url, TRUSTED_PROXIES: "1", ...SECRETS, ...(process.env.EXTRA ? JSON.parse(process.env.EXTRA) : {}) } });
const envs = { API_BASE_URL: s.baseUrl, API_SERVER_PID: String(s.pid), API_STAFF_TOKEN: STAFF, MAIL_SINK_DIR: sink.dir, SMTP_URL: sink.url, API_DB_LABEL: "PGlite", API_SEEDED_PUBLIC_OFFERS: String(seed.counts.publicOffers), API_HIDDEN_OFFER_UID: seed.hiddenOfferUid ?? "", API_DATA_DIR: t.target.kind === "pglite" ? t.target.dataDir : "", ...SECRETS };
const { writeFileSync } = await import("node:fs");
writeFileSync("/tmp/tools/server.env", Object.entries(envs).map(([k, v]) => `export ${k}=${v}`).join("\n") + "\n");
console.log("ready", s.baseUrl);
process.on("SIGTERM", async () => { await s.stop(); await sink.stop(); t.cleanup(); process.exit(0); });
setInterval(() => {}, 1 << 30);
