import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// docs/editing.md, "Change copy and mark it reviewed", performed in a copy of locales/: an editor
// changes an English text; the translation shows up as stale until a translator has reviewed it
// and recorded that with --mark; a change that breaks a {{variable}} fails the check at once.
describe('recipe: change copy and mark it reviewed (in a copy of locales/)', () => {
  const TMP = mkdtempSync(path.join(os.tmpdir(), 'change-copy-'));
  const STATUS = path.resolve('tooling/i18n/status.ts');
  const sources = () => readFileSync(path.join(TMP, 'locales', 'es', 'sources.json'), 'utf8');
  afterAll(() => rmSync(TMP, { recursive: true, force: true }));
  cpSync('locales', path.join(TMP, 'locales'), { recursive: true });
  const file = (lng: string) => path.join(TMP, 'locales', lng, 'about.json');
  const read = (lng: string) =>
    JSON.parse(readFileSync(file(lng), 'utf8')) as { hero: { title: string; lead: string } };
  const write = (lng: string, data: object) =>
    writeFileSync(file(lng), `${JSON.stringify(data, null, 2)}\n`);
  const run = (...args: string[]) => {
    const result = spawnSync(process.execPath, [STATUS, ...args], { cwd: TMP, encoding: 'utf8' });
    return { code: result.status, output: `${result.stdout}${result.stderr}` };
  };
  const staleOf = (output: string) =>
    Number(/^about\s+\d+\s+\d+\s+\d+\s+\d+\s+(\d+)/m.exec(output)?.[1] ?? Number.NaN);

  it('starts with nothing stale', () => {
    expect(run('--check').code).toBe(0);
    expect(staleOf(run('es').output)).toBe(0);
  });

  it('1. an English edit leaves the Spanish text stale, reported but not fatal', () => {
    const english = read('en');
    english.hero.title = 'We automate risk and compliance work for banks and credit unions';
    write('en', english);
    const check = run('--check');
    expect(check.code).toBe(0);
    const status = run('es').output;
    expect(staleOf(status)).toBe(1);
    // Named, so the translator knows which text to review.
    expect(status).toMatch(/^ {2}stale about: hero\.title$/m);
  });

  it('names every unreviewed key: a Spanish text with no record of its English', () => {
    const recorded = JSON.parse(sources()) as Record<string, Record<string, string>>;
    const [ns, keys] = Object.entries(recorded).find(([name]) => name !== 'about')!;
    const [first, second] = Object.keys(keys);
    const rest = Object.fromEntries(Object.entries(keys).slice(2));
    const edited = { ...recorded, [ns]: rest };
    writeFileSync(
      path.join(TMP, 'locales', 'es', 'sources.json'),
      JSON.stringify(edited, null, 2) + '\n',
    );
    expect(run('es').output).toContain(`  unreviewed ${ns}: ${first}, ${second}\n`);
    writeFileSync(
      path.join(TMP, 'locales', 'es', 'sources.json'),
      JSON.stringify(recorded, null, 2) + '\n',
    );
  });

  it('2. once the translator has reviewed it, --mark records it and nothing is stale', () => {
    const spanish = read('es');
    spanish.hero.title =
      'Automatizamos el trabajo de riesgo y cumplimiento de bancos y cooperativas de ahorro y crédito';
    write('es', spanish);
    const before = sources();
    expect(run('--mark', 'es', 'about').code).toBe(0);
    expect(staleOf(run('es').output)).toBe(0);
    // Only the reviewed text's line changed: the file keeps its order.
    const changed = (a: string, b: string) => {
      const [x, y] = [a.split('\n'), b.split('\n')];
      return x.flatMap((line, i) => (line === y[i] ? [] : [line]));
    };
    expect(before.split('\n')).toHaveLength(sources().split('\n').length);
    expect(changed(sources(), before)).toEqual([
      expect.stringMatching(/^ {4}"hero\.title": "[0-9a-f]+",$/),
    ]);
  });

  it('3. a translation that drops a {{variable}} fails the check, naming the text', () => {
    const spanish = read('es');
    spanish.hero.lead = spanish.hero.lead.replace('{{brand}}', 'la empresa');
    write('es', spanish);
    const check = run('--check');
    expect(check.code).toBe(1);
    expect(check.output).toContain('es/about.json hero.lead: variables differ');
  });
});
