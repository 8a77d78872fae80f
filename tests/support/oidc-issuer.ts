/**
 * A real OpenID Connect provider on loopback (oidc-provider), standing in for Google in the API and
 * e2e tests: discovery, authorization code flow with PKCE required, signed ID tokens, userinfo, and
 * the library's own development login and consent pages (plain HTML forms, usable by a browser and
 * by a scripted client alike).
 *
 * Whatever is typed as the login becomes the account:
 *   `alice`              → alice@oidc.test (verified)
 *   `bob@example.test`   → that address (verified)
 *   `unverified:carol`   → carol@oidc.test with email_verified: false
 * The subject (`sub`) is the login as typed, so the same login is always the same account.
 */
import http from "node:http";
import { randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair } from "jose";
import { freePort } from "../../scripts/lib/net";

export type OidcIssuer = {
  /** http://127.0.0.1:PORT: the app's OIDC_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop: () => Promise<void>;
};

/** What a login typed into the development login form stands for. */
export function oidcAccount(login: string): { sub: string; email: string; emailVerified: boolean; givenName: string; familyName: string } {
  const typed = login.trim().toLowerCase();
  const emailVerified = !typed.startsWith("unverified:");
  const name = typed.replace(/^unverified:/, "");
  const email = name.includes("@") ? name : `${name}@oidc.test`;
  const local = email.split("@")[0].split(/[+.]/)[0] || "user";
  return {
    sub: login,
    email,
    emailVerified,
    givenName: local.charAt(0).toUpperCase() + local.slice(1),
    familyName: "Tester",
  };
}

/**
 * oidc-provider ships no type definitions (and @types/oidc-provider is not installed), so it is
 * loaded by a non-literal specifier and typed here for the few parts used.
 */
type KoaContext = { body: unknown; type: string; status: number; path: string };
type OidcProvider = {
  callback(): http.RequestListener;
  use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
  on(event: "server_error", listener: (ctx: unknown, error: Error) => void): void;
};
type ProviderModule = { default: new (issuer: string, configuration: Record<string, unknown>) => OidcProvider };
const providerModule = "oidc-provider";

/**
 * Starts the provider on a free loopback port with one confidential client whose redirect URIs are
 * `redirectUris` (the app's /api/users/access/google/callback on every origin the tests use).
 */
export async function startOidcIssuer(options: { redirectUris: string[]; clientId?: string }): Promise<OidcIssuer> {
  const { default: Provider } = (await import(providerModule)) as ProviderModule;
  const port = await freePort("127.0.0.1");
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = options.clientId ?? "marketplace-test-client";
  const clientSecret = randomBytes(24).toString("hex");
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "test-key", use: "sig", alg: "RS256" };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // What openid-client uses by default with a client secret (Google accepts both).
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name", "name"] },
    // Like Google: the ID token itself carries the scope's claims (e-mail, names).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 3600, AuthorizationCode: 600, IdToken: 3600, Interaction: 3600, Session: 86_400, Grant: 86_400 },
    async findAccount(_ctx: unknown, accountId: string) {
      const account = oidcAccount(accountId);
      return {
        accountId,
        async claims() {
          return {
            sub: account.sub,
            email: account.email,
            email_verified: account.emailVerified,
            given_name: account.givenName,
            family_name: account.familyName,
            name: `${account.givenName} ${account.familyName}`,
          };
        },
      };
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    // The development pages @import a web font: nothing may leave the machine during tests.
    if (typeof ctx.body === "string" && ctx.type.includes("html")) ctx.body = ctx.body.replace(/@import url\([^)]*\);/g, "");
  });
  provider.on("server_error", (_ctx, error) => console.error("[oidc-issuer] server error:", error));

  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// ---- A scripted browser for the issuer's development pages (API tests).

const decodeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27|#x2F);/g, (_m, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", "#x2F": "/" })[e] ?? _m);

/** The first form of an HTML page: its action and its hidden inputs. */
function parseForm(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`The issuer answered a page without a form:\n${html.slice(0, 500)}`);
  const fields: Record<string, string> = {};
  for (const input of form[2].matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname="([^"]*)"/i.exec(input[0])?.[1];
    const value = /\bvalue="([^"]*)"/i.exec(input[0])?.[1];
    if (name && /\btype="hidden"/i.test(input[0])) fields[name] = decodeHtml(value ?? "");
  }
  return { action: decodeHtml(form[1]), fields };
}

/**
 * Follows an authorization URL of the loopback issuer like a browser would: signs in as `login` on
 * the development login page, confirms the consent page, keeps the issuer's cookies between steps,
 * and returns the URL the issuer finally redirects to (the app's callback, with code and state).
 */
export async function signInAtIssuer(authorizationUrl: string, login: string): Promise<URL> {
  const issuerOrigin = new URL(authorizationUrl).origin;
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      method: body ? "POST" : "GET",
      body,
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const text = await res.text();
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get("location") ?? "", url);
      if (next.origin !== issuerOrigin) return next;
      url = next;
      body = undefined;
      continue;
    }
    if (res.status !== 200) throw new Error(`The issuer answered ${res.status} at ${url.pathname}:\n${text.slice(0, 500)}`);
    const { action, fields } = parseForm(text);
    if (fields.prompt === "login") body = new URLSearchParams({ ...fields, login, password: "any" });
    else if (fields.prompt === "consent") body = new URLSearchParams(fields);
    else throw new Error(`Unexpected issuer page at ${url.pathname}:\n${text.slice(0, 500)}`);
    url = new URL(action, url);
  }
  throw new Error("The issuer did not send the browser back after 20 steps");
}
