import { createTestDatabase, type TestDatabase } from "./database.ts";
import { type ServiceProcess, startServiceProcess } from "./service-process.ts";
import { startKeyServer } from "./signing-keys.ts";

export interface ProcessTestBed {
  database: TestDatabase;
  /** A service's own process on this bed's database and the postgres bus, checking tokens against the bed's keys. */
  start(name: string, env?: NodeJS.ProcessEnv): Promise<ServiceProcess>;
  /** How many times the services have asked for the bed's keys. */
  keysFetched(): number;
  /** Stops every process still running (SIGTERM), stops serving the keys and drops the database. */
  close(): Promise<void>;
}

/**
 * A fresh database and a test issuer's public keys served as identity serves them, for tests that
 * run services as the separate processes they are in production and call them with that issuer's
 * tokens. The issuer stays with the test (it comes from @mawid/service, which builds on this package).
 */
export async function startProcessTestBed(prefix: string, jwks: unknown): Promise<ProcessTestBed> {
  const database = await createTestDatabase(prefix);
  const keys = await startKeyServer(jwks);
  const started: ServiceProcess[] = [];
  return {
    database,
    async start(name, env = {}) {
      const service = await startServiceProcess(name, database.url, { IDENTITY_URL: keys.url, ...env });
      started.push(service);
      return service;
    },
    keysFetched: () => keys.served(),
    async close() {
      await Promise.all(started.map((service) => service.stop()));
      keys.close();
      await database.drop();
    },
  };
}
