import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const libNeverUp = { group: ["@/app/*", "@/components/*"], message: "lib/ never imports app/ or components/." };

/**
 * Buying's folders depend one way (docs/buying-api.md, "How buying is put together"): lib/money is
 * read by all; lib/cart builds on money; lib/orders on cart; lib/invoices on money alone; lib/payments
 * on all of them. A folder never imports one above it. The api-docs.ts files describe the HTTP
 * surface and are read only by lib/api/registry.ts, so they may name any folder's schemas.
 */
const buyingBelow = (folder, above) => ({
  files: [`lib/${folder}/**/*.{ts,tsx}`],
  ignores: ["lib/**/api-docs.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: [libNeverUp, { group: above.map((f) => `@/lib/${f}/*`), message: `lib/${folder} never imports ${above.map((f) => `lib/${f}`).join(", ")}: buying depends one way.` }] },
    ],
  },
});

/** Import direction app → components → lib, never back (CONVENTIONS.md). */
const layering = [
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [libNeverUp] }],
    },
  },
  buyingBelow("money", ["cart", "orders", "invoices", "payments"]),
  buyingBelow("cart", ["orders", "invoices", "payments"]),
  buyingBelow("orders", ["invoices", "payments"]),
  buyingBelow("invoices", ["cart", "orders", "payments"]),
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*"], message: "components/ never imports app/." },
            { group: ["@/lib/db/*", "@/lib/db"], message: "components/ never touches the database: read through lib/<domain>." },
          ],
        },
      ],
    },
  },
];

/**
 * API route handlers read a request body only through ctx.body or parseBody (lib/api/respond.ts),
 * which cap it while it streams: the Request's own readers read without a limit.
 */
const cappedBodies = [
  {
    files: ["app/api/**/*.{ts,tsx}", "lib/**/http.ts", "lib/**/*-http.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.type='MemberExpression'][object.property.name='request'][property.name=/^(text|json|arrayBuffer|blob|formData|body|bytes)$/]",
          message: "Read the body through ctx.body or parseBody (capped at the route's bodyLimit while it streams).",
        },
      ],
    },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  ...layering,
  ...cappedBodies,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": "error",
    },
  },
  {
    ignores: [".next/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "bench-results/**", "lib/db/migrations/**"],
  },
];

export default config;
