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

  it("serves on its socket alone when no PORT is given, and needs one of the two", () => {
    const onSocket = loadConfig({
      DATABASE_URL: "postgres://x",
      SOCKET_PATH: "/tmp/mawid-x/events.sock",
      PORT: "",
    });
    expect(onSocket.PORT).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: "postgres://x" })).toThrow(
      /PORT: required unless SOCKET_PATH is set/,
    );
  });

  it("believes forwarded addresses from the gateway's addresses only, which must be addresses or CIDRs", () => {
    const base = { PORT: "4001", DATABASE_URL: "postgres://x" };
    expect(loadConfig(base).GATEWAY_ADDRESSES).toEqual([]);
    expect(loadConfig({ ...base, GATEWAY_ADDRESSES: "10.0.0.0/8, fd00::1" }).GATEWAY_ADDRESSES).toEqual([
      "10.0.0.0/8",
      "fd00::1",
    ]);
    expect(() => loadConfig({ ...base, GATEWAY_ADDRESSES: "gateway" })).toThrow(/GATEWAY_ADDRESSES/);
    expect(() => loadConfig({ ...base, GATEWAY_ADDRESSES: "10.0.0.0/40" })).toThrow(/GATEWAY_ADDRESSES/);
  });
});
