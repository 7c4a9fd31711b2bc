import { readdirSync, readFileSync } from "node:fs";

/** Linux's USER_HZ: /proc counts CPU time in these ticks (100 on every mainstream architecture). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, in ms) spent so far by a process and every process below it (a gateway's
 * workers, a PostgreSQL server's backends, those that ended too), read from /proc; null where there is
 * no /proc.
 */
export function processTreeCpuMs(root: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  const parentOf = new Map<number, number>();
  const ticksOf = new Map<number, number>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // exited while we looked
    }
    // the command name may hold spaces and parentheses: the fields start after the last ")"
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const pid = Number(entry);
    parentOf.set(pid, Number(fields[1]));
    // its own time and that of its children that ended and were waited for: PostgreSQL's backends
    // come and go with their connections, and an ended one's time lives on only in its parent's
    ticksOf.set(pid, Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
  }
  if (!ticksOf.has(root)) return null;
  const childrenOf = new Map<number, number[]>();
  for (const [pid, parent] of parentOf) {
    const list = childrenOf.get(parent);
    if (list) list.push(pid);
    else childrenOf.set(parent, [pid]);
  }
  let ticks = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    ticks += ticksOf.get(pid) ?? 0;
    stack.push(...(childrenOf.get(pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU time (ms) the whole machine has been busy, over all cores: user, system and interrupt time of
 * every process and of the kernel's network stack, read from /proc/stat; null where there is none.
 */
export function machineBusyMs(): number | null {
  let stat: string;
  try {
    stat = readFileSync("/proc/stat", "utf8");
  } catch {
    return null;
  }
  // cpu  user nice system idle iowait irq softirq steal ...
  const fields = stat.slice(0, stat.indexOf("\n")).trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
  return ((user + nice + system + irq + softirq) * 1000) / TICKS_PER_SECOND;
}

/**
 * Where a stretch of work's CPU went, in µs per unit of work (an order, a scan): each named process
 * tree's (a service, the gateway, PostgreSQL's server and backends), this process's own (the bench's
 * client, on the same cores), and their total, from this call until the returned function's. A tree
 * /proc cannot read is null, and so is the total then.
 */
export function cpuSplit(
  trees: Record<string, number | null>,
): (units: number) => Record<string, number | null> {
  const read = (): Record<string, number | null> => {
    const own = process.cpuUsage();
    return {
      ...Object.fromEntries(
        Object.entries(trees).map(([name, pid]) => [name, pid === null ? null : processTreeCpuMs(pid)]),
      ),
      client: (own.user + own.system) / 1000,
    };
  };
  const before = read();
  return (units) => {
    const after = read();
    const split: Record<string, number | null> = {};
    for (const [name, ms] of Object.entries(after)) {
      const was = before[name];
      split[name] =
        ms === null || was === null || was === undefined ? null : Math.round(((ms - was) * 1000) / units);
    }
    const parts = Object.values(split);
    split.total = parts.includes(null) ? null : parts.reduce((n: number, us) => n + us!, 0);
    return split;
  };
}

/** A split as one line: "gateway 210 µs, ticketing 390 µs, ..., total 1,210 µs". */
export function splitText(split: Record<string, number | null>): string {
  return Object.entries(split)
    .map(([name, us]) => `${name} ${us === null ? "?" : us.toLocaleString("en")} µs`)
    .join(", ");
}
