import type { ReactNode } from 'react';
import type { CatalogueEntry } from './catalogue-model';

const KIND_WORDS: Record<CatalogueEntry['kind'], string> = {
  question: 'Asked',
  hidden: 'Not asked: filled in for the customer, read back in the summary',
  internal: 'Not asked: data the form keeps (no title)',
  group: 'Group of questions',
  repeater: 'Repeater: a list of items',
};

const REQUIRED_WORDS = { always: 'Yes', no: 'No' } as const;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="catalogue-entry__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Sentences({ lines }: { lines: readonly string[] }) {
  if (lines.length === 1) return <>{lines[0]}</>;
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Options({ entry }: { entry: CatalogueEntry }) {
  const { list } = entry;
  if (list)
    return (
      <Fact term="List">
        <a href={`#list-${list.name}`}>{list.name}</a> ({list.options.length} options
        {list.excluded.length ? `; not offered here: ${list.excluded.join(', ')}` : ''})
      </Fact>
    );
  if (entry.choices)
    return (
      <Fact term="Options">
        <ul>
          {entry.choices.map((c) => (
            <li key={String(c.value)}>
              <code>{JSON.stringify(c.value)}</code> {c.label}
            </li>
          ))}
        </ul>
      </Fact>
    );
  return null;
}

/** One question of the catalogue, linkable by its anchor. */
export function CatalogueEntryView({ entry }: { entry: CatalogueEntry }) {
  const { repeater } = entry;
  return (
    <article
      id={entry.anchor}
      className={`catalogue-entry catalogue-entry--${entry.kind}`}
      aria-labelledby={`${entry.anchor}-title`}
    >
      <h3 className="catalogue-entry__title" id={`${entry.anchor}-title`}>
        <a href={`#${entry.anchor}`}>{entry.title ?? entry.path}</a>
      </h3>
      <dl>
        <Fact term="Field path">
          <code>{entry.path}</code>
        </Fact>
        <Fact term="Type">
          {entry.type}, {KIND_WORDS[entry.kind].toLowerCase()}
        </Fact>
        <Fact term="Widget">{entry.widget}</Fact>
        <Fact term="Required">
          {entry.required === 'sometimes' ? (
            <>
              When <Sentences lines={entry.requiredWhen} />
            </>
          ) : (
            REQUIRED_WORDS[entry.required]
          )}
        </Fact>
        <Fact term="Shown">
          {entry.shownWhen.length ? (
            <>
              When <Sentences lines={entry.shownWhen} />
            </>
          ) : (
            'Always (when its group is shown)'
          )}
        </Fact>
        {entry.disabledWhen ? <Fact term="Disabled">When {entry.disabledWhen}</Fact> : null}
        {entry.effects.length ? (
          <Fact term="Effects">
            <Sentences lines={entry.effects} />
          </Fact>
        ) : null}
        {entry.rules.length ? (
          <Fact term="Messages">
            <ul>
              {entry.rules.map((r) => (
                <li key={r.rule}>
                  <code>{r.rule}</code>
                  {r.detail ? ` (${r.detail})` : ''}: {r.message}
                  {r.fallback ? ' (fallback from messages.json)' : ''}
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
        {entry.tooltip ? <Fact term="Tooltip">{entry.tooltip}</Fact> : null}
        {repeater ? (
          <Fact term="Repeater">
            {[
              repeater.itemTitle ? `items called "${repeater.itemTitle}"` : null,
              repeater.min !== undefined ? `at least ${repeater.min}` : null,
              repeater.max !== undefined ? `at most ${repeater.max}` : null,
              repeater.summary ? `a saved item reads back ${repeater.summary.join(', ')}` : null,
            ]
              .filter(Boolean)
              .join(', ')}
          </Fact>
        ) : null}
        <Options entry={entry} />
      </dl>
    </article>
  );
}
