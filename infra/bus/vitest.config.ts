import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import { backendTestConfig } from "@mawid/testing/vitest";

// The broker-fault tests need librdkafka's mock cluster and its control FIFO; `npm run test:kafka`
// runs them, and without them here they would only count as skipped.
const brokerFaults = process.env.KAFKA_MOCK_CONTROL ? [] : ["test/kafka-faults.int.test.ts"];

export default mergeConfig(
  backendTestConfig,
  defineConfig({ test: { exclude: [...configDefaults.exclude, ...brokerFaults] } }),
);
