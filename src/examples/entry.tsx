import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/global.css';
import '../components/*/*.module.css';
import { Examples } from './Examples';

// The script runs: disclosures and cards are interactive (the site's loader sets this on pages).
document.documentElement.classList.add('js');
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <Examples />
  </StrictMode>,
);
document.documentElement.dataset.hydrated = '';
