/**
 * The workbench of the recipe tests (docs/editing.md): each recipe is performed in a temporary
 * copy of the project (what a build reads, `copyProject`), then the copy is built the way
 * `npm run build` builds it, without Parcel: the locale module and the modules derived from the
 * files are written again (tooling/site-build/build.mjs does the same first), and every page of every
 * language is prerendered by the copy's own renderer (tooling/site-build/prerender.mjs, social cards
 * included) into a folder the test reads. `changedFiles()` lists what the recipe touched, so each
 * test also proves the recipe's file count.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderSite } from '../../tooling/site-build/prerender.mjs';
import { writeLocaleModule } from '../../tooling/site-build/codegen/locale-module';
import { copyProject, PROJECT_FILES, REPO_ROOT } from '../../tooling/i18n/pseudo-locales';
import { readPage, readSitemap } from './added-locale-checks';

/** Written by the build, not by anyone following a recipe. */
const GENERATED = /^src\/(i18n|app)\/generated\//;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Every file under the project files of `root`, relative, with a hash of its content. */
function tree(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of PROJECT_FILES) {
    const start = path.join(root, entry);
    if (!existsSync(start)) continue;
    const walk = (dir: string): void => {
      for (const item of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, item.name);
        if (item.isDirectory()) walk(file);
        else files.set(path.relative(root, file).split(path.sep).join('/'), hash(file));
      }
    };
    if (statSync(start).isDirectory()) walk(start);
    else files.set(entry, hash(start));
  }
  return files;
}
const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

export interface ProjectCopy {
  /** The copy of the project: perform the recipe here. */
  project: string;
  /** Where `build()` prerenders the site. */
  out: string;
  /** A file of the copy, by its path in the project. */
  file: (relative: string) => string;
  /** The files the recipe added or changed (or removed), relative, sorted; generated code aside. */
  changedFiles: () => string[];
  /**
   * Builds the copy: locale and derived modules, then every page prerendered into `out`, with the
   * social cards of the pages `cardsOf` names (by page id; every page's without it). A fresh
   * clone has no cards cached, and drawing all of them took a few seconds of each recipe test.
   */
  build: (cardsOf?: (pageId: string) => boolean) => Promise<void>;
  /** A prerendered page, parsed; fails the test if it was not written. */
  page: (url: string) => Document;
  /** The URL paths sitemap.xml lists, with their hreflang alternates. */
  sitemap: () => ReturnType<typeof readSitemap>['entries'];
  /** Removes the copy. */
  remove: () => void;
}

/** A fresh copy of the project in a temporary folder. */
export function projectCopy(name: string): ProjectCopy {
  const tmp = mkdtempSync(path.join(os.tmpdir(), `recipe-${name}-`));
  const project = path.join(tmp, 'project');
  const out = path.join(tmp, 'out');
  copyProject(project);
  const before = tree(REPO_ROOT);
  return {
    project,
    out,
    file: (relative) => path.join(project, relative),
    changedFiles() {
      const after = tree(project);
      const changed = new Set<string>();
      for (const [file, digest] of after) if (before.get(file) !== digest) changed.add(file);
      for (const file of before.keys())
        if (!after.has(file) && !TEST_FILE.test(file)) changed.add(file);
      return [...changed].filter((file) => !GENERATED.test(file)).sort();
    },
    async build(cardsOf) {
      writeLocaleModule(
        path.join(project, 'locales'),
        path.join(project, 'src', 'i18n', 'generated', 'locales.ts'),
      );
      rmSync(out, { recursive: true, force: true });
      mkdirSync(out, { recursive: true });
      // The source shell stands in for Parcel's built index.html: same charset, #root and script.
      cpSync(path.join(project, 'src', 'index.html'), path.join(out, 'index.html'));
      const server = (await import(
        /* @vite-ignore */ pathToFileURL(path.join(project, 'src', 'entry-server.tsx')).href
      )) as Parameters<typeof prerenderSite>[0];
      await prerenderSite(server, out, {
        socialCards: cardsOf
          ? (card: { path: string }) => cardsOf(path.basename(card.path, '.png'))
          : true,
      });
    },
    page(url) {
      const document = readPage(out, url);
      if (!document) throw new Error(`${url}: not prerendered`);
      return document;
    },
    sitemap: () => readSitemap(out).entries,
    remove: () => rmSync(tmp, { recursive: true, force: true }),
  };
}
