import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/global.css';
import '../components/*/*.module.css';
import { Examples } from './Examples';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <Examples />
  </StrictMode>,
);
document.documentElement.dataset.hydrated = '';
