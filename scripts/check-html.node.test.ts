import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { definedClasses, linkProblems, unstyledProblems } from './check-html.mjs';

describe('the built-page checks', () => {
  it('reports internal links to missing pages or ids, and nothing for good or external ones', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'links-'));
    mkdirSync(path.join(dir, 'founder'));
    mkdirSync(path.join(dir, 'files'));
    writeFileSync(path.join(dir, 'files', 'guide.pdf'), '%PDF');
    writeFileSync(path.join(dir, 'founder', 'index.html'), '<h1 id="bio">Bio</h1>');
    const home = path.join(dir, 'index.html');
    writeFileSync(
      home,
      [
        '<a href="#main">skip</a><main id="main"></main>',
        '<a href="/founder#bio">ok</a><a href="/files/guide.pdf">ok</a>',
        '<a href="https://www.example.com/founder">own origin, ok</a>',
        '<a href="https://elsewhere.example.org/x">external</a>',
        '<a href="/nowhere">missing</a><a href="/founder#quote">missing id</a>',
        '<a href="https://www.example.com/gone">own origin, missing</a><a href="#top">no top</a>',
      ].join(''),
    );
    expect(
      linkProblems(dir, [home, path.join(dir, 'founder', 'index.html')], 'https://www.example.com'),
    ).toEqual([
      { file: home, message: '/nowhere: no such page or file' },
      { file: home, message: '/founder#quote: no element with id "quote"' },
      { file: home, message: 'https://www.example.com/gone: no such page or file' },
      { file: home, message: '#top: no element with id "top"' },
    ]);
  });

  it('html-validate with the project configuration refuses invalid markup', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const report = await validator.validateString(
      '<!doctype html><html lang="en"><head><title>x</title></head><body>' +
        '<p id="a">a</p><p id="a"><div>b</div></p><a href="#">c</a></body></html>',
      'page.html',
    );
    const rules = report.results.flatMap((result) => result.messages.map((m) => m.ruleId));
    expect(rules).toContain('no-dup-id');
    expect(report.valid).toBe(false);
    const ours = await validator.validateString(
      '<!doctype html><html lang="en"><head><title>x</title></head><body>' +
        '<label for="_R_1_">Name</label><input id="_R_1_"></body></html>',
      'react-ids.html',
    );
    expect(ours.valid).toBe(true);
  });

  it('reads the class names a stylesheet defines, inside at-rules too, and not numbers or URLs', () => {
    expect([
      ...definedClasses(
        '.a .b-c>.d_e{x:.5rem;y:url(i.svg);z:0}@media (w>=1rem){.f:hover{y:z}}/* .g */',
      ),
    ]).toEqual(['a', 'b-c', 'd_e', 'f']);
  });

  it('reports a class styled only by a stylesheet the page does not link, and more than two links', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'styles-'));
    writeFileSync(path.join(dir, 'app.css'), '.header{a:b}.page{a:b}');
    writeFileSync(path.join(dir, 'About.css'), '.about_team{a:b}');
    writeFileSync(path.join(dir, 'Home.css'), '.home_faq{a:b}');
    const link = (href: string) => `<link rel="stylesheet" href="/${href}">`;
    const good = path.join(dir, 'good.html');
    writeFileSync(
      good,
      `${link('app.css')}${link('About.css')}<main class="page about_team unknown">`,
    );
    const bad = path.join(dir, 'bad.html');
    writeFileSync(bad, `${link('app.css')}<main class="page home_faq">`);
    const many = path.join(dir, 'many.html');
    writeFileSync(many, `${link('app.css')}${link('About.css')}${link('Home.css')}<p>`);
    expect(unstyledProblems(dir, [good, bad, many])).toEqual([
      { file: bad, message: 'unstyled before scripts run: .home_faq' },
      { file: many, message: 'links 3 stylesheets' },
    ]);
  });
});
