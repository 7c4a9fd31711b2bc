/**
 * Fails when the JavaScript a first visit to the landing page downloads (the entry chunk, the
 * landing route chunk and everything they import statically) exceeds 250 KB gzipped.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export const LANDING_BUDGET_BYTES = 250 * 1024;
const LANDING_SOURCE = "src/features/landing/landing-page.tsx";

export function landingInitialJs(distDir: string): { files: string[]; gzipBytes: number } {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit("index.html");
  visit(LANDING_SOURCE);
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  return { files, gzipBytes };
}

const distDir = join(import.meta.dirname, "..", "dist");
const { files, gzipBytes } = landingInitialJs(distDir);
const kb = (gzipBytes / 1024).toFixed(1);
console.log(`Landing initial JS: ${kb} KB gzipped in ${files.length} files (budget 250 KB)`);
if (gzipBytes > LANDING_BUDGET_BYTES) {
  console.error(`Landing bundle over budget: ${kb} KB > 250 KB gzipped`);
  process.exit(1);
}
