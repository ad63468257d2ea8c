import { CatalogueEntryView } from './catalogue-entry';
import type { Catalogue } from './catalogue-model';
import './catalogue.css';

/**
 * The question catalogue as a page: every question by step, each linkable (#q1-vehicle.weight).
 * Rendered by Storybook (Schemas/Question catalogue) and, as static HTML, by npm run schemas:catalogue.
 */
export function QuestionCatalogue({ catalogue }: { catalogue: Catalogue }) {
  const count = catalogue.steps.reduce((n, s) => n + s.entries.length, 0);
  return (
    <main className="catalogue">
      <h1>Question catalogue</h1>
      <p>
        Every question of the quote form, by step, as the files under <code>schemas/</code> declare it (
        {count} entries). Each title links to itself.
      </p>
      <nav aria-label="Steps">
        <ol>
          {catalogue.steps.map((step) => (
            <li key={step.id}>
              <a href={`#step-${step.number}`}>
                {step.number}. {step.title}
              </a>{' '}
              ({step.entries.length})
            </li>
          ))}
          <li>
            <a href="#lists">Lists</a> ({catalogue.lists.length})
          </li>
        </ol>
      </nav>
      {catalogue.steps.map((step) => (
        <section key={step.id} id={`step-${step.number}`} aria-labelledby={`step-${step.number}-title`}>
          <h2 id={`step-${step.number}-title`}>
            {step.number}. {step.title}{' '}
            <span className="catalogue__file">schemas/quote-form/{step.id}.schema.json and .ui.json</span>
          </h2>
          {step.entries.map((entry) => (
            <CatalogueEntryView key={entry.anchor} entry={entry} />
          ))}
        </section>
      ))}
      <section id="lists" aria-labelledby="lists-title">
        <h2 id="lists-title">
          Lists <span className="catalogue__file">schemas/lists/&lt;name&gt;.json</span>
        </h2>
        {catalogue.lists.map((list) => (
          <section
            key={list.name}
            id={`list-${list.name}`}
            className="catalogue__list"
            aria-label={list.name}
          >
            <h3>
              {list.name} ({list.options.length} options)
            </h3>
            <ul>
              {list.options.map((o) => (
                <li key={o.value}>
                  <code>{o.value}</code> {o.name}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </main>
  );
}
