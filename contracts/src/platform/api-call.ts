/**
 * One request to the platform's public API (`/api/v1` + path at baseUrl), as a script or a test makes
 * it: the bearer token when given, the body as JSON when given. Every status is an answer, with its
 * JSON body (null when empty): the caller judges it.
 */
export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
