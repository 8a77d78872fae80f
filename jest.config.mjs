/** Unit and component tests (tests/unit). API tests run over HTTP (tests/run-api.ts), e2e in Chromium. */
const config = {
  testEnvironment: "node",
  // Every core: jest's default leaves one free, which on a 2-core machine runs the files one at a
  // time, in band (235 s against 117 s with two workers; docs/testing.md).
  maxWorkers: "100%",
  roots: ["<rootDir>/tests/unit"],
  // Each file's time and the counts, for the summary of `npm test` (TEST_TIMINGS_DIR).
  reporters: ["default", "<rootDir>/tests/support/jest-timings.mjs"],
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
