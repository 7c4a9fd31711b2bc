import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The shared contracts declare zod schemas at module level, often derived from one another
 * (`ZTier.optional()`). Treating zod's builders and those schema names as pure lets the bundler drop
 * every schema a chunk does not use, which keeps zod itself out of the landing page's download.
 */
function contractSchemaNames(): string[] {
  const root = join(import.meta.dirname, "../contracts/src");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
  const names = new Set<string>(["z", "defineEvent", "defineStream"]);
  for (const file of files) {
    const source = readFileSync(join(root, file), "utf8");
    for (const match of source.matchAll(/\bconst\s+(\w+)\s*=\s*(?:z\b|Z\w+\b)/g)) names.add(match[1]!);
  }
  return [...names];
}

const apiTarget = process.env.MAWID_API_TARGET ?? "http://127.0.0.1:3000";
const proxy = { "/api": { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: {
        // Unused contracts modules are dropped because contracts/package.json says sideEffects: false.
        manualPureFunctions: contractSchemaNames(),
      },
    },
  },
});
