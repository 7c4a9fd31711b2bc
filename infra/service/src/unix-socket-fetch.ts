import { request } from "node:http";

/**
 * A GET over a Unix socket, answered as fetch() answers: Node's fetch has no socket option, and
 * in one-machine mode identity serves on its socket only.
 */
export function fetchOverUnixSocket(
  socketPath: string,
  url: string,
  signal?: AbortSignal,
): Promise<Response> {
  const { pathname, search, host } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: pathname + search, headers: { host }, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === "string") headers.set(name, value);
        }
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 502, headers }));
      });
    });
    req.on("error", reject);
    req.end();
  });
}
