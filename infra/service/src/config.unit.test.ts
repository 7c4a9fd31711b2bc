import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "./config.ts";

describe("config validated at boot", () => {
  it("lists every problem instead of starting with a bad value", () => {
    expect(() => loadConfig({ PORT: "http", BUS: "rabbit" })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*BUS/);
  });

  it("requires brokers when the bus is Kafka", () => {
    expect(() => loadConfig({ PORT: "1", DATABASE_URL: "postgres://x", BUS: "kafka" })).toThrow(
      /KAFKA_BROKERS/,
    );
  });

  it("applies defaults and a service's extra settings", () => {
    const config = loadConfig(
      { PORT: "4001", DATABASE_URL: "postgres://x", KAFKA_BROKERS: "a:9092, b:9092", MAIL_FROM: "x@y.z" },
      { MAIL_FROM: z.string() },
    );
    expect(config).toMatchObject({
      PORT: 4001,
      BUS: "postgres",
      KAFKA_BROKERS: ["a:9092", "b:9092"],
      MAIL_FROM: "x@y.z",
    });
  });

  it("serves on a Unix socket only when SOCKET_PATH names one", () => {
    const base = { PORT: "4001", DATABASE_URL: "postgres://x" };
    expect(loadConfig({ ...base, SOCKET_PATH: "/tmp/mawid-x/events.sock" }).SOCKET_PATH).toBe(
      "/tmp/mawid-x/events.sock",
    );
    expect(loadConfig({ ...base, SOCKET_PATH: "" }).SOCKET_PATH).toBeUndefined();
    expect(loadConfig(base).SOCKET_PATH).toBeUndefined();
  });
});
