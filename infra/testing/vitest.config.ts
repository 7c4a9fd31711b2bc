import { backendTestConfig } from "./src/vitest-config.ts";

export default backendTestConfig;
