/** Calls to the running site as a planted user, and the percentiles the benchmarks print. */

export async function api(site, user, method, path, body) {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${user.token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Milliseconds for one PDF export of a resume, checked to be a PDF. */
export async function timeExport(site, user, id) {
  const started = performance.now();
  const response = await api(site, user, "GET", `/api/resumes/${id}/export?format=pdf`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const elapsed = performance.now() - started;
  if (new TextDecoder().decode(bytes.slice(0, 5)) !== "%PDF-") throw new Error("not a PDF");
  return elapsed;
}
