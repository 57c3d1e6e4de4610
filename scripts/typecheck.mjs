// Type-checks the three programs of the repository side by side: the browser code (DOM), the server (Node, no
// DOM: a browser global in server code is an error) and the browser-driving tests and scripts (both).
import { spawn } from 'node:child_process';

const PROJECTS = ['tsconfig.web.json', 'tsconfig.node.json', 'tsconfig.browser-tests.json'];

const results = await Promise.all(
  PROJECTS.map(
    (project) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npx', ['tsc', '-p', project], { stdio: 'inherit' });
        child.on('exit', (code) => {
          console.log(`${project}: ${code === 0 ? 'ok' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
          resolve(code);
        });
      }),
  ),
);
process.exit(results.every((code) => code === 0) ? 0 : 1);
