import pg from "pg";
const c = new pg.Client({ host: "/tmp", port: 54329, user: "postgres", password: "postgres", database: "postgres" });
await c.connect();
const seen = new Map(); const counts = new Map();
const end = Date.now() + 10000;
while (Date.now() < end) {
  const r = await c.query("select pid, application_name a, query_start::text qs, left(regexp_replace(query,'\\s+',' ','g'),70) q from pg_stat_activity where backend_type='client backend' and pid<>pg_backend_pid()");
  for (const x of r.rows) { if (seen.get(x.pid) !== x.qs) { seen.set(x.pid, x.qs); const k = x.a + " | " + x.q; counts.set(k, (counts.get(k) ?? 0) + 1); } }
  await new Promise(r => setTimeout(r, 2));
}
const rows = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 30);
for (const [k, n] of rows) console.log(String(n / 10).padStart(6), k);
await c.end();
