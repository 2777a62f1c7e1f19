// `npm start`: the Parcel dev server with hot reload on http://localhost:1234.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['parcel', 'serve', '--target', 'client', '--port', '1234'], {
    stdio: 'inherit',
    env: { ...process.env },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => process.exit(code ?? 0));
