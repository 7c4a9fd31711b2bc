import { backendTestConfig } from "@mawid/testing/vitest";

export default backendTestConfig;
