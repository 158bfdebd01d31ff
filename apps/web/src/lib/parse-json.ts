/** A response body as JSON: null when empty, undefined when it is not JSON (a proxy's HTML error page, say). */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
