import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { compactVerify, jwtVerify, SignJWT } from "jose";
import { ACCESS_TOKEN_TTL_S } from "./constants";
import { getSecret } from "./secrets";

const ISSUER = "marketplace";
const AUDIENCE = "marketplace-api";

export type AccessClaims = { userUid: string; sessionUid: string; expiresAt: number };

/** A short-lived access token: an HS256 JWT naming the user and the session (refresh-token family). */
export async function signAccessToken(userUid: string, sessionUid: string): Promise<string> {
  return new SignJWT({ sid: sessionUid, typ: "access" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userUid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setJti(randomBytes(12).toString("hex"))
    .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
    .sign(await getSecret("auth"));
}

/** The claims of a valid, unexpired access token, or null. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return null;
  try {
    const { payload } = await jwtVerify(token, await getSecret("auth"), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    if (payload.typ !== "access" || typeof payload.sub !== "string" || typeof payload.sid !== "string" || !payload.exp) return null;
    return { userUid: payload.sub, sessionUid: payload.sid, expiresAt: payload.exp };
  } catch {
    return null;
  }
}

/**
 * The session uid of an access token we signed, expired or not (the cross-site request token is
 * bound to the session, which outlives each 15-minute access token); null for anything else.
 */
export async function sessionUidOf(token: string): Promise<string | null> {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return null;
  try {
    const { payload } = await compactVerify(token, await getSecret("auth"), { algorithms: ["HS256"] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as { typ?: unknown; sid?: unknown; iss?: unknown; aud?: unknown };
    if (claims.typ !== "access" || claims.iss !== ISSUER || claims.aud !== AUDIENCE || typeof claims.sid !== "string") return null;
    return claims.sid;
  } catch {
    return null;
  }
}

/** 256 random bits, URL-safe: a refresh token. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Refresh tokens are stored as their SHA-256 (they carry 256 bits of entropy; no salt needed). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A random public id (sessions, users, notifications). */
export function newUid(): string {
  return randomBytes(12).toString("hex");
}

/** HMAC-SHA256 hex of `message` under the auth secret (code hashes, CSRF signatures). */
export async function hmacHex(message: string, name: "auth" | "intercom" = "auth"): Promise<string> {
  return createHmac("sha256", await getSecret(name)).update(message).digest("hex");
}

export function equalHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
