// A benchmark page: ?bench=boot|soak|decisions loads that module, which
// does its work (in the page's own engine worker, or Pyodide alone for boot)
// and writes its figures into #result.
const BENCHES = new Set(["boot", "soak", "decisions"]);
const name = new URLSearchParams(location.search).get("bench");
if (!BENCHES.has(name)) throw new Error(`unknown benchmark ${name}; known: ${[...BENCHES].join(", ")}`);
await import(`./${name}.js`);
