import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { SessionProvider } from './session';
// Malayalam product and customer names on any computer: the font's Malayalam subset, fetched only when a page shows
// Malayalam letters (its unicode-range). (The invoice PDF embeds Manjari instead: the PDF library cannot lay out
// Noto Sans Malayalam's marks.)
import '@fontsource/noto-sans-malayalam/400.css';
import './styles.css';

// Fetch the Malayalam letters now, while the session is checked: text drawn before the font arrives, on a computer
// with no Malayalam font of its own, can stay as empty boxes.
void document.fonts.load('1em "Noto Sans Malayalam"', 'മ').catch(() => {});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <App />
    </SessionProvider>
  </StrictMode>,
);
