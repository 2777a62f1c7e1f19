import { downloadsFolder, type DownloadId } from '../../../content/downloads';
import { defaultLocale } from '../../i18n/registry';
// Written by the site build's PDF step (at build, `npm start`, Vitest's global setup, `npm install`).
import generated from './generated/manifest.json';

/** The size in bytes of each PDF the build wrote in a language's own text. */
type Manifest = Record<string, Partial<Record<DownloadId, number>>>;
const manifest: Manifest = generated;

/**
 * The PDF a guide links in a language: its own, else the English one (the build writes no copy
 * of English text under another language's name); none when the build wrote neither.
 */
export function pdfOf(lng: string, id: DownloadId) {
  const own = manifest[lng]?.[id];
  const lang = own === undefined ? defaultLocale : lng;
  const bytes = own ?? manifest[defaultLocale]?.[id];
  return bytes === undefined
    ? undefined
    : { lang, bytes, path: `/${downloadsFolder}/${lang}/${id}.pdf` };
}
