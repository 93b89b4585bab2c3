import '../contract/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startApp } from './app/start';
import './components/global.css';

const queryClient = startApp();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
