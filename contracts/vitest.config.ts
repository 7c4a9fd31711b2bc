import { defineConfig } from "vitest/config";
import { reportTo } from "@mawid/testing/vitest";

export default defineConfig({ test: { include: ["src/**/*.test.ts"], ...reportTo() } });
