/**
 * Business accounts over HTTP (docs/organizations.md): registration, documents, sending for
 * verification, staff asking for changes, resubmission, approval, workspace invitations and roles,
 * and the route × role matrix whose expectations come from lib/organizations/permissions.ts.
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { can, ROLES, type Action, type Role } from "@/lib/organizations/permissions";
import { assertError, assertIssues, call, type Answer } from "../support/api-client";
import { listMail, waitForMail } from "../support/mail";
import { asBearer, signIn, withJson, type TestSession } from "../support/session";

export const company = {
  name: "Nordlicht Hosting GmbH",
  first_name: "Lena",
  last_name: "Vogel",
  company_number: "HRB 123456",
  country: "DE",
  city: "Hamburg",
  zip_code: "20095",
  address: "Mönckebergstraße 7",
  email: "office@nordlicht.example.com",
  phone_number: "040 1234567",
  phone_region: "DE",
};

/** A minimal PDF (its bytes start with %PDF- and end with %%EOF). */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

type Org = { uid: string; status: string; status_label: string; role: Role; permissions: Action[]; can_sell: boolean; slug: string; phone_number: string; open_requests: { uid: string; comment: string; assigned_to: string }[]; documents_count: number };

export async function createOrganization(session: TestSession, body: Record<string, unknown> = company): Promise<Org> {
  const answer = await call<Org>("/api/organizations", asBearer(session, withJson("POST", body)));
  assert.equal(answer.status, 201, `create: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.body;
}

export async function uploadPdf(session: TestSession, name = "register.pdf"): Promise<{ uid: string }> {
  const answer = await call<{ uid: string }>(`/api/documents?name=${encodeURIComponent(name)}`, asBearer(session, { method: "POST", body: PDF, headers: { "Content-Type": "application/pdf" } }));
  assert.equal(answer.status, 201, `upload: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.body;
}

const submit = (session: TestSession, org: string, extra: Record<string, unknown> = {}) =>
  call<{ uid: string; assigned_to: string }>("/api/workflow", asBearer(session, withJson("POST", { comment: "Please verify", model_uid: org, model_namespace: "organization", ...extra })));

/** The demo member of staff, signed in once per file (sign-in codes are limited per e-mail). */
let staffSession: Promise<TestSession> | null = null;
const staffOf = () => (staffSession ??= signIn("staff@example.com"));

const decide = (staff: TestSession, org: string, action: string, comment = "") => call<{ status: string }>(`/api/staff/organizations/${org}/decision`, asBearer(staff, withJson("POST", { action, comment })));

/** Sends `owner`'s new organisation for verification with a document, and staff approve it. */
export async function approveOrganization(owner: TestSession, orgUid: string): Promise<void> {
  await uploadPdf(owner, "register-extract.pdf");
  const sent = await submit(owner, orgUid);
  assert.equal(sent.status, 201, `submit: ${sent.text.slice(0, 300)}`);
  const approved = await decide(await staffOf(), orgUid, "approve");
  assert.equal(approved.body.status, "approved", approved.text.slice(0, 300));
}

/** Invites `email` with `role` as `by`, then signs the invitee in and accepts. */
async function join(by: TestSession, role: Role): Promise<TestSession> {
  const invitee = await signIn();
  const invited = await call<{ uid: string }>("/api/organizations/my/members", asBearer(by, withJson("POST", { email: invitee.email, role })));
  assert.equal(invited.status, 201, invited.text.slice(0, 300));
  const mine = await call<{ items: { uid: string; role: string }[] }>("/api/organizations/invitations", asBearer(invitee));
  assert.equal(mine.body.items[0].role, role);
  const accepted = await call<Org>(`/api/organizations/invitations/${invited.body.uid}/accept`, asBearer(invitee, { method: "POST" }));
  assert.equal(accepted.status, 200, accepted.text.slice(0, 300));
  assert.equal(accepted.body.role, role);
  return invitee;
}

describe("registration, verification and approval", () => {
  let owner: TestSession;
  let staff: TestSession;
  before(async () => {
    owner = await signIn();
    staff = await staffOf();
  });

  it("registers, validates, sends for verification, takes changes, and is approved", async () => {
    assertError(await call("/api/organizations/my", asBearer(owner)), 404, "no organisation yet");
    const bad = assertIssues(await call("/api/organizations", asBearer(owner, withJson("POST", { ...company, email: "nope", website: "ftp:/x", phone_number: "12" }))), "bad fields");
    assert.deepEqual(bad.map((i) => i.loc[1]).sort(), ["email", "phone_number", "website"]);
    assert.ok(bad.some((i) => i.msg === "Url address is invalid"));
    assert.ok(bad.some((i) => i.msg === "Please enter correct email"));
    const org = await createOrganization(owner);
    assert.equal(org.status, "new");
    assert.equal(org.role, "owner");
    assert.equal(org.phone_number, "+49401234567");
    assertError(await call("/api/organizations", asBearer(owner, withJson("POST", company))), 409, "one organisation per user");

    // Not before the documents; the spec's translated status labels.
    const early = await submit(owner, org.uid);
    assertError(early, 422, "no documents");
    await uploadPdf(owner);
    const sent = await submit(owner, org.uid);
    assert.equal(sent.status, 201, sent.text.slice(0, 300));
    assert.equal(sent.body.assigned_to, "staff");
    const waiting = await call<Org>("/api/organizations/my", asBearer(owner, { headers: { "Accept-Language": "ru" } }));
    assert.equal(waiting.body.status, "approving");
    assert.equal(waiting.body.status_label, "На проверке");
    assertError(await call("/api/organizations/my", asBearer(owner, withJson("PATCH", { city: "Bremen" }))), 409, "no edits while staff review");
    assertError(await submit(owner, org.uid), 409, "sent twice");

    // Staff find it in the queue and ask for a change (a comment is required).
    const queue = await call<{ items: { uid: string; status: string; documents_count: number }[] }>("/api/staff/organizations?status=approving&size=100", asBearer(staff));
    assert.equal(queue.status, 200);
    assert.equal(queue.body.items.find((i) => i.uid === org.uid)?.documents_count, 1);
    assertIssues(await decide(staff, org.uid, "request_changes"), "a request for changes needs a comment");
    const asked = await decide(staff, org.uid, "request_changes", "The register extract is older than 3 months");
    assert.equal(asked.status, 200, asked.text.slice(0, 300));
    assert.equal(asked.body.status, "changed");
    const mail = await waitForMail(owner.email, { subject: /changes requested/i });
    assert.match(mail.text, /older than 3 months/);
    const open = await call<{ items: { uid: string; comment: string }[] }>(`/api/workflow?model_uid=${org.uid}&model_namespace=organization&is_processed=false&assigned_to=supplier`, asBearer(owner));
    assert.equal(open.body.items.length, 1);
    assert.match(open.body.items[0].comment, /older than 3 months/);
    const notes = await call<{ items: { title: string }[] }>("/api/notifications", asBearer(owner));
    assert.ok(notes.body.items.some((n) => /changes requested/i.test(n.title)));

    // The supplier fixes and resends, answering the request.
    await uploadPdf(owner, "register-2026.pdf");
    const resent = await submit(owner, org.uid, { parent_uid: open.body.items[0].uid });
    assert.equal(resent.status, 201, resent.text.slice(0, 300));
    const after = await call<{ items: unknown[] }>(`/api/workflow?is_processed=false&assigned_to=supplier`, asBearer(owner));
    assert.equal(after.body.items.length, 0, "the request is answered");

    assertError(await decide(staff, org.uid, "unblock"), 409, "unblock needs a blocked organisation");
    const approved = await decide(staff, org.uid, "approve");
    assert.equal(approved.body.status, "approved");
    const mine = await call<Org>("/api/organizations/my", asBearer(owner));
    assert.equal(mine.body.can_sell, true);
    await waitForMail(owner.email, { subject: /approved/i });
    // Listed as a provider once approved.
    assert.equal((await call(`/provider/${mine.body.slug}`)).status, 200);

    // An approved organisation's edit waits for verification again, and keeps selling meanwhile.
    const edited = await call<Org & { response_message: string }>("/api/organizations/my", asBearer(owner, withJson("PATCH", { city: "Bremen" })));
    assert.equal(edited.status, 200);
    assert.equal(edited.body.status, "changed");
    assert.equal(edited.body.can_sell, true);
    assert.match(edited.body.response_message, /verification/);
    const history = await call<{ history: { from: string; to: string; actor: string }[] }>(`/api/staff/organizations/${org.uid}`, asBearer(staff));
    assert.deepEqual(history.body.history.map((h) => h.to).reverse(), ["new", "approving", "changed", "approving", "approved", "changed"]);
    assert.ok(history.body.history.some((h) => h.actor === "staff@example.com"));
  });

  it("a new organisation is not listed before approval", async () => {
    const someone = await signIn();
    const org = await createOrganization(someone, { ...company, name: "Unlisted Servers Ltd" });
    assertError(await call("/api/organizations/my", asBearer(await signIn())), 404, "a buyer has none");
    assert.equal((await call(`/provider/${org.slug}`)).status, 404);
  });
});

describe("workspace members and roles", () => {
  it("invites, joins, keeps the last owner, and only owners touch the owner role", async () => {
    const owner = await signIn();
    const org = await createOrganization(owner, { ...company, name: "Roles Test AG" });
    await approveOrganization(owner, org.uid);
    const admin = await join(owner, "admin");
    const manager = await join(admin, "manager");
    const members = await call<{ members: { uid: string; email: string; role: string; you: boolean }[] }>("/api/organizations/my/members", asBearer(owner));
    assert.deepEqual(members.body.members.map((m) => m.role), ["owner", "admin", "manager"]);
    const me = members.body.members.find((m) => m.you)!;
    const managerId = members.body.members.find((m) => m.email === manager.email)!.uid;
    const adminId = members.body.members.find((m) => m.email === admin.email)!.uid;

    assertError(await call(`/api/organizations/my/members/${me.uid}`, asBearer(owner, { method: "DELETE" })), 409, "the last owner cannot leave");
    assertError(await call(`/api/organizations/my/members/${me.uid}`, asBearer(owner, withJson("PATCH", { role: "admin" }))), 409, "nor be demoted");
    assertError(await call(`/api/organizations/my/members/${me.uid}`, asBearer(admin, withJson("PATCH", { role: "viewer" }))), 403, "an admin cannot demote an owner");
    assertError(await call(`/api/organizations/my/members/${managerId}`, asBearer(admin, withJson("PATCH", { role: "owner" }))), 403, "an admin cannot make owners");
    assertError(await call("/api/organizations/my/members", asBearer(admin, withJson("POST", { email: "x@example.com", role: "owner" }))), 403, "an admin cannot invite owners");
    const promoted = await call(`/api/organizations/my/members/${adminId}`, asBearer(owner, withJson("PATCH", { role: "owner" })));
    assert.equal(promoted.status, 200);
    const left = await call(`/api/organizations/my/members/${me.uid}`, asBearer(owner, { method: "DELETE" }));
    assert.equal(left.status, 200, "with a second owner, the first may leave");
    assertError(await call("/api/organizations/my", asBearer(owner)), 404, "gone");
    assertError(await call("/api/organizations/my/members", asBearer(manager, withJson("POST", { email: "y@example.com", role: "viewer" }))), 403, "a manager cannot invite");

    // Invitations: the same address twice, another person's invitation, decline.
    const viewerEmail = `viewer-${Date.now()}@example.com`;
    const inv = await call<{ uid: string }>("/api/organizations/my/members", asBearer(admin, withJson("POST", { email: viewerEmail, role: "viewer" })));
    assert.equal(inv.status, 201);
    assertError(await call("/api/organizations/my/members", asBearer(admin, withJson("POST", { email: viewerEmail, role: "viewer" }))), 409, "invited twice");
    const stranger = await signIn();
    const foreign = await call(`/api/organizations/invitations/${inv.body.uid}/accept`, asBearer(stranger, { method: "POST" }));
    const unknown = await call(`/api/organizations/invitations/${"f".repeat(24)}/accept`, asBearer(stranger, { method: "POST" }));
    assertError(foreign, 404, "someone else's invitation");
    assert.equal(JSON.stringify(foreign.body).replaceAll(inv.body.uid, "ID"), JSON.stringify(unknown.body).replaceAll("f".repeat(24), "ID"));
    const viewer = await signIn(viewerEmail);
    const invitation = await waitForMail(viewerEmail, { subject: /invited to a workspace/ });
    assert.match(invitation.text, /Roles Test AG/, "the body names the workspace");
    assert.equal((await call(`/api/organizations/invitations/${inv.body.uid}`, asBearer(viewer, { method: "DELETE" }))).status, 200, "declined");
    assertError(await call(`/api/organizations/invitations/${inv.body.uid}/accept`, asBearer(viewer, { method: "POST" })), 404, "a declined invitation is gone");
  });
});

describe("invitations: only from approved organisations, limited, with no user text in the subject", () => {
  const inviteAs = (by: TestSession, email: string, lang = "en") =>
    call<{ uid: string }>("/api/organizations/my/members", asBearer(by, { ...withJson("POST", { email, role: "viewer" }), headers: { "Content-Type": "application/json", "Accept-Language": lang } }));
  const detailOf = (answer: Answer) => (answer.body as unknown as { detail: { msg: string; code: string } }).detail;

  it("an organisation staff have not approved cannot invite, and nothing is e-mailed", async () => {
    const owner = await signIn();
    await createOrganization(owner, { ...company, name: "Unverified Mailer Ltd" });
    const email = `unverified-${Date.now()}@example.com`;
    const refused = await inviteAs(owner, email);
    assertError(refused, 409, "an unapproved organisation invites");
    assert.equal(detailOf(refused).code, "organization_not_approved");
    assert.match(detailOf(refused).msg, /approved your business account/);
    assert.match(detailOf(await inviteAs(owner, email, "ru")).msg, /одобрят ваш бизнес-аккаунт/);
    // The e-mail is a job queued with the invitation row: no row, no e-mail, now or later.
    const members = await call<{ invitations: unknown[] }>("/api/organizations/my/members", asBearer(owner));
    assert.equal(members.body.invitations.length, 0, "no invitation was stored");
    assert.deepEqual(listMail(email), [], "no invitation e-mail");
  });

  it("keeps the organisation's and the inviter's names out of the subject; the body names them, escaped", async () => {
    const owner = await signIn();
    const name = `<b>Urgent: your account is suspended</b> ${Date.now()}`;
    const org = await createOrganization(owner, { ...company, name });
    await approveOrganization(owner, org.uid);
    const email = `subject-${Date.now()}@example.com`;
    assert.equal((await inviteAs(owner, email)).status, 201);
    const mail = await waitForMail(email, { subject: /invited to a workspace/ });
    assert.ok(!mail.subject.includes("Urgent") && !mail.subject.includes(owner.email), `subject: ${mail.subject}`);
    assert.ok(mail.text.includes(name) && mail.text.includes(owner.email), "the text names the workspace and the inviter");
    assert.ok(mail.html.includes("&#60;b&#62;Urgent") && !mail.html.includes("<b>Urgent"), "the HTML escapes the name");
  });

  it("answers 429 with Retry-After past the per-workspace and the per-recipient limits", async () => {
    const owner = await signIn();
    const org = await createOrganization(owner, { ...company, name: "Busy Inviter GmbH" });
    await approveOrganization(owner, org.uid);
    // Per recipient: the same address invited and revoked again and again.
    const target = `target-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) {
      const invited = await inviteAs(owner, target);
      assert.equal(invited.status, 201, invited.text.slice(0, 300));
      assert.equal((await call(`/api/organizations/my/invitations/${invited.body.uid}`, asBearer(owner, { method: "DELETE" }))).status, 200);
    }
    const perRecipient = await inviteAs(owner, target);
    assertError(perRecipient, 429, "a fourth invitation to one address within the hour");
    assert.equal(detailOf(perRecipient).code, "rate_invitee");
    assert.match(detailOf(perRecipient).msg, /Too many invitations were sent to this e-mail\. Try again in \d+ min/);
    assert.ok(Number(perRecipient.headers.get("retry-after")) > 0, "Retry-After");
    // Per workspace: 20 an hour (3 spent above; the refused one spent nothing).
    for (let i = 3; i < 20; i++) assert.equal((await inviteAs(owner, `many-${i}-${Date.now()}@example.com`)).status, 201, `invitation ${i + 1}`);
    const perWorkspace = await inviteAs(owner, `one-too-many-${Date.now()}@example.com`, "ru");
    assertError(perWorkspace, 429, "the 21st invitation within the hour");
    assert.equal(detailOf(perWorkspace).code, "rate_invitations");
    assert.match(detailOf(perWorkspace).msg, /Слишком много приглашений из этого рабочего пространства\. Повторите через \d+ мин/);
    const retryAfter = Number(perWorkspace.headers.get("retry-after"));
    assert.ok(retryAfter > 0 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
  });
});

describe("route × role: the permission table, and another organisation's ids answer like unknown ids", () => {
  type Who = "guest" | "buyer" | "other" | "staff" | Role;
  const sessions = {} as Record<Exclude<Who, "guest">, TestSession>;
  let orgUid = "";
  let ids: { member: string; invitation: string; document: string } = { member: "", invitation: "", document: "" };
  const unknown = "f".repeat(24);

  before(async () => {
    sessions.owner = await signIn();
    await createOrganization(sessions.owner, { ...company, name: "Matrix Hosting" });
    orgUid = (await call<Org>("/api/organizations/my", asBearer(sessions.owner))).body.uid;
    ids.document = (await uploadPdf(sessions.owner)).uid;
    await approveOrganization(sessions.owner, orgUid);
    sessions.admin = await join(sessions.owner, "admin");
    sessions.manager = await join(sessions.owner, "manager");
    sessions.viewer = await join(sessions.owner, "viewer");
    sessions.buyer = await signIn();
    sessions.other = await signIn();
    const otherOrg = await createOrganization(sessions.other, { ...company, name: "Other Org" });
    await approveOrganization(sessions.other, otherOrg.uid);
    sessions.staff = await staffOf();
    const list = await call<{ members: { uid: string; role: string }[] }>("/api/organizations/my/members", asBearer(sessions.owner));
    ids = { ...ids, member: list.body.members.find((m) => m.role === "viewer")!.uid };
    const inv = await call<{ uid: string }>("/api/organizations/my/members", asBearer(sessions.owner, withJson("POST", { email: `matrix-${Date.now()}@example.com`, role: "viewer" })));
    ids.invitation = inv.body.uid;
  });

  /** What a caller gets: 401 as guest; 404 without an organisation; the table's answer for a role. */
  function expected(who: Who, action: Action, ok: number): number {
    if (who === "guest") return 401;
    if (who === "buyer" || who === "staff") return 404;
    if (who === "other") return can("owner", action) ? ok : 403;
    return can(who, action) ? ok : 403;
  }

  /** A guest is a browser with the anonymous cross-site token (so a write reaches the sign-in check, 401). */
  async function asGuest(init: RequestInit): Promise<RequestInit> {
    const csrf = await call<{ csrf_token: string }>("/api/users/access/csrf");
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    return { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie, "X-CSRF-Token": csrf.body.csrf_token } };
  }
  const ask = async (who: Who, path: string, init: RequestInit = {}): Promise<Answer> => (who === "guest" ? call(path, await asGuest(init)) : call(path, asBearer(sessions[who], init)));

  it("own-organisation routes answer what permissions.ts says, for every role", async () => {
    const rows: [string, Action, number, () => [string, RequestInit]][] = [
      ["GET my organisation", "organization.read", 200, () => ["/api/organizations/my", {}]],
      ["PATCH my organisation", "organization.update", 200, () => ["/api/organizations/my", withJson("PATCH", { state: "" })]],
      ["GET workflow", "workflow.read", 200, () => ["/api/workflow", {}]],
      ["GET members", "members.read", 200, () => ["/api/organizations/my/members", {}]],
      ["GET documents", "documents.read", 200, () => ["/api/documents", {}]],
      ["POST document", "documents.write", 201, () => ["/api/documents?name=scan.pdf", { method: "POST", body: PDF }]],
      ["POST member (invite)", "members.invite", 201, () => ["/api/organizations/my/members", withJson("POST", { email: `invitee-${Math.random().toString(36).slice(2)}@example.com`, role: "viewer" })]],
    ];
    for (const who of ["guest", "buyer", "other", "staff", ...ROLES] as Who[]) {
      for (const [label, action, ok, req] of rows) {
        const [path, init] = req();
        const answer = await ask(who, path, init);
        assert.equal(answer.status, expected(who, action, ok), `${label} as ${who}: ${answer.text.slice(0, 200)}`);
      }
    }
  });

  it("object routes: forbidden roles get 403, another organisation's ids the same 404 as unknown ids", async () => {
    const objectRoutes: [string, Action, (id: string) => string, RequestInit, keyof typeof ids][] = [
      ["PATCH member", "members.manage", (id) => `/api/organizations/my/members/${id}`, withJson("PATCH", { role: "viewer" }), "member"],
      ["DELETE invitation", "members.invite", (id) => `/api/organizations/my/invitations/${id}`, { method: "DELETE" }, "invitation"],
      ["GET document", "documents.read", (id) => `/api/documents/${id}`, {}, "document"],
      ["DELETE document", "documents.write", (id) => `/api/documents/${id}`, { method: "DELETE" }, "document"],
    ];
    for (const [label, action, path, init, kind] of objectRoutes) {
      // The other organisation's owner may do this in their own workspace: our ids are simply not there.
      const foreign = await ask("other", path(ids[kind]), init);
      const missing = await ask("other", path(unknown), init);
      assertError(foreign, 404, `${label} foreign`);
      assertError(missing, 404, `${label} unknown`);
      const text = (a: Answer) => JSON.stringify(a.body).replaceAll(ids[kind], "ID").replaceAll(unknown, "ID");
      assert.equal(text(foreign), text(missing), `${label}: the same answer`);
      for (const role of ["manager", "viewer"] as Role[]) {
        if (can(role, action)) continue;
        assertError(await ask(role, path(ids[kind]), init), 403, `${label} as ${role}`);
      }
      assertError(await ask("guest", path(ids[kind]), init), 401, `${label} as guest`);
    }
    // Sending another organisation's uid for verification: as unknown.
    const foreign = await ask("other", "/api/workflow", withJson("POST", { model_uid: orgUid, model_namespace: "organization", comment: "" }));
    const missing = await ask("other", "/api/workflow", withJson("POST", { model_uid: unknown, model_namespace: "organization", comment: "" }));
    assertError(foreign, 404, "workflow foreign");
    assert.equal(JSON.stringify(foreign.body).replaceAll(orgUid, "ID"), JSON.stringify(missing.body).replaceAll(unknown, "ID"));
    for (const role of ["manager", "viewer"] as Role[]) assertError(await ask(role, "/api/workflow", withJson("POST", { model_uid: orgUid, model_namespace: "organization", comment: "" })), 403, `submit as ${role}`);
    for (const role of ["manager", "viewer"] as Role[]) assertError(await ask(role, "/api/organizations/my/members", withJson("POST", { email: "z@example.com", role: "viewer" })), 403, `invite as ${role}`);
  });

  it("staff routes: staff only", async () => {
    const paths = ["/api/staff/organizations", `/api/staff/organizations/${orgUid}`];
    for (const who of ["guest", "buyer", "other", ...ROLES, "staff"] as Who[]) {
      for (const path of paths) {
        const answer = await ask(who, path);
        assert.equal(answer.status, who === "guest" ? 401 : who === "staff" ? 200 : 403, `${path} as ${who}`);
      }
      const decision = await ask(who, `/api/staff/organizations/${orgUid}/decision`, withJson("POST", { action: "approve", comment: "" }));
      assert.equal(decision.status, who === "guest" ? 401 : who === "staff" ? 409 : 403, `decision as ${who}: ${decision.text.slice(0, 200)}`);
    }
    assertError(await ask("staff", `/api/staff/organizations/${unknown}`), 404, "unknown organisation");
  });

  it("staff pages: the area's heading and menu for staff only", async () => {
    // As Chromium loads a page; the markers are rendered markup, not the messages the islands carry.
    const page = (who: Exclude<Who, "guest">, path: string) =>
      call(path, { headers: { Cookie: sessions[who].cookie, "X-Forwarded-For": sessions[who].ip, Accept: "text/html", "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Site": "same-origin" } });
    const MENU = 'aria-label="Staff sections"';
    const STAFF_ONLY = 'id="staff-only-title"';
    // The payments page checks the caller on the server: its own staff-only state, and no menu.
    assert.ok((await page("buyer", "/staff/payments")).text.includes(STAFF_ONLY), "a buyer gets the payments page's staff-only state");
    for (const path of ["/staff/organizations", `/staff/organizations/${orgUid}`, "/staff/payments", "/staff/catalogue/products"]) {
      for (const who of ["buyer", "owner"] as const) {
        const answer = await page(who, path);
        assert.equal(answer.status, 200, `${path} as ${who}`);
        assert.ok(!answer.text.includes(MENU), `${path} as ${who}: no staff menu`);
      }
      const staff = await page("staff", path);
      assert.equal(staff.status, 200, `${path} as staff`);
      assert.ok(staff.text.includes(MENU), `${path} as staff: the staff menu`);
      assert.ok(!staff.text.includes(STAFF_ONLY), `${path} as staff: no staff-only state`);
    }
  });
});
