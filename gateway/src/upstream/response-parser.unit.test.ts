import { describe, expect, it } from "vitest";
import { ResponseParseError, type ResponseHeaders, ResponseParser } from "./response-parser.ts";

interface Parsed {
  status: number;
  headers: ResponseHeaders;
  body: string;
  ended: boolean;
  keepAlive: boolean;
}

/** Feeds `raw` to a fresh parser in pieces cut at `cuts`, and returns what it reported. */
function parse(raw: string, cuts: number[] = [], noBody = false): Parsed {
  const out: Parsed = { status: 0, headers: {}, body: "", ended: false, keepAlive: false };
  const parser = new ResponseParser({
    head: (status, headers) => {
      out.status = status;
      out.headers = headers;
    },
    body: (chunk) => {
      out.body += chunk.toString("latin1");
    },
    end: () => {
      out.ended = true;
    },
  });
  parser.expect(noBody);
  const bytes = Buffer.from(raw, "latin1");
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    if (cut > from) parser.execute(bytes.subarray(from, cut));
    from = Math.max(from, cut);
  }
  out.keepAlive = parser.keepAlive;
  return out;
}

/** Every way of cutting `raw` in two and in three gives the same result as reading it whole. */
function expectSameInEveryCut(raw: string): Parsed {
  const whole = parse(raw);
  for (let i = 1; i < raw.length; i++) {
    expect(parse(raw, [i]), `cut at ${i}`).toEqual(whole);
    expect(parse(raw, [i, i + 3]), `cut at ${i} and ${i + 3}`).toEqual(whole);
  }
  return whole;
}

describe("reading a service's answer", () => {
  it("reads a content-length body, in any split", () => {
    const answer = expectSameInEveryCut(
      'HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{"id":42}',
    );
    expect(answer).toEqual({
      status: 201,
      headers: { "content-type": "application/json", "content-length": "9" },
      body: '{"id":42}',
      ended: true,
      keepAlive: true,
    });
  });

  it("decodes a chunked body with extensions and trailers, in any split", () => {
    const answer = expectSameInEveryCut(
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n7\r\n, world\r\n0\r\nX-Sum: 1\r\n\r\n",
    );
    expect(answer.body).toBe("hello, world");
    expect(answer.ended).toBe(true);
    expect(answer.keepAlive).toBe(true);
  });

  it("keeps repeated headers, such as two cookies, apart", () => {
    const answer = parse(
      "HTTP/1.1 200 OK\r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\nset-cookie: c=3\r\nContent-Length: 0\r\n\r\n",
    );
    expect(answer.headers["set-cookie"]).toEqual(["a=1", "b=2", "c=3"]);
    expect(answer.ended).toBe(true);
  });

  it("skips interim 1xx answers and reports the final one", () => {
    const answer = expectSameInEveryCut(
      "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a.css>\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
    );
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({ "content-length": "2" });
    expect(answer.body).toBe("ok");
  });

  it("expects no body after HEAD, 204 or 304, whatever content-length says", () => {
    expect(parse("HTTP/1.1 200 OK\r\nContent-Length: 120\r\n\r\n", [], true)).toMatchObject({
      body: "",
      ended: true,
    });
    expect(parse("HTTP/1.1 204 No Content\r\n\r\n")).toMatchObject({ status: 204, ended: true });
    expect(parse("HTTP/1.1 304 Not Modified\r\nContent-Length: 5\r\n\r\n")).toMatchObject({ ended: true });
  });

  it("reads a body without length until the connection ends, and then lets the connection go", () => {
    let ended = false;
    const parser = new ResponseParser({ head: () => {}, body: () => {}, end: () => (ended = true) });
    parser.expect(false);
    parser.execute(Buffer.from("HTTP/1.1 200 OK\r\n\r\npart one"));
    expect(ended).toBe(false);
    expect(parser.closed()).toBe(true);
    expect(ended).toBe(true);
    expect(parser.keepAlive).toBe(false);
  });

  it("says a connection ended mid-body was cut short", () => {
    const parser = new ResponseParser({ head: () => {}, body: () => {}, end: () => {} });
    parser.expect(false);
    parser.execute(Buffer.from("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc"));
    expect(parser.closed()).toBe(false);
  });

  it("does not reuse a connection the service closes or sends too much on", () => {
    expect(parse("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok").keepAlive).toBe(
      false,
    );
    expect(parse("HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok").keepAlive).toBe(false);
    expect(parse("HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 2\r\n\r\nok").keepAlive).toBe(
      true,
    );
    const extra = parse("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokHTTP/1.1 200 OK\r\n");
    expect(extra).toMatchObject({ body: "ok", ended: true, keepAlive: false });
  });

  it("refuses what is not an HTTP/1.x answer", () => {
    for (const raw of [
      "SSH-2.0-OpenSSH\r\n\r\n",
      "HTTP/1.1 2x0 OK\r\n\r\n",
      "HTTP/1.1 200 OK\r\nno colon here\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n",
      "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n",
    ]) {
      expect(() => parse(raw), raw).toThrow(ResponseParseError);
    }
  });

  it("refuses a head larger than 64 KiB", () => {
    const huge = `HTTP/1.1 200 OK\r\nX-Big: ${"a".repeat(70 * 1024)}\r\n\r\n`;
    expect(() => parse(huge, [1000, 40_000])).toThrow("too large");
  });

  it("refuses bytes when no answer is awaited", () => {
    const parser = new ResponseParser({ head: () => {}, body: () => {}, end: () => {} });
    expect(() => parser.execute(Buffer.from("HTTP/1.1 200 OK\r\n\r\n"))).toThrow(ResponseParseError);
  });
});
