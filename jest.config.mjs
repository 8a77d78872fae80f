/** Unit and component tests (tests/unit). API tests run over HTTP (tests/run-api.ts), e2e in Chromium. */
const config = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/unit"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: {
    // .mjs too: the cache handlers Next.js imports as they are (lib/cache).
    "^.+\\.(m?[tj]s|[tj]sx)$": [
      "@swc/jest",
      {
        module: { type: "commonjs" },
        jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } }, target: "es2022" },
      },
    ],
  },
  // next-intl and its helpers ship ES modules only.
  transformIgnorePatterns: ["/node_modules/(?!(next-intl|use-intl|@formatjs|icu-minify|intl-messageformat|@schummar)/)"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/mocks/empty.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
};
export default config;
