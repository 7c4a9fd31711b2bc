import { type TCheckinStats, ZCheckinStats } from "@mawid/contracts/checkin";
import type { KyInstance } from "ky";
import { useEffect, useState } from "react";
import { type AppError, toAppError } from "../../../shared/http/app-error";
import { fetchStats, openStatsStream } from "../api/checkin-api";
import { readSse } from "./sse-reader";

/** When the stream is not there (a proxy that buffers, a dropped connection), the counts are polled this often. */
export const POLL_MS = 2_000;
/** And the stream is tried again after this long. */
const RECONNECT_MS = 15_000;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export type LiveMode = "connecting" | "live" | "polling";

/**
 * The event's counts, pushed by the stats stream; while the stream is down they are polled every two
 * seconds, and the stream is tried again every fifteen. A 4xx (no right to see them) stops both.
 */
export function useLiveStats(client: KyInstance, eventId: string, enabled: boolean) {
  const [stats, setStats] = useState<TCheckinStats | null>(null);
  const [mode, setMode] = useState<LiveMode>("connecting");
  const [refused, setRefused] = useState<AppError | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    let poller: ReturnType<typeof setInterval> | undefined;
    const refuse = (error: unknown) => {
      const appError = toAppError(error);
      if (appError.status === null || appError.status >= 500 || appError.status === 429) return false;
      setRefused(appError);
      stop.abort();
      return true;
    };
    const poll = () => {
      fetchStats(client, eventId).then(setStats, (error) => {
        if (refuse(error)) clearInterval(poller);
      });
    };
    const connect = async () => {
      while (!stop.signal.aborted) {
        try {
          const response = await openStatsStream(client, eventId, stop.signal);
          if (!response.body) throw new Error("stats stream without a body");
          clearInterval(poller);
          poller = undefined;
          setMode("live");
          await readSse(response.body, (data) => {
            const parsed = ZCheckinStats.safeParse(safeJson(data));
            if (parsed.success) setStats(parsed.data);
          });
        } catch (error) {
          if (stop.signal.aborted || refuse(error)) return;
        }
        setMode("polling");
        if (!poller) {
          poll();
          poller = setInterval(poll, POLL_MS);
        }
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    };
    void connect();
    return () => {
      stop.abort();
      clearInterval(poller);
    };
  }, [client, eventId, enabled]);

  return { stats, mode, refused };
}
