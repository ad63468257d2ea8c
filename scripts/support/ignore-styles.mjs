/**
 * Node loader hooks for scripts that import the widget registry (npm run schemas:check): stylesheet
 * imports, which Vite bundles in the browser, load as empty modules in Node.
 */
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`),
);
