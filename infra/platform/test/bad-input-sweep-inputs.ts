import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { SweptRoute } from "./bad-input-sweep-routes.ts";

/** What is wrong with a request. */
export type Kind =
  | "wrong type"
  | "missing field"
  | "extra field"
  | "100k string"
  | "huge number"
  | "negative quantity"
  | "NUL or lone surrogate"
  | "invalid UTF-8"
  | "bad JSON"
  | "too large"
  | "wrong content type"
  | "malformed id"
  | "other organisation's id"
  | "odd Unicode";

export interface BadRequest {
  kind: Kind;
  /** Which part is bad and how, for the failure list. */
  what: string;
  method: string;
  /** Path and query string, already encoded. */
  path: string;
  contentType?: string;
  body?: string | Buffer;
  /**
   * A request no one may make: every answer is a 4xx, for the organisation's owner and the platform
   * admin too. Otherwise the request is valid with odd content (an extra query parameter, odd but
   * valid text, a negative number where one may be meant) and only reads are sent so: any answer
   * but a 5xx.
   */
  refused: boolean;
  /**
   * Who sends it: everyone (the default); outsiders, for a request aimed at the swept organisation's
   * own resources, which only those with no say over them may not make; or only the plain user, for
   * a request whose size would make sending it five times the bulk of the sweep's traffic.
   */
  senders?: "outsiders" | "plain user";
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  default?: unknown;
};

const LONG = "a".repeat(100_000);
const TOO_LARGE = JSON.stringify({ text: "a".repeat(1.1 * 1024 * 1024) });

function jsonSchema(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** The object variants of a schema (a union's branches, an intersection's parts), flattened. */
function objectsOf(schema: JsonSchema | undefined): JsonSchema[] {
  if (!schema) return [];
  const parts = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (parts) return parts.flatMap(objectsOf);
  return schema.properties ? [schema] : [];
}

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return typeof schema.const;
  if (schema.enum) return typeof schema.enum[0];
  const type = [schema.type ?? ""].flat().find((t) => t !== "null");
  if (type) return type;
  const branch = (schema.anyOf ?? schema.oneOf ?? []).find((b) => typeOf(b) !== "null");
  return branch ? typeOf(branch) : "unknown";
}

/** Strings whose rules a JSON schema cannot tell (a refine, a time zone), guessed from the field's name. */
const NAMED_STRINGS: [RegExp, string][] = [
  [/email/i, "sweep@example.org"],
  [/password/i, "Sweep-Correct-9!"],
  [/^timeZone$/, "Europe/London"],
  [/^country$/, "GB"],
  [/colou?r$/i, "#1f7a5c"],
  [/^time$/, "13:15"],
  [/^currency$/, "USD"],
  [/^ends?At$|EndsAt$|End$/, "2030-03-01T20:00:00Z"],
];

/** A number the schema says cannot be below zero: a count, a quantity, a capacity. */
const isNonNegative = (schema: JsonSchema) =>
  (schema.minimum !== undefined && schema.minimum >= 0) ||
  (schema.exclusiveMinimum !== undefined && schema.exclusiveMinimum >= 0);

function sampleNumber(schema: JsonSchema): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
  return Math.min(Math.max(1, low), schema.maximum ?? 1);
}

/** The id of the swept organisation's resource a field names (`eventId`, `eventIds`), else the organisation's. */
const idFor = (key: string, ids: Record<string, string>) =>
  ids[`${key.replace(/Ids?$/, "")}s`] ?? ids.organizations;

/** A value the schema probably accepts, so that a request fails on the one part made wrong. */
function sample(schema: JsonSchema, key: string, ids: Record<string, string>): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  // a field that defaults to null gets a value, so its rules are swept too
  if (schema.default !== undefined && schema.default !== null) return schema.default;
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) return sample(branch.find((b) => typeOf(b) !== "null") ?? branch[0]!, key, ids);
  switch (typeOf(schema)) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, k, ids)]),
      );
    case "array":
      return schema.items
        ? Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items!, key, ids))
        : [];
    case "boolean":
      return true;
    case "integer":
    case "number":
      return sampleNumber(schema);
    case "string": {
      const named = NAMED_STRINGS.find(([name]) => name.test(key));
      if (named) return named[1];
      switch (schema.format) {
        case "uuid":
          return idFor(key, ids);
        case "email":
          return "sweep@example.org";
        case "date-time":
          return "2030-03-01T18:00:00Z";
        case "uri":
          return "https://example.org/";
        default:
          return "Sweep".padEnd(schema.minLength ?? 0, "x");
      }
    }
    default:
      return "x";
  }
}

const WRONG_TYPE: Record<string, unknown> = {
  string: 12345,
  number: "twelve",
  integer: "twelve",
  boolean: "yes",
  object: "an object",
  array: "a list",
};

/** A field of a body, its path (array items as index 0) and whether its object requires it. */
interface Field {
  path: (string | number)[];
  field: JsonSchema;
  required: boolean;
}

/** A nullable field's schema without its null: its form (format, bounds) is the non-null branch's. */
function withoutNull(field: JsonSchema): JsonSchema {
  const branches = (field.anyOf ?? field.oneOf ?? []).filter((b) => b.type !== "null");
  return branches.length === 1 ? branches[0]! : field;
}

/** Every field of an object schema, nested objects' and the first item of arrays' included. */
function fieldsOf(object: JsonSchema, at: (string | number)[]): Field[] {
  const fields: Field[] = [];
  for (const [key, nullable] of Object.entries(object.properties ?? {})) {
    const field = withoutNull(nullable);
    const path = [...at, key];
    fields.push({ path, field, required: (object.required ?? []).includes(key) });
    const nested = objectsOf(field)[0];
    if (nested && path.length < 3) fields.push(...fieldsOf(nested, path));
    const items = field.items ?? (field.anyOf ?? field.oneOf ?? []).find((b) => b.items)?.items;
    if (items && path.length < 3) {
      fields.push({ path: [...path, 0], field: items, required: false });
      const itemObject = objectsOf(items)[0];
      if (itemObject) fields.push(...fieldsOf(itemObject, [...path, 0]));
    }
  }
  return fields;
}

/** Says "leave the field out" to `replaced`. */
const MISSING = Symbol("missing");

/** A copy of `value` with the field at `path` set (objects and arrays on the way made as needed). */
function replaced(value: unknown, path: (string | number)[], to: unknown): unknown {
  if (path.length === 0) return to;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = replaced(list[head], rest, to);
    return list;
  }
  const object = { ...(typeof value === "object" && value !== null ? value : {}) } as Record<string, unknown>;
  const next = replaced(object[head!], rest, to);
  if (next === MISSING) delete object[head!];
  else object[head!] = next;
  return object;
}

function bodyCases(route: SweptRoute, path: string, ids: Record<string, string>): BadRequest[] {
  const raw = (kind: Kind, what: string, contentType: string, body: string | Buffer): BadRequest => ({
    kind,
    what,
    method: route.method,
    path,
    contentType,
    body,
    refused: true,
  });
  const json = (kind: Kind, what: string, value: unknown) =>
    raw(kind, what, "application/json", JSON.stringify(value));
  const cases: BadRequest[] = [
    raw("bad JSON", "body: cut-off JSON", "application/json", '{"name": "Sweep'),
    raw("bad JSON", "body: empty with a JSON content type", "application/json", ""),
    raw("wrong content type", "body: text/plain", "text/plain", "hello"),
    raw("wrong content type", "body: XML", "application/xml", "<event/>"),
    raw("wrong content type", "body: a form", "application/x-www-form-urlencoded", "name=Sweep"),
    // past every service's 1 MiB body limit, from someone the gateway lets through to the service
    { ...raw("too large", "body: 1.1 MiB of JSON", "application/json", TOO_LARGE), senders: "plain user" },
  ];
  const schema = jsonSchema(route.body);
  if (!schema) return cases;
  for (const value of [[], null, "a string", 42])
    cases.push(json("wrong type", `body: ${JSON.stringify(value)}`, value));
  for (const object of objectsOf(schema)) {
    const base = sample(object, "", ids);
    if ((object.required ?? []).length > 0)
      cases.push(json("extra field", "body: only an unknown field", { unknownField: "x" }));
    for (const { path: at, field, required } of fieldsOf(object, [])) {
      const where = `body.${at.join(".")}`;
      const with_ = (value: unknown) => replaced(base, at, value);
      const type = typeOf(field);
      const wrong = WRONG_TYPE[type];
      if (wrong !== undefined)
        cases.push(json("wrong type", `${where}: ${JSON.stringify(wrong)}`, with_(wrong)));
      if (required) cases.push(json("missing field", `${where}: missing`, with_(MISSING)));
      if (type === "string") {
        cases.push(json("100k string", `${where}: 100,000 characters`, with_(LONG)));
        cases.push(json("NUL or lone surrogate", `${where}: a NUL character`, with_("Sweep\u0000name")));
        cases.push(json("NUL or lone surrogate", `${where}: a lone surrogate`, with_("Sweep\ud800name")));
        // The bytes C3 28 are no UTF-8 sequence at all; a parser that decodes leniently makes U+FFFD of them.
        const [before, after] = JSON.stringify(with_("Sweep@@name")).split("@@");
        cases.push(
          raw(
            "invalid UTF-8",
            `${where}: invalid UTF-8 bytes`,
            "application/json",
            Buffer.concat([Buffer.from(before!), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(after!)]),
          ),
        );
      }
      const value = sample(field, at.at(-1) === 0 ? String(at.at(-2)) : String(at.at(-1)), ids);
      if (typeof value === "string" && (field.format || field.enum || field.pattern)) {
        // A value of a fixed form (an id, an address, a date, one of a list) with a right-to-left
        // override and a combining mark after it is no longer of that form.
        const odd = `${value}\u202e\u0301`;
        cases.push(json("odd Unicode", `${where}: right-to-left override and a combining mark`, with_(odd)));
      }
      if (type === "number" || type === "integer") {
        cases.push(json("huge number", `${where}: 1e21`, with_(1e21)));
        cases.push(json("huge number", `${where}: -1e21`, with_(-1e21)));
        if (isNonNegative(field)) cases.push(json("negative quantity", `${where}: -1`, with_(-1)));
      }
    }
  }
  return cases;
}

function queryCases(route: SweptRoute, path: string): BadRequest[] {
  const get = (kind: Kind, what: string, query: string): BadRequest => ({
    kind,
    what,
    method: route.method,
    path: `${path}?${query}`,
    refused: !["extra field", "odd Unicode", "negative quantity"].includes(kind),
  });
  const cases: BadRequest[] = [
    get("extra field", "query: an unknown parameter", "unknownParameter=1"),
    get("invalid UTF-8", "query: invalid UTF-8 bytes", "q=%C3%28%FF"),
    get("NUL or lone surrogate", "query: a NUL character", "q=a%00b"),
    get(
      "odd Unicode",
      "query: right-to-left override and combining marks",
      `q=${encodeURIComponent("\u202egnp.exe\u0301\u0308")}`,
    ),
  ];
  for (const object of objectsOf(jsonSchema(route.querystring))) {
    for (const [key, field] of Object.entries(object.properties ?? {})) {
      const type = typeOf(field);
      const name = encodeURIComponent(key);
      if (type === "number" || type === "integer") {
        cases.push(get("wrong type", `query.${key}: not a number`, `${name}=twelve`));
        cases.push(get("huge number", `query.${key}: 1e21`, `${name}=1e21`));
        const negative = get("negative quantity", `query.${key}: -1`, `${name}=-1`);
        cases.push({ ...negative, refused: isNonNegative(field) });
      }
      if (type === "boolean") cases.push(get("wrong type", `query.${key}: not a boolean`, `${name}=maybe`));
      if (field.enum)
        cases.push(get("wrong type", `query.${key}: not one of its values`, `${name}=not-a-value`));
      if (type === "string") {
        cases.push(get("NUL or lone surrogate", `query.${key}: a NUL character`, `${name}=a%00b`));
        cases.push(get("invalid UTF-8", `query.${key}: invalid UTF-8 bytes`, `${name}=%C3%28`));
        cases.push(
          get(
            "odd Unicode",
            `query.${key}: right-to-left override`,
            `${name}=${encodeURIComponent("\u202eabc\u0301")}`,
          ),
        );
        cases.push(get("100k string", `query.${key}: 100,000 characters`, `${name}=${LONG}`));
      }
      cases.push(get("wrong type", `query.${key}: given twice`, `${name}=1&${name}=2`));
    }
  }
  return cases;
}

const PARAM = /:([A-Za-z0-9_]+)/g;

/** The route's path with the swept organisation's resources in its parameters (a fresh uuid where none fits). */
export function ownedPath(
  route: SweptRoute,
  ids: Record<string, string>,
  override: Record<string, string> = {},
) {
  const segments = route.url.split("/");
  return segments
    .map((segment, i) => {
      const param = /^:(.+)$/.exec(segment)?.[1];
      if (!param) return segment;
      if (param in override) return override[param]!;
      return ids[segments[i - 1] ?? ""] ?? randomUUID();
    })
    .join("/");
}

/** Path parameter values no route should take for an id. */
const MALFORMED_IDS: [string, string][] = [
  ["not an id", "not-an-id"],
  ["a NUL character", "a%00b"],
  ["invalid UTF-8 bytes", "%C3%28"],
  ["an encoded lone surrogate", "%ED%A0%80"],
  ["an encoded path separator", "..%2f..%2fadmin"],
  ["a number past 2^53", "9007199254740993"],
  ["a right-to-left override", "%E2%80%AEdi-na-ton"],
  ["100,000 characters", LONG],
];

/** Every bad request the sweep makes of one route, from the route's own schemas. */
export function badRequests(route: SweptRoute, ids: Record<string, string>): BadRequest[] {
  const path = ownedPath(route, ids);
  const writes = !["GET", "HEAD"].includes(route.method);
  const cases: BadRequest[] = [];
  const params = [...route.url.matchAll(PARAM)].map((m) => m[1]!);
  for (const name of params) {
    for (const [what, value] of MALFORMED_IDS) {
      const malformed = ownedPath(route, ids, { [name]: value });
      cases.push({
        kind: "malformed id",
        what: `params.${name}: ${what}`,
        method: route.method,
        path: malformed,
        refused: true,
      });
    }
  }
  const body = objectsOf(jsonSchema(route.body))[0];
  const sampled = body ? JSON.stringify(sample(body, "", ids)) : undefined;
  // Aimed at the swept organisation by its path, or by an id in its body (an event's organizationId).
  const aimed = params.length > 0 || Object.values(ids).some((id) => sampled?.includes(id));
  if (aimed) {
    // A request as someone else would make it, with a body the schema takes, so the refusal is the permission's.
    cases.push({
      kind: "other organisation's id",
      what: "the swept organisation's resources",
      method: route.method,
      path,
      ...(sampled ? { contentType: "application/json", body: sampled } : {}),
      refused: writes,
      senders: "outsiders",
    });
  }
  if (writes) cases.push(...bodyCases(route, path, ids));
  else cases.push(...queryCases(route, path));
  return cases;
}
