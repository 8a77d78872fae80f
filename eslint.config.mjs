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

const config = [
  ...nextVitals,
  ...nextTs,
  ...layering,
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
