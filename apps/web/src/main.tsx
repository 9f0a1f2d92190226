import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter, installHttp, prepareApp } from './app';
import './app/styles.css';

const start = async () => {
  const { locale, antdLocale } = await prepareApp();
  const router = createAppRouter();
  installHttp(router, locale);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App router={router} antdLocale={antdLocale} />
    </StrictMode>,
  );
};

void start();
