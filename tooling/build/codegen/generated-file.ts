/**
 * What the codegen scripts share: reading a module of `content/` as it is on disk now, writing a
 * generated file only when its content changed, and running as a command.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `expression` (JavaScript over `module`, the exports of `<projectDir>/content/<file>`), as JSON.
 * Read in a child Node (type stripping), so a file edited since this process last read it is read
 * anew.
 */
export function readContentModule<T>(projectDir: string, file: string, expression: string): T {
  const url = pathToFileURL(path.resolve(projectDir, 'content', file)).href;
  const script = `const module = await import(${JSON.stringify(url)});
process.stdout.write(JSON.stringify(${expression}));`;
  let output: string;
  try {
    output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    const reason = /^\w*Error.*$/m.exec(stderr)?.[0] ?? (error as Error).message;
    throw new Error(
      `content/${file} could not be read for the route table (${reason}); it may import types only`,
    );
  }
  return JSON.parse(output) as T;
}

/** Writes a file only when its content changed (unchanged files keep Parcel's cache warm). */
export function writeIfChanged(file: string, source: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === source) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
}

/**
 * Runs `write` with the command line's arguments (`node <script> [input] [output file]`) when the
 * module at `moduleUrl` is the script Node was started with, not when it is imported.
 */
export function runAsScript(moduleUrl: string, write: (input?: string, outFile?: string) => void) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const [input, outFile] = process.argv.slice(2);
  write(input, outFile);
}
