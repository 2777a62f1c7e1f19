// How the prerenderer puts the pre-paint loader and each render into Parcel's shell.
import { describe, expect, it } from 'vitest';
import { deferEntryScript, entryChunkUrls, entryScriptUrl, fillShell } from './prerender.mjs';
import { ENTRY, ENTRY_CHUNKS } from '../../src/site/documentMarks';

// Parcel's minified shell: the import map and global stylesheet before <meta charset>, no <head>.
const importMap = `<script type=importmap>{"imports":{${'"a":"/chunk.0123abcd.js",'.repeat(200)}"z":"/z.js"}}</script>`;
const shell =
  `<!DOCTYPE html><html lang=en dir=ltr>${importMap}<link rel=stylesheet href=/global.css>` +
  '<meta charset=utf-8><title></title><script type=module src=/index.abc123.js></script>' +
  '<body><div id=root></div></body></html>';
const loader =
  '(()=>{var e=document.currentScript;})();\n//# sourceMappingURL=entry-prepaint.js.map';

describe('deferEntryScript', () => {
  it('replaces the module script with the loader, one inline script naming the entry', () => {
    const html = deferEntryScript(shell, loader);
    expect(html).not.toMatch(/type=["']?module/);
    expect(html).toContain(
      `<script ${ENTRY}="/index.abc123.js">(()=>{var e=document.currentScript;})();</script>`,
    );
    expect(entryScriptUrl(html)).toBe('/index.abc123.js');
    expect(entryChunkUrls(html)).toEqual([]);
  });

  it('names the chunks the loader preloads with the entry', () => {
    const html = deferEntryScript(shell, loader, ['/client.a.js', '/client.b.js']);
    expect(html).toContain(
      `<script ${ENTRY}="/index.abc123.js" ${ENTRY_CHUNKS}="/client.a.js /client.b.js">(()=>`,
    );
    expect(entryScriptUrl(html)).toBe('/index.abc123.js');
    expect(entryChunkUrls(html)).toEqual(['/client.a.js', '/client.b.js']);
  });

  it('refuses a loader that would end its script early, and a shell without the module', () => {
    expect(() => deferEntryScript(shell, 'a="</script>"')).toThrow(/cannot be inlined/);
    expect(() => deferEntryScript('<html><body></body></html>', loader)).toThrow(/no module/);
  });
});

describe('fillShell', () => {
  const render = {
    head: '<meta name="description" content="d">',
    body: '<h1>Hi</h1>',
    lang: 'es',
    dir: 'ltr',
  };

  it('puts <meta charset> first in the head, within the first 1,024 bytes', () => {
    const html = fillShell(deferEntryScript(shell, loader), render, '/es', ['/Home.css']);
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(1024);
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="es" dir="ltr"><meta charset="utf-8"><script type=importmap>/,
    );
    expect(html.match(/charset/g)).toHaveLength(1);
    // The loader follows the import map, before every stylesheet: an inline script after a
    // stylesheet stops the parser until that stylesheet has loaded, and the body (the largest
    // paint) would be parsed only then, later than without script. The page's stylesheet and head
    // tags follow the global stylesheet.
    expect(html).toMatch(/<script type=importmap>[^<]*<\/script><script data-entry=/);
    expect(html.indexOf('<script data-entry=')).toBeLessThan(html.indexOf('<link rel=stylesheet'));
    expect(html).toContain(
      '<link rel=stylesheet href=/global.css><link rel="stylesheet" href="/Home.css"><meta name="description" content="d">',
    );
    expect(html).toContain('<div id="root" data-path="/es"><h1>Hi</h1></div>');
  });

  it('keeps an explicit <head> and puts the charset inside it', () => {
    const html = fillShell(
      '<html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
      render,
      '/',
      [],
    );
    expect(html).toMatch(
      /^<html lang="es" dir="ltr"><head><meta charset="utf-8"><meta name="description"/,
    );
  });
});
