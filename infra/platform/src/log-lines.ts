const LEVELS: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

/**
 * One line of a child's output, prefixed with its name. Pino's JSON lines become
 * `LEVEL message (error message)` so the console stays readable; anything else passes as it is.
 */
export function formatLogLine(name: string, line: string, width = 10): string {
  const prefix = `${name.padEnd(width)}| `;
  const trimmed = line.trimEnd();
  if (trimmed.startsWith("{") && trimmed.endsWith("}")) {
    try {
      const entry = JSON.parse(trimmed) as {
        level?: number;
        msg?: string;
        err?: { message?: string; stack?: string };
        req?: { method?: string; url?: string };
        res?: { statusCode?: number };
      };
      if (typeof entry.level === "number") {
        const level = (LEVELS[entry.level] ?? String(entry.level)).padEnd(5);
        const parts = [entry.msg ?? ""];
        if (entry.req?.method) parts.push(`${entry.req.method} ${entry.req.url ?? ""}`);
        if (entry.res?.statusCode) parts.push(String(entry.res.statusCode));
        if (entry.err?.message && entry.err.message !== entry.msg) parts.push(`: ${entry.err.message}`);
        const text = parts.filter(Boolean).join(" ").replace(" : ", ": ");
        const stack = entry.level >= 50 && entry.err?.stack ? `\n${indent(prefix, entry.err.stack)}` : "";
        return `${prefix}${level} ${text}${stack}`;
      }
    } catch {
      // not JSON after all: print it as it is
    }
  }
  return `${prefix}${trimmed}`;
}

function indent(prefix: string, text: string): string {
  return text
    .split("\n")
    .slice(1)
    .map((l) => `${prefix}      ${l.trim()}`)
    .join("\n");
}
