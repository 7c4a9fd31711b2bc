import { readlink, realpath } from "node:fs/promises";
import { setPriority } from "node:os";
import type pg from "pg";

/**
 * Gives the connection's PostgreSQL backend process the nice value `priority`, when that process runs on
 * this machine and may be reniced by this one: the backend's working directory is the server's data
 * directory, which tells it apart from a process of the same number elsewhere (another host, another
 * container). Resolves whether it did. A rebuild beside the live service lowers its own process's
 * priority; without this the backends doing most of its work would still take the CPU from the
 * dashboards' queries as equals.
 */
export async function setBackendPriority(client: pg.Client, priority: number): Promise<boolean> {
  try {
    const { rows } = await client.query<{ pid: number; dir: string }>(
      "SELECT pg_backend_pid() AS pid, current_setting('data_directory') AS dir",
    );
    const { pid, dir } = rows[0]!;
    if ((await readlink(`/proc/${pid}/cwd`)) !== (await realpath(dir))) return false;
    setPriority(pid, priority);
    return true;
  } catch {
    // not a superuser (the data directory is theirs to read), another machine, or not Linux
    return false;
  }
}
