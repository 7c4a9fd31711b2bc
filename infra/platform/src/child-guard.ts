/**
 * Preloaded (`node --import`) into every process the launcher starts. The children run in their own
 * process group so that Ctrl-C reaches only the launcher, which then stops them in order; this guard
 * makes sure a child never outlives a launcher that was killed outright: when the parent is gone it
 * stops gracefully (SIGTERM), and exits for good 15 s later if something still holds it.
 */
const parent = process.ppid;

function parentAlive(): boolean {
  try {
    process.kill(parent, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const watch = setInterval(() => {
  if (parentAlive()) return;
  clearInterval(watch);
  process.kill(process.pid, "SIGTERM");
  setTimeout(() => process.exit(1), 15_000).unref();
}, 1000);
watch.unref();
