import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/global.css';
import { Examples } from './Examples';
import { HYDRATED, JS_CLASS, PAGE_HYDRATED } from '../site/documentMarks';
import { loadNamespaces } from '../i18n/instance';

// The script runs: disclosures and cards are interactive (the site's loader sets this on pages).
document.documentElement.classList.add(JS_CLASS);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
// The kit's own texts (common: the Read More labels) are the site's, in English.
void loadNamespaces('en', ['common']).then(() => {
  createRoot(root).render(
    <StrictMode>
      <Examples />
    </StrictMode>,
  );
  // The kit runs at once: the app's marks for the frame and for the page's part alike.
  document.documentElement.setAttribute(HYDRATED, '');
  document.documentElement.setAttribute(PAGE_HYDRATED, '');
});
