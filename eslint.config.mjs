import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** Import direction app → components → lib, never back (CONVENTIONS.md). */
const layering = [
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/*", "@/components/*"], message: "lib/ never imports app/ or components/." }] },
      ],
    },
  },
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
