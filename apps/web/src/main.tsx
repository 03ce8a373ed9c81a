import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { PrivateLiveClient } from '@broker/client';
import { createServices } from './services/services';
import './styles.css';

const services = createServices({
  // In development a reply that drifts from the contract is worth a warning; in production the
  // page keeps working with whatever arrived.
  onInvalidReply: import.meta.env.DEV
    ? (def, issues) => console.warn(`Reply of ${def.id} does not match the contract`, issues)
    : undefined,
  createPrivateFeed: () => new PrivateLiveClient(),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
