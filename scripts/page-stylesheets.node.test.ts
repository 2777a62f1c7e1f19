import { describe, expect, it } from 'vitest';
import { definedClasses, pageStylesheets } from './prerender.mjs';

const app = '.header{color:red}.page{max-inline-size:70rem}';
const sheets = [
  { href: '/About.1.css', css: '.hero{a:b}.about_team{a:b}.page{x:y}' },
  {
    href: '/Founder.2.css',
    css: '.hero{a:b}.founder_bio{a:b}@media (width>=40rem){.founder_quote{a:b}}',
  },
  { href: '/Home.3.css', css: '.hero{a:b}.home_faq{a:b}.home_grid{a:b}.founder_bio{a:b}' },
];

describe('the stylesheets a prerendered page links', () => {
  it('reads the class names a stylesheet defines, inside at-rules too, and not numbers', () => {
    expect([...definedClasses('.a .b-c>.d_e{x:.5rem}@media (w>=1rem){.f:hover{y:z}}')]).toEqual([
      'a',
      'b-c',
      'd_e',
      'f',
    ]);
  });

  it('picks the one page stylesheet that styles every class the HTML uses', () => {
    const html = '<div class="header"><h1 class="hero">x</h1><p class="founder_bio founder_quote">';
    expect(pageStylesheets(sheets, [app], html)).toEqual(['/Founder.2.css']);
  });

  it('adds another only for classes the first does not define, and none for the app’s own', () => {
    const html = '<main class="page"><p class=home_faq></p><p class="about_team"></p></main>';
    expect(pageStylesheets(sheets, [app], html)).toEqual(['/About.1.css', '/Home.3.css']);
    expect(pageStylesheets(sheets, [app], '<main class="page header other">')).toEqual([]);
  });
});
