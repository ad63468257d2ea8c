import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadArrayField } from '#forms/step-form/array-field.tsx';
import { lazyWidgets, preloadWidgets } from '#widgets/lazy-widgets.ts';
import { loadMask } from '#widgets/shared/lazy-mask.ts';

// Screens load their proposal and validators through the real API in process: on a busy two-core
// machine that can take longer than the library's 1 s default, so findBy* waits up to 5 s.
// A failed Continue's error summary repeats each message as a link: *ByText finds the message
// beside its question (the summary is checked through its links, by role).
configure({ asyncUtilTimeout: 5000, defaultIgnore: 'script, style, .error-summary *' });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Widgets the browser build fetches on first use are all loaded here, so forms render at once as
// they did when every widget was in the form's own chunk; so is imask, which the browser fetches on
// a masked box's first focus (widgets/shared/lazy-mask.test.tsx tests the box before it arrives),
// and RJSF's ArrayField, which the browser fetches with the quote steps' validators.
await Promise.all([preloadWidgets(Object.keys(lazyWidgets)), loadMask(), loadArrayField()]);
