// Runs npm scripts side by side and fails when any of them fails (`npm test` runs the typecheck, the
// lint and the production build this way: each is mostly single-threaded, and CI has two cores).
// Each script's output is printed as a block when it ends, so the logs do not interleave.
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/run-parallel.mjs <npm script>...");
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n==> npm run ${script}: ${code === 0 ? "ok" : `failed (exit ${code})`} in ${seconds} s\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
