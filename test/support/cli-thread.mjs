import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';

// The worker thread of test/support/run-cli.ts: loads the CLI bundle (dist/cli/main.mjs) once and
// runs one command line after another in it, each with the environment the test passed, its
// output caught instead of printed. Plain JavaScript: a worker thread gets no TypeScript loader.

const { bundle, port, signal } = workerData;
const { runMain } = await import(pathToFileURL(bundle).href);

let out = '';
let err = '';
const text = (chunk) => (typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
const done = (callback) => {
  if (typeof callback === 'function') queueMicrotask(() => callback());
  return true;
};
process.stdout.write = (chunk, encoding, callback) => {
  out += text(chunk);
  return done(callback ?? encoding);
};
process.stderr.write = (chunk, encoding, callback) => {
  err += text(chunk);
  return done(callback ?? encoding);
};
// What escapes a command (a rejection nobody awaited) is printed where a process would print it.
process.on('uncaughtException', (error) => (err += `${error?.stack ?? error}\n`));
process.on('unhandledRejection', (error) => (err += `${error?.stack ?? error}\n`));

port.on('message', async ({ args, env }) => {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  out = '';
  err = '';
  let status;
  try {
    status = await runMain(args);
  } catch (error) {
    err += `${error?.stack ?? error}\n`;
    status = 1;
  }
  port.postMessage({ status, stdout: out, stderr: err });
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
