// oidc-provider ships no types; this covers what the OpenID provider stand-in uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: {
        clients: Record<string, unknown>[];
        claims?: Record<string, string[]>;
        cookies?: { keys: string[] };
        ttl?: Record<string, number>;
        findAccount(ctx: unknown, accountId: string): Promise<Account>;
      },
    );
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
