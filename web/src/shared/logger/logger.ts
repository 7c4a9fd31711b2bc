import { getAccessToken } from "../http/token-store";

export type LogLevel = "error" | "warn" | "info" | "debug";

export interface LogEntry {
  level: LogLevel;
  message: string;
  timestamp: string;
  context?: Record<string, unknown>;
  userId: string | null;
  sessionId: string;
}

/** The wire shape `POST /api/logs` accepts. */
interface WireLog {
  level: LogLevel;
  message: string;
  timestamp: string;
  session_id: string;
  user_id: string | null;
  context?: Record<string, unknown>;
}

export const LOG_BUFFER_SIZE = 100;
export const PENDING_LOGS_KEY = "pending_logs";
export const PENDING_LOGS_MAX = 50;
const MAX_BODY_BYTES = 60_000;
const MAX_CONTEXT_CHARS = 8_000;

export interface LoggerOptions {
  endpoint?: string;
  fetch?: typeof fetch;
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  sessionId?: string;
  /** Levels sent to the server; the rest stay in the in-memory buffer and the console. */
  remoteLevels?: readonly LogLevel[];
  batchDelayMs?: number;
  console?: Pick<Console, LogLevel> | null;
  /** The signed-in user's token: the gateway takes the user from it, never from an entry's user_id. */
  accessToken?: () => string | null;
}

function randomId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function boundedContext(context: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!context) return undefined;
  const text = JSON.stringify(context);
  if (text.length <= MAX_CONTEXT_CHARS) return context;
  return { truncated: text.slice(0, MAX_CONTEXT_CHARS) };
}

export class Logger {
  private readonly buffer: LogEntry[] = [];
  private queue: LogEntry[] = [];
  private userId: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing = false;
  private readonly endpoint: string;
  private readonly fetchFn: typeof fetch | null;
  private readonly storage: LoggerOptions["storage"];
  private readonly remoteLevels: readonly LogLevel[];
  private readonly batchDelayMs: number;
  private readonly out: Pick<Console, LogLevel> | null;
  private readonly accessToken: () => string | null;
  readonly sessionId: string;

  constructor(options: LoggerOptions = {}) {
    this.endpoint = options.endpoint ?? "/api/logs";
    this.fetchFn = options.fetch ?? (typeof fetch === "undefined" ? null : fetch.bind(globalThis));
    this.storage = options.storage === undefined ? safeLocalStorage() : options.storage;
    this.sessionId = options.sessionId ?? randomId();
    this.remoteLevels = options.remoteLevels ?? ["error", "warn"];
    this.batchDelayMs = options.batchDelayMs ?? 1_000;
    this.out = options.console === undefined ? console : options.console;
    this.accessToken = options.accessToken ?? (() => null);
  }

  setUser(userId: string | null): void {
    this.userId = userId;
  }

  error(message: string, context?: Record<string, unknown>): void {
    this.log("error", message, context);
  }
  warn(message: string, context?: Record<string, unknown>): void {
    this.log("warn", message, context);
  }
  info(message: string, context?: Record<string, unknown>): void {
    this.log("info", message, context);
  }
  debug(message: string, context?: Record<string, unknown>): void {
    this.log("debug", message, context);
  }

  log(level: LogLevel, message: string, context?: Record<string, unknown>): void {
    const entry: LogEntry = {
      level,
      message,
      timestamp: new Date().toISOString(),
      context: boundedContext(context),
      userId: this.userId,
      sessionId: this.sessionId,
    };
    this.buffer.push(entry);
    if (this.buffer.length > LOG_BUFFER_SIZE) this.buffer.splice(0, this.buffer.length - LOG_BUFFER_SIZE);
    this.out?.[level](`[${level}] ${message}`, context ?? "");
    if (this.remoteLevels.includes(level)) this.enqueue(entry);
  }

  /** The most recent entries, oldest first (at most 100). */
  entries(): readonly LogEntry[] {
    return [...this.buffer];
  }

  pending(): LogEntry[] {
    try {
      const raw = this.storage?.getItem(PENDING_LOGS_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? (parsed as LogEntry[]) : [];
    } catch {
      return [];
    }
  }

  /** Sends queued entries and any kept from earlier failures; on failure keeps the last 50. */
  async flush(): Promise<boolean> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    // One request at a time, so entries kept from a failure are never sent twice.
    if (this.flushing) {
      if (this.queue.length > 0) this.arm();
      return false;
    }
    const batch = [...this.pending(), ...this.queue];
    this.queue = [];
    if (batch.length === 0) return true;
    this.flushing = true;
    try {
      const sent = await this.send(batch);
      if (sent) this.storage?.removeItem(PENDING_LOGS_KEY);
      else this.keep(batch);
      return sent;
    } finally {
      this.flushing = false;
    }
  }

  private enqueue(entry: LogEntry): void {
    this.queue.push(entry);
    this.arm();
  }

  private arm(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.batchDelayMs);
  }

  private keep(entries: LogEntry[]): void {
    try {
      this.storage?.setItem(PENDING_LOGS_KEY, JSON.stringify(entries.slice(-PENDING_LOGS_MAX)));
    } catch {
      // Storage full or blocked: the entries are still in the in-memory buffer.
    }
  }

  private async send(entries: LogEntry[]): Promise<boolean> {
    if (!this.fetchFn) return false;
    const wire: WireLog[] = entries.map((e) => ({
      level: e.level,
      message: e.message.slice(0, 2_000),
      timestamp: e.timestamp,
      session_id: e.sessionId,
      user_id: e.userId,
      ...(e.context ? { context: e.context } : {}),
    }));
    let body = JSON.stringify(wire);
    while (body.length > MAX_BODY_BYTES && wire.length > 1) {
      wire.shift();
      body = JSON.stringify(wire);
    }
    const token = this.accessToken();
    try {
      const response = await this.fetchFn(this.endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body,
        keepalive: body.length < 60_000,
      });
      return response.ok;
    } catch {
      return false;
    }
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

function tabSessionId(): string {
  try {
    const existing = sessionStorage.getItem("log_session_id");
    if (existing) return existing;
    const id = randomId();
    sessionStorage.setItem("log_session_id", id);
    return id;
  } catch {
    return randomId();
  }
}

export const logger = new Logger({
  accessToken: getAccessToken,
  sessionId: typeof sessionStorage === "undefined" ? undefined : tabSessionId(),
});
