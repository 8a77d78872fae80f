/**
 * The test SMTP sink (tests/support/smtp-sink.ts) reads back what nodemailer sends: the API tests
 * rely on it to read sign-in codes, so its MIME decoding is checked here against the real sender.
 */
import nodemailer from "nodemailer";
import { parseMessage, startSmtpSink, type SmtpSink } from "../../support/smtp-sink";
import { codeFrom, listMail, waitForMail } from "../../support/mail";

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  process.env.MAIL_SINK_DIR = sink.dir;
});

afterAll(async () => {
  await sink.stop();
});

test("keeps each message per recipient with its decoded subject, text and HTML", async () => {
  const transport = nodemailer.createTransport(sink.url);
  const before = Date.now();
  const longLine = "Ваш код для входа в Infra Marketplace действует десять минут. ".repeat(4);
  await transport.sendMail({
    from: "Infra Marketplace <no-reply@marketplace.local>",
    to: ["Alice@Example.test", "bob@example.test"],
    subject: "Код входа — Infra Marketplace",
    text: `${longLine}\nКод: 482913\n`,
    html: `<p style="color:#654321">Код: <b>482913</b></p>`,
    attachments: [{ filename: "note.txt", content: "not the code: 111111" }],
  });

  const alice = await waitForMail("alice@example.test", { after: before, subject: /Код входа/ });
  expect(alice.to).toBe("alice@example.test");
  expect(alice.from).toBe("no-reply@marketplace.local");
  expect(alice.subject).toBe("Код входа — Infra Marketplace");
  expect(alice.text).toBe(`${longLine}\nКод: 482913\n`);
  expect(alice.html).toBe(`<p style="color:#654321">Код: <b>482913</b></p>`);
  expect(codeFrom(alice)).toBe("482913");
  expect((await waitForMail("BOB@example.test")).subject).toBe(alice.subject);
  expect(listMail("carol@example.test")).toEqual([]);
  transport.close();
});

test("waits only for what it is asked", async () => {
  await expect(waitForMail("nobody@example.test", { timeoutMs: 300 })).rejects.toThrow(/No e-mail to nobody@example.test/);
});

test("decodes base64 bodies and the code from HTML only", () => {
  const raw = [
    "Subject: =?UTF-8?B?0JrQvtC0?= =?UTF-8?Q?_=E2=80=94_ok?=",
    'Content-Type: multipart/alternative; boundary="--b1"',
    "",
    "----b1",
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    Buffer.from("<p>Код <b>123456</b></p>").toString("base64"),
    "----b1--",
    "",
  ].join("\r\n");
  const parsed = parseMessage(Buffer.from(raw, "utf8").toString("latin1"));
  expect(parsed.subject).toBe("Код — ok");
  expect(parsed.html).toBe("<p>Код <b>123456</b></p>");
  expect(codeFrom({ text: "", html: parsed.html })).toBe("123456");
});
