import assert from "node:assert/strict";
import type { Role } from "@/lib/organizations/permissions";
import { call } from "./api-client";
import { asBearer, signIn, withJson, type TestSession } from "./session";

/** Invites a fresh person with `role` into `by`'s workspace and accepts: a member session of that role. */
export async function join(by: TestSession, role: Role): Promise<TestSession> {
  const invitee = await signIn();
  const invited = await call<{ uid: string }>("/api/organizations/my/members", asBearer(by, withJson("POST", { email: invitee.email, role })));
  assert.equal(invited.status, 201, invited.text.slice(0, 300));
  const accepted = await call(`/api/organizations/invitations/${invited.body.uid}/accept`, asBearer(invitee, { method: "POST" }));
  assert.equal(accepted.status, 200, accepted.text.slice(0, 300));
  return invitee;
}
