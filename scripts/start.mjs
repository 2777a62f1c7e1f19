// `npm start`: the local contact receiver on 127.0.0.1:8787 and the Parcel dev server with hot
// reload on http://localhost:1234, whose form posts to that receiver (unless CONTACT_API_URL is set).
import { spawn } from 'node:child_process';

const receiverPort = process.env.CONTACT_RECEIVER_PORT ?? '8787';
const env = {
  ...process.env,
  CONTACT_API_URL: process.env.CONTACT_API_URL ?? `http://127.0.0.1:${receiverPort}/contact`,
};

const children = [
  spawn(process.execPath, ['scripts/contact-receiver.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['parcel', 'serve', '--target', 'client', '--port', '1234'], {
    stdio: 'inherit',
    env,
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
}
