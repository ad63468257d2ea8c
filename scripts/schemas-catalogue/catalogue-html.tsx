import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Catalogue } from '#forms/catalogue/catalogue-model.ts';
import { QuestionCatalogue } from '#forms/catalogue/question-catalogue.tsx';

const css = readFileSync(fileURLToPath(import.meta.resolve('#forms/catalogue/catalogue.css')), 'utf8');

/** The catalogue as one static HTML page (its styles inline): the same component Storybook shows. */
export function catalogueHtml(catalogue: Catalogue): string {
  const body = renderToStaticMarkup(<QuestionCatalogue catalogue={catalogue} />);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Question catalogue: Van Quote</title>
<style>${css}</style>
</head>
<body>${body}</body>
</html>
`;
}
