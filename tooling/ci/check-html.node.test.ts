import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import {
  definedClasses,
  linkProblems,
  readPng,
  socialCardProblems,
  unstyledProblems,
  vnuProblems,
} from './check-html.mjs';
import { palettePng } from '../site-build/social-cards.mjs';

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

  it('reads only selectors: not a name in an attribute selector, a url() or a string, whole when escaped', () => {
    // Minified as the build writes it: no semicolon after a rule's last declaration.
    expect([
      ...definedClasses(
        'a[href$=".pdf"]{x:y}.a::after{content:".b"}.c:not(.d){x:y}.sm\\:p-2{x:y}' +
          '@font-face{font-family:f;src:url(f.woff2)format("woff2")}' +
          '@keyframes k{0%{x:y}to{x:z}}@supports (x:y){@layer l{.e{x:y}}}',
      ),
    ]).toEqual(['a', 'c', 'd', 'sm:p-2', 'e']);
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

  it('reports a page without its own social card: missing, wrong size, too heavy, not its language or alt, shared, no large X card', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cards-'));
    const origin = 'https://www.example.com';
    const greyNoise = (pixels: number) => {
      const rgba = new Uint8Array(pixels * 4);
      randomBytes(pixels).forEach((grey, i) => rgba.set([grey, grey, grey, 255], i * 4));
      return rgba;
    };
    const png = (width: number, height: number, description: string, lang: string, noise = false) =>
      palettePng(
        // Noise: 256 greys at random, which no compression can shrink; else one flat colour.
        noise ? greyNoise(width * height) : new Uint8Array(width * height * 4).fill(40),
        width,
        height,
        { description, lang },
      );
    mkdirSync(path.join(dir, 'social', 'en'), { recursive: true });
    mkdirSync(path.join(dir, 'social', 'es'), { recursive: true });
    writeFileSync(path.join(dir, 'social', 'en', 'a.png'), png(1200, 630, 'Brand: A (S)', 'en'));
    writeFileSync(path.join(dir, 'social', 'es', 'a.png'), png(1200, 630, 'Marca: A (S)', 'es'));
    writeFileSync(path.join(dir, 'social', 'en', 'small.png'), png(600, 315, 'Brand: B', 'en'));
    writeFileSync(path.join(dir, 'social', 'en', 'heavy.png'), png(1200, 630, 'H', 'en', true));
    writeFileSync(path.join(dir, 'social', 'en', 'fake.png'), 'not a png');
    const page = (
      name: string,
      lang: string,
      image: string | null,
      alt: string,
      { twitter = 'summary_large_image', width = '1200', height = '630', robots = '' } = {},
    ) => {
      const file = path.join(dir, `${name}.html`);
      writeFileSync(
        file,
        `<!doctype html><html lang="${lang}" dir="ltr"><head>` +
          (robots ? `<meta name="robots" content="${robots}"/>` : '') +
          (image === null
            ? ''
            : `<meta property="og:image" content="${image}"/>` +
              '<meta property="og:image:type" content="image/png"/>' +
              `<meta property="og:image:width" content="${width}"/>` +
              `<meta property="og:image:height" content="${height}"/>` +
              `<meta property="og:image:alt" content="${alt}"/>`) +
          `<meta name="twitter:card" content="${twitter}"/>`,
      );
      return file;
    };
    const good = page('good', 'en', `${origin}/social/en/a.png`, 'Brand: A (S)');
    const goodEs = page('goodEs', 'es', `${origin}/social/es/a.png`, 'Marca: A (S)');
    const notFound = page('404', 'en', null, '', { robots: 'noindex', twitter: '' });
    const none = page('none', 'en', null, '');
    const summary = page('summary', 'en', `${origin}/social/en/heavy.png`, 'H', {
      twitter: 'summary',
    });
    const relative = page('relative', 'en', '/social/en/small.png', 'Brand: B');
    const small = page('small', 'en', `${origin}/social/en/small.png`, 'Brand: B');
    const foreign = page('foreign', 'es', `${origin}/social/en/a.png`, 'Brand: A (S)');
    const wrongAlt = page('wrongAlt', 'es', `${origin}/social/es/a.png`, 'Brand: A (S)');
    const fake = page('fake', 'en', `${origin}/social/en/fake.png`, 'F');
    const missing = page('missing', 'en', `${origin}/social/en/gone.png`, 'G');
    const elsewhere = page('elsewhere', 'en', 'https://cdn.example.org/social/en/a.png', 'A');
    const problems = socialCardProblems(
      dir,
      [
        good,
        goodEs,
        notFound,
        none,
        summary,
        relative,
        small,
        foreign,
        wrongAlt,
        fake,
        missing,
        elsewhere,
      ],
      origin,
    );
    const about = (file: string) =>
      problems.filter((problem) => problem.file === file).map(({ message }) => message);
    expect(about(notFound)).toEqual([]);
    expect(about(none)).toEqual(['no og:image']);
    expect(about(summary)).toEqual([
      'twitter:card is not summary_large_image',
      expect.stringMatching(/heavy\.png weighs \d+ bytes \(limit 102400\)$/),
    ]);
    expect(about(relative)).toEqual(['og:image "/social/en/small.png" is not an absolute URL']);
    expect(about(small)).toEqual([
      `og:image ${origin}/social/en/small.png is 600×315, not 1200×630`,
      'og:image:width/height say 1200×630, the PNG is 600×315',
    ]);
    expect(about(foreign)).toEqual([
      `og:image ${origin}/social/en/a.png is not a PNG in /social/es/`,
      'og:image:alt "Brand: A (S)" (es) is not the card\'s own description "Brand: A (S)" (en)',
      `og:image ${origin}/social/en/a.png is shared by 2 pages`,
    ]);
    expect(about(wrongAlt)).toEqual([
      'og:image:alt "Brand: A (S)" (es) is not the card\'s own description "Marca: A (S)" (es)',
      `og:image ${origin}/social/es/a.png is shared by 2 pages`,
    ]);
    expect(about(fake)).toEqual([`og:image ${origin}/social/en/fake.png is not a PNG`]);
    expect(about(missing)).toEqual([`og:image ${origin}/social/en/gone.png: no such file`]);
    expect(about(elsewhere)).toEqual([
      'og:image https://cdn.example.org/social/en/a.png is not on the site (https://www.example.com)',
    ]);
    expect(about(good)).toEqual([`og:image ${origin}/social/en/a.png is shared by 2 pages`]);
    expect(readPng(Buffer.from('not a png'))).toBeUndefined();
    expect(readPng(png(1200, 630, 'Ñandú: ضوابط', 'ar-XB'))).toEqual({
      width: 1200,
      height: 630,
      lang: 'ar-XB',
      description: 'Ñandú: ضوابط',
    });
  });
});

describe('the W3C Nu HTML Checker (vnu) over built pages', () => {
  it('reports a <meta charset> past the first 1,024 bytes, and nothing for a valid page', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
    const page = (head: string) =>
      `<!DOCTYPE html><html lang="en">${head}<title>T</title><body><main><h1>Hi</h1></main></body></html>`;
    const map = `<script type="importmap">{"imports":{"a":"/${'a'.repeat(1100)}.js"}}</script>`;
    const good = path.join(dir, 'good.html');
    const late = path.join(dir, 'late charset.html');
    writeFileSync(good, page(`<meta charset="utf-8">${map}`));
    writeFileSync(late, page(`${map}<meta charset="utf-8">`));
    const problems = await vnuProblems([good, late]);
    expect(problems.map(({ file }) => file)).toEqual([late]);
    expect(problems[0]!.message).toMatch(/charset.*1024 bytes/i);
  }, 60_000);

  it('says how to install Java where there is none', async () => {
    await expect(vnuProblems(['x.html'], { java: 'no-such-java' })).rejects.toThrow(
      /needs Java.*apt-get install default-jre-headless/,
    );
  });
});
