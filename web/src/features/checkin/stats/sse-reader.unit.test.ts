import { describe, expect, it } from "vitest";
import { SseParser } from "./sse-reader";

describe("the server-sent events parser", () => {
  it("gives each message's data once it is complete, across chunks, skipping comments and ids", () => {
    const parser = new SseParser();
    expect(parser.push(': keep-alive\n\nid: 1\ndata: {"a"')).toEqual([]);
    expect(parser.push(":1}\n\ndata: first\r\ndata: second\r\n\r\n")).toEqual(['{"a":1}', "first\nsecond"]);
  });
});
