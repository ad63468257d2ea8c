// Waits until the app answers on a port: the status call, and the client at /assumptions.
// Used by .ci/run to prove that `npm start` serves the journey. Exit 0 when served, 1 otherwise.
const port = process.argv[2] ?? '3000';
const seconds = Number(process.argv[3] ?? 180);
const base = `http://127.0.0.1:${port}`;
const deadline = Date.now() + seconds * 1000;
while (Date.now() < deadline) {
  try {
    // A plain GET, as a load balancer's probe sends it.
    const status = await fetch(`${base}/json/status`);
    const page = await fetch(`${base}/assumptions`);
    if (status.ok && page.ok && (await page.text()).includes('<div id="root">')) {
      console.log(`served on ${base}`);
      process.exit(0);
    }
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 1000));
}
console.error(`nothing served on ${base} within ${seconds}s`);
process.exit(1);
